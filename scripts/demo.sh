#!/usr/bin/env bash
# The sample gallery: every scenario in samples/ as PNG frames, a GIF and an x-ray GIF, plus the
# comparison set in samples/compare/ as a synchronised sheet, a filmstrip and an offset plot, and
# the carousel of samples/carousel/ under four strategies side by side and with its own artwork.
# Usage: scripts/demo.sh [BINARY] [OUT]
set -euo pipefail
bin=${1:-.build/release/renderpages}
out=${2:-out}
mkdir -p "$out"
say() { printf 'wrote %s\n' "$*"; }
for scenario in samples/*.json; do
  name=$(basename "$scenario" .json)
  "$bin" render "$scenario" --out "$out/$name" --quiet
  say "$out/$name/ ($(ls "$out/$name" | grep -c '\.png$') PNG frames + manifest.json)"
  "$bin" gif "$scenario" --out "$out/$name.gif" --hold 600 --quiet
  say "$out/$name.gif ($(( $(stat -c %s "$out/$name.gif") / 1024 )) KB)"
  "$bin" gif "$scenario" --out "$out/$name-xray.gif" --xray --scale 1 --hold 600 --quiet
  say "$out/$name-xray.gif ($(( $(stat -c %s "$out/$name-xray.gif") / 1024 )) KB)"
done
set -- samples/compare/*.json
"$bin" compare "$@" --out "$out/compare.gif" --hold 600 --quiet
say "$out/compare.gif: the same flick under $# strategies, side by side"
"$bin" compare "$@" --out "$out/compare.png" --quiet
say "$out/compare.png: filmstrip at release, mid-motion and rest"
"$bin" plot "$@" --out "$out/offsets.svg"
"$bin" plot "$@" --out "$out/offsets.png"
"$bin" compare samples/carousel/carousel.json --strategies free,native-paging,page-offsets,hidden-pager \
  --out "$out/carousel-strategies.gif" --scale 1 --hold 600 --quiet
say "$out/carousel-strategies.gif: one carousel under four strategies, side by side"
"$bin" gif samples/carousel/carousel-images.json --out "$out/carousel-images.gif" --hold 600 --quiet
say "$out/carousel-images.gif ($(( $(stat -c %s "$out/carousel-images.gif") / 1024 )) KB): the carousel with its own artwork"
