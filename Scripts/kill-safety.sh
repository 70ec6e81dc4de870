#!/usr/bin/env bash
# Kills `layoutviz render`, `gallery`, `sheet` and `golden record` with SIGKILL at seeded random
# moments, validates every file left behind (PNG decode, SVG/XML parse, JSON parse) and checks
# that the next complete run removes every temporary file.
# Usage: Scripts/kill-safety.sh [KILLS]   (default 52; the test suite runs 12)
set -euo pipefail
cd "$(dirname "$0")/.."
LAYOUTVIZ_KILLS="${1:-52}" swift test --filter KillSafetyTests 2>&1 | grep -E "kill safety|✘|passed after|failed after|error"
