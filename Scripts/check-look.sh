#!/usr/bin/env bash
# What iOS looks like has one home: the look table, Sources/LayoutVizCore/Look/ (SystemLook and
# its family files; LayoutViz's own marks in OverlayLook.swift; docs/look.md). The controls,
# containers and bars (Controls/, Containers/, Navigation/), the presentations (Presentation/), the drawing styles and shapes
# (Drawing/), the display list and overlay (Display/), the UIKit stand-ins (UIKit/), the
# framework stand-ins' views (Sources/Frameworks/*/*Views.swift) and the screen's chrome
# (Devices/ChromePainter.swift) ask it for every colour, metric and drawing
# parameter. This check reads those files as Swift tokens (Scripts/CheckLook.swift; comments and
# string literals are not code, an interpolation's code is) and fails on:
#   1. a number other than 0, 1 and 2, in any spelling (0x2C, 0o54, 1_000, 4.4e1, 0x1p4); one
#      made from them (2 * 2 * 2, 1 / 2). Not counted: a tuple element (.0), an option set's or
#      an enumeration case's raw value, a multiple of 90 in `.degrees(...)`;
#   2. a colour made or named in place: `Color.white`, `.red`, `.accentColor`...; a colour type
#      called or a colour label given with a number written in it (`Color(white: 0.5)`,
#      `.init(red: 1, green: 0, blue: 0)`, `UIColor(white: 1, alpha: 1)`); `Color.clear`,
#      `Color(name)` and `Color(system: .label)` make none. Drawing/Color.swift and
#      Drawing/SystemColors.swift define the colour types, so rule 2 skips them.
# A line whose number or colour is no part of the look says why at its end, with one of the
# reasons Scripts/CheckLook.swift lists (`// not a look value: geometry`); another reason fails.
#   Scripts/check-look.sh         # this checkout
#   Scripts/check-look.sh DIR     # another tree with the same layout (the check's own test)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "${1:-$here/..}"
shopt -s nullglob
core=Sources/LayoutVizCore
files=($core/{Controls,Containers,Navigation,Presentation,Drawing,Display,UIKit}/*.swift Sources/Frameworks/*/*Views.swift)
[[ -f $core/Devices/ChromePainter.swift ]] && files+=($core/Devices/ChromePainter.swift)
[[ ${#files[@]} -eq 0 ]] && { echo "check-look: ok (no files in its scope)"; exit 0; }
if ! result=$(swift "$here/CheckLook.swift" "${files[@]}"); then
  echo "check-look: failed (${result#failed })" >&2
  exit 1
fi
echo "check-look: ok (${#files[@]} files; no colour or metric in place; ${result#ok } line(s) marked 'not a look value')"
