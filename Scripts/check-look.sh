#!/usr/bin/env bash
# What iOS looks like has one home: Sources/LayoutVizCore/Look/SystemLook.swift (docs/look.md).
# The controls, containers and bars (Sources/LayoutVizCore/{Controls,Containers,Navigation}) and
# the screen's chrome (Sources/LayoutVizCore/Devices/ChromePainter.swift) ask it for every colour,
# metric and drawing parameter, so this check fails on, outside comments and string literals, in
# those files:
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
shopt -s nullglob
files=(Sources/LayoutVizCore/{Controls,Containers,Navigation}/*.swift)
[[ -f Sources/LayoutVizCore/Devices/ChromePainter.swift ]] && files+=(Sources/LayoutVizCore/Devices/ChromePainter.swift)
[[ ${#files[@]} -eq 0 ]] && { echo "check-look: ok (no control, container or bar files)"; exit 0; }
# One pass over every line: drop the comment and the string literals, then look for colours and numbers.
awk '
  BEGIN { status = 0; exempt = 0
          colours = "(^|[^A-Za-z0-9_])\\.(white|black|gray|grey|red|orange|yellow|green|mint|teal|cyan|blue|indigo|purple|pink|brown|primary|secondary|accentColor)([^A-Za-z0-9_(]|$)" }
  function report(kind) {
    line = $0; sub(/^[ \t]+/, "", line)
    printf "check-look: %s:%d: a %s in place; take it from the look (SystemLook.swift):\n  %s\n", FILENAME, FNR, kind, line > "/dev/stderr"
    status = 1
  }
  index($0, "// not a look value: ") { exempt++; next }
  {
    code = $0
    sub(/\/\/.*$/, "", code)
    gsub(/\\"/, "", code)
    gsub(/"[^"]*"/, "\"\"", code)
    if (code ~ /(^|[^A-Za-z0-9_])Color(\(|\.[a-bd-z]|\.c[a-km-z])/ || code ~ colours) report("colour")
    # Numbers not part of a name, a member (.0) or a closure argument ($0), other than 0, 1 and 2.
    rest = code
    while (match(rest, /(^|[^A-Za-z0-9_.$])[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/)) {
      number = substr(rest, RSTART, RLENGTH); sub(/^[^0-9]/, "", number)
      rest = substr(rest, RSTART + RLENGTH)
      if (number !~ /^(0|1|2)(\.0)?$/) { report("number"); break }
    }
  }
  END {
    if (status == 0) printf "check-look: ok (no colour or metric in Controls, Containers, Navigation or the screen chrome; %d line(s) marked \x27not a look value\x27)\n", exempt
    exit status
  }
' "${files[@]}"
