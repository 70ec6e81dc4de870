#!/usr/bin/env bash
# What iOS looks like has one home: Sources/LayoutVizCore/Look/SystemLook.swift (docs/look.md).
# The controls, containers and bars (Sources/LayoutVizCore/{Controls,Containers,Navigation})
# ask it for every colour, metric and drawing parameter, so this check fails on, outside comments
# and string literals, in those folders:
#   1. a colour made or named in place: `Color(...)`, `Color.x`, or a system colour's name
#      (`.white`, `.red`, `.accentColor`, `.primary`...); `Color.clear`, no colour, is allowed;
#   2. a number other than 0, 1 and 2 (which count, halve and double): every length, font size,
#      opacity, angle and proportion comes from the look.
# A line that holds a number which is no part of the look (a bound on user code) says so at its
# end: `// not a look value: <reason>`; the check lists how many lines do.
#   Scripts/check-look.sh         # this checkout
#   Scripts/check-look.sh DIR     # another tree with the same layout (the check's own test)
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"
status=0
exempt=0
colours='white|black|gray|grey|red|orange|yellow|green|mint|teal|cyan|blue|indigo|purple|pink|brown|primary|secondary|accentColor'
shopt -s nullglob
for f in Sources/LayoutVizCore/{Controls,Containers,Navigation}/*.swift; do
  n=0
  while IFS= read -r line; do
    n=$((n + 1))
    if [[ "$line" == *"// not a look value: "* ]]; then exempt=$((exempt + 1)); continue; fi
    # Drop the comment and the string literals (escaped quotes first).
    code=$(sed -E 's#//.*$##; s#\\"##g; s#"[^"]*"#""#g' <<<"$line")
    [[ -z "${code// }" ]] && continue
    if grep -qE '(^|[^A-Za-z0-9_])Color(\(|\.[a-bd-z]|\.c[a-km-z])' <<<"$code" || grep -qE "(^|[^A-Za-z0-9_])\.($colours)([^A-Za-z0-9_(]|$)" <<<"$code"; then
      echo "check-look: $f:$n: a colour in place; take it from the look (SystemLook.swift):" >&2
      echo "  ${line#"${line%%[![:space:]]*}"}" >&2
      status=1
    fi
    if grep -oE '(^|[^A-Za-z0-9_.$])[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?' <<<"$code" | grep -qvE '^[^0-9]?(0|1|2)(\.0)?$'; then
      echo "check-look: $f:$n: a number in place; take it from the look (SystemLook.swift):" >&2
      echo "  ${line#"${line%%[![:space:]]*}"}" >&2
      status=1
    fi
  done < "$f"
done
[[ $status -eq 0 ]] && echo "check-look: ok (no colour or metric in Controls, Containers or Navigation; $exempt line(s) marked 'not a look value')"
exit $status
