# The rendering stack CI uses, for a laptop that is not Debian 12: Debian 12 (bookworm), the Swift
# toolchain, and the packages ./setup.sh installs (Cairo, Pango, HarfBuzz, FreeType, fontconfig,
# libpng, Inter). Goldens recorded in it carry the same render fingerprint as CI's, so they compare
# exactly (docs/goldens.md). Untested here: this project's machines have no Docker engine.
#
#   docker build -t layoutviz .
#   docker run --rm -v "$PWD":/layoutviz layoutviz swift run layoutviz doctor
#   docker run --rm -v "$PWD":/layoutviz layoutviz swift test
ARG SWIFT_VERSION=6.3.1
FROM swift:${SWIFT_VERSION}-bookworm
WORKDIR /layoutviz
COPY setup.sh ./
RUN ./setup.sh && rm -rf /var/lib/apt/lists/*
COPY . .
RUN swift build
CMD ["swift", "run", "layoutviz", "doctor"]
