#!/usr/bin/env bash
# The README's screenshot of the HTML report (docs/screenshots/report.png): three strategies of the
# comparison set in one report, opened at 200 ms in Debian's headless Chromium at 1 px per CSS px.
# Usage: scripts/report-screenshot.sh [BINARY]
set -euo pipefail
bin=${1:-.build/release/renderpages}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" report samples/compare/native-paging.json samples/compare/uneven-pairs.json samples/compare/page-offsets.json \
  --out "$tmp/report.html" --quiet
# Chromium refuses its sandbox as root (containers, CI); the page is our own file.
sandbox=()
if [ "$(id -u)" = 0 ]; then sandbox=(--no-sandbox); fi
chromium "${sandbox[@]}" --headless --user-data-dir="$tmp/profile" --hide-scrollbars --disable-gpu \
  --force-device-scale-factor=1 --window-size=1240,1560 --virtual-time-budget=3000 \
  --screenshot="$tmp/report.png" "file://$tmp/report.html#t=200" 2>/dev/null
mkdir -p docs/screenshots
mv "$tmp/report.png" docs/screenshots/report.png
echo "wrote docs/screenshots/report.png ($(( $(stat -c %s docs/screenshots/report.png) / 1024 )) KB)"
