#!/usr/bin/env bash
# The hostile-preview suite with its slow cases: runaway previews (loops, traps, exit, recursion,
# floods of output, pictures too large), kills of the CLI at many moments and by every signal,
# a corrupted build cache, an idle watcher over 50,000 files, confinement of images, output and
# the live server. `swift test` runs the quick cases; this adds the rest (several minutes).
#   Scripts/hostile-previews.sh            # LAYOUTVIZ_KILLS=24 kills
#   LAYOUTVIZ_KILLS=100 Scripts/hostile-previews.sh
set -euo pipefail
cd "$(dirname "$0")/.."
./setup.sh
LAYOUTVIZ_HOSTILE=full swift test --filter 'HostilePreviewTests|HostilePageTests|PreviewProcessTests|ConfinementTests|FailureMessageTests|PreviewSafetyTests|PreviewWatchTests|ImageTests|ExtremeGeometryTests'
