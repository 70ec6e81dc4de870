#!/usr/bin/env bash
# Installs the system packages LayoutViz builds and renders with (Debian 12).
# Idempotent: prints nothing and exits 0 when everything is already present.
set -euo pipefail

packages=(
  pkg-config      # SwiftPM resolves the cairo/pango system-library targets through it
  libcairo2-dev   # the renderer (image and SVG surfaces)
  libpango1.0-dev # text shaping and layout (with HarfBuzz, fontconfig, FreeType)
  libpng-dev      # PNG encoding and decoding
  libjpeg62-turbo-dev # JPEG decoding for Image
  fonts-inter     # the font LayoutViz measures and draws text with
  fonts-material-design-icons-iconfont  # Material Icons: SF Symbols' stand-ins (docs/layout/image.md)
  fonts-materialdesignicons-webfont     # Material Design Icons: the symbols Material Icons lacks
  fonts-noto-color-emoji                # emoji in text, in colour
  fonts-noto-core                       # Noto Sans Arabic and Hebrew: right-to-left text Inter lacks
  chromium        # headless, for the tests of the inspector page (docs/inspector.md)
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup.sh: error: missing packages (${missing[*]}) and no apt-get; install them with your package manager" >&2
  exit 1
fi
sudo=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null 2>&1 || { echo "setup.sh: error: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo=(sudo)
fi
echo "setup.sh: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq >/dev/null
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup.sh: done" >&2
