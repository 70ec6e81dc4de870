#!/usr/bin/env bash
# The consumer fixture package (Tests/Fixtures/Consumer), built and tested as a user's package is:
# `swift build --build-tests`, then `swift test` timed (its previews are linked into its test
# binary, so nothing else is built), then a one-line padding change, whose failure must name the
# changed parameter and its source line first. Not part of CI: the first build compiles LayoutViz
# into the fixture's own build folder (minutes). Usage: Scripts/consumer-goldens.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fixture="$root/Tests/Fixtures/Consumer"
scratch="$root/.build/consumer-fixture"
view="$fixture/Sources/ConsumerViews/SignInView.swift"
cd "$fixture"
export CI=true   # goldens are verified, never recorded
export LAYOUTVIZ_ARTIFACTS="$scratch/artifacts"   # failure images outside the checkout
start=$(date +%s)
swift build --build-tests --scratch-path "$scratch" 2>&1 | grep -E "error|warning: found|unhandled" || true
echo "consumer-goldens: swift build --build-tests: $(( $(date +%s) - start )) s"
start=$(date +%s)
if ! out=$(swift test --scratch-path "$scratch" 2>&1); then echo "$out"; echo "consumer-goldens: swift test failed" >&2; exit 1; fi
echo "consumer-goldens: first swift test: $(( $(date +%s) - start )) s"
if echo "$out" | grep -E "unhandled|layoutviz: warning"; then echo "consumer-goldens: a warning above" >&2; exit 1; fi
echo "$out" | grep -E "^layoutviz:" || true
# The padding change: the test must fail, its first message line naming the line and the parameter.
cp "$view" "$view.orig"
trap 'mv "$view.orig" "$view"' EXIT
sed -i 's/\.padding(\.leading, 24)/.padding(.leading, 28)/' "$view"
line=$(grep -n "padding(.leading, 28)" "$view" | cut -d: -f1)
if out=$(swift test --scratch-path "$scratch" 2>&1); then echo "consumer-goldens: the changed padding passed" >&2; exit 1; fi
first=$(echo "$out" | grep -m1 -E "SignInView\.swift:[0-9]+: SignInView" || true)
echo "consumer-goldens: first failure line: $first"
case "$first" in
  *"SignInView.swift:$line: SignInView/padding changed parameters 'leading: 24' -> 'leading: 28'"*) echo "consumer-goldens: passed" ;;
  *) echo "$out" | tail -40; echo "consumer-goldens: the failure does not begin with the change and its line $line" >&2; exit 1 ;;
esac
