#!/usr/bin/env bash
# Installs the system packages LayoutViz builds and renders with (Debian 12), and the project's
# Python environment (.venv) with the official MCP SDK the tests of `layoutviz mcp` drive it with.
# Idempotent: prints nothing and exits 0 when everything is already present.
set -euo pipefail
cd "$(dirname "$0")"

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
  python3-venv    # the project's Python environment for the MCP client tests (docs/agents.md)
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
install_packages() {
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
}
[[ ${#missing[@]} -eq 0 ]] || install_packages

# The official MCP SDK (PyPI `mcp`), pinned, in a virtual environment of the checkout.
mcp_version=2.3.0
if ! .venv/bin/python -c "import mcp, importlib.metadata as m, sys; sys.exit(m.version('mcp') != '$mcp_version')" >/dev/null 2>&1; then
  echo "setup.sh: installing the MCP SDK $mcp_version into .venv" >&2
  python3 -m venv .venv
  .venv/bin/python -m pip install --quiet --disable-pip-version-check "mcp==$mcp_version"
fi
