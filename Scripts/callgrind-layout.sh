#!/usr/bin/env bash
# Instructions per node inside LayoutSession.layout for the cold case of the layout benchmarks,
# counted by callgrind (repeatable, unlike timings on a shared machine).
#
#   Scripts/callgrind-layout.sh            # wide-flow N=10,000, deep-chain D=1,000, dashboard
#   Scripts/callgrind-layout.sh dashboard  # one workload (a prefix of its name)
#
# Builds the release benchmark, runs `layoutviz-bench --quick --case cold --exact --only W` under callgrind
# collecting only inside `LayoutSession.layout` (by its mangled name: valgrind does not demangle Swift), and divides the instructions by the cold layouts
# run (every call but the one repeat of the checked proposal, which returns the cached tree) and
# the workload's node count. Needs valgrind (`apt-get install valgrind`).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "callgrind-layout.sh: error: valgrind is not installed" >&2; exit 1; }
swift build -c release --product layoutviz-bench >/dev/null
bench=$(swift build -c release --show-bin-path)/layoutviz-bench
workloads=("${@:-wide-flow N=10000}")
[[ $# -eq 0 ]] && workloads=("wide-flow N=10000" "deep-chain D=1000" "dashboard")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Debian 12's valgrind (3.19) gives up on the DWARF of this build ("possibly corrupted debuginfo");
# the symbol table, which --toggle-collect needs, survives stripping the debug sections.
objcopy --strip-debug "$bench" "$out/layoutviz-bench"
bench="$out/layoutviz-bench"
for w in "${workloads[@]}"; do
  line=$(valgrind --tool=callgrind --callgrind-out-file="$out/cg" --collect-atstart=no \
           --toggle-collect='$s13LayoutVizCore0A7SessionC6layout*' \
           "$bench" --quick --case cold --exact --only "$w" 2>/dev/null)
  nodes=$(sed -E 's/.*"nodes": ([0-9]+).*/\1/' <<<"$line")
  total=$(callgrind_annotate "$out/cg" 2>/dev/null | awk '/PROGRAM TOTALS/ && !t {gsub(",", "", $1); t = $1} END {print t}')
  # Calls: the checked layout, the cold repetitions and one cached repeat (the `noop` set-up).
  reps=$(sed -E 's/.*"reps": ([0-9]+).*/\1/' <<<"$line")
  printf '%-20s nodes %7d  cold layouts %3d  instructions/node %s\n' "$w" "$nodes" "$((reps + 1))" \
    "$(awk -v t="$total" -v r="$((reps + 1))" -v n="$nodes" 'BEGIN { printf "%.0f", t / r / n }')"
done
