#!/usr/bin/env bash
# Instructions per passing layout-only golden cell, counted by callgrind (repeatable, unlike
# timings on a shared machine): runs `layoutviz-bench suite --part layout --quick` (200 cells:
# 20 screens with a navigation bar, a 12-row list and a tab bar × 5 devices × 2 schemes),
# recording once and verifying twice, with a callgrind dump after each run, and divides the
# instructions of the verify runs by their cells. Needs valgrind (`apt-get install valgrind`).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "callgrind-goldens.sh: error: valgrind is not installed" >&2; exit 1; }
swift build -c release --product layoutviz-bench >/dev/null
bench=$(swift build -c release --show-bin-path)/layoutviz-bench
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# As in callgrind-layout.sh: valgrind 3.19 needs the debug sections stripped.
objcopy --strip-debug "$bench" "$out/layoutviz-bench"
valgrind --tool=callgrind --callgrind-out-file="$out/cg" \
  --dump-after='$s15layoutviz_bench8suiteRun_7goldens9artifacts4modeSd_SDy15LayoutVizGolden0J7OutcomeV6StatusOSiGSitSayAF0J4CellVG_20FoundationEssentials3URLVAqF10RecordModeOtF' \
  "$out/layoutviz-bench" suite --part layout --quick >/dev/null 2>&1
totals=()
for f in "$out"/cg.*; do
  totals+=("$(callgrind_annotate "$f" 2>/dev/null | awk '/PROGRAM TOTALS/ && !t {gsub(",", "", $1); t = $1} END {print t}')")
done
# Dumps: 1 = recording, 2 and 3 = the verify runs (200 cells each).
[[ ${#totals[@]} -ge 3 ]] || { echo "callgrind-goldens.sh: error: expected three runs, found ${#totals[@]}" >&2; exit 1; }
echo "record 200 cells: $(( totals[0] / 200 )) instructions/cell"
echo "verify 200 passing layout-only cells: $(( (totals[1] + totals[2]) / 400 )) instructions/cell"
