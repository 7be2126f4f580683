#!/usr/bin/env bash
# Animated SVG against GIF on every sample (samples/*.json, samples/carousel, samples/modern):
# size of `renderpages animate --out x.svg`, gzipped too (gzip -9, as a server compresses SVG),
# against our GIF (`animate --out x.gif`, 50 fps) and ffmpeg's GIF (palettegen/paletteuse with
# dither none on the PNG frames of `renderpages render --fps 50`), and wall time of writing each
# (one run; ffmpeg's includes the render). Each scenario at its own scale. Targets (issue 25):
# the flat carousel's SVG at most a tenth of our GIF, the carousel with images at most four
# tenths, Today's deals at most a quarter, and the SVG written faster than the GIF on every row.
# Replaces its own section of BENCHMARKS.md. Usage: scripts/bench-svg.sh [BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-common.sh
command -v ffmpeg >/dev/null || { echo "ffmpeg is needed (make deps installs it)"; exit 1; }

kb() { awk -v b="$(wc -c < "$1")" 'BEGIN {printf "%.1f", b / 1024}'; }
gzkb() { gzip -9 -c "$1" | wc -c | awk '{printf "%.1f", $1 / 1024}'; }
seconds() { local start=$(date +%s%N); "$@" >/dev/null 2>&1; awk -v ns=$(( $(date +%s%N) - start )) 'BEGIN {printf "%.2f", ns / 1e9}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", a / b}'; }

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
rows="" failures=0
for file in samples/*.json samples/carousel/*.json samples/modern/*.json; do
  name=$(basename "$file" .json)
  rm -rf "$out/frames"
  svg_s=$(seconds "$bin" animate "$file" --out "$out/ours.svg" --quiet)
  gif_s=$(seconds "$bin" animate "$file" --out "$out/ours.gif" --fps 50 --quiet)
  render_s=$(seconds "$bin" render "$file" --out "$out/frames" --fps 50 --quiet)
  ff_s=$(seconds ffmpeg -y -v error -framerate 50 -i "$out/frames/frame-%04d.png" -filter_complex \
    "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=none:diff_mode=rectangle" "$out/ffmpeg.gif")
  ff_total=$(awk -v a="$render_s" -v b="$ff_s" 'BEGIN {printf "%.2f", a + b}')
  svg_kb=$(kb "$out/ours.svg") svg_gz=$(gzkb "$out/ours.svg") gif_kb=$(kb "$out/ours.gif") gif_gz=$(gzkb "$out/ours.gif") ff_kb=$(kb "$out/ffmpeg.gif")
  share=$(ratio "$svg_kb" "$gif_kb")
  case "$name" in
    carousel) target=0.1 ;;
    carousel-images) target=0.4 ;;
    todays-deals) target=0.25 ;;
    *) target="" ;;
  esac
  verdict=$(awk -v s="$share" -v t="$target" -v a="$svg_s" -v b="$gif_s" 'BEGIN {print ((t == "" || s <= t) && a < b) ? "yes" : "NO"}')
  if [ "$verdict" != yes ]; then failures=$((failures + 1)); fi
  rows+="| $name | $svg_kb | $svg_gz | $gif_kb | $gif_gz | $ff_kb | $share | ${target:-none} | $svg_s | $gif_s | $ff_total | $verdict |"$'\n'
  echo "$name: SVG $svg_kb KB ($svg_gz gzipped) in $svg_s s; our GIF $gif_kb KB in $gif_s s; ffmpeg's GIF $ff_kb KB in $ff_total s; SVG/GIF $share (target ${target:-none}): $verdict"
done

section=$(cat <<MD
## Animated SVG against GIF on every sample

\`bash scripts/bench-svg.sh .build/release/renderpages\`, recorded $day on $(nproc) cores ($cpu), load
average before the run $load_before, after it $(cut -d' ' -f1-3 /proc/loadavg) (the machine was shared with
other sessions, so times are rough; sizes do not depend on it); $(ffmpeg -version | head -1 | cut -d' ' -f1-3).
Every sample at its own scale. SVG: \`renderpages animate S --out x.svg\` (the motion at the device's
120 Hz, keyframes within a quarter pixel). Ours GIF: \`animate S --out x.gif --fps 50\`. ffmpeg's GIF:
\`palettegen\` then \`paletteuse=dither=none:diff_mode=rectangle\` on the PNG frames of \`render --fps 50\`,
its time including the render. Gzipped: \`gzip -9\`. Targets (issue 25): SVG/GIF at most 0.1 for
\`carousel\`, 0.4 for \`carousel-images\`, 0.25 for \`todays-deals\`; on every row the SVG written in
less time than our GIF.

| scenario | SVG (KB) | SVG gzipped (KB) | our GIF (KB) | our GIF gzipped (KB) | ffmpeg's GIF (KB) | SVG / our GIF | target | SVG (s) | our GIF (s) | ffmpeg (s) | target met |
|---|---|---|---|---|---|---|---|---|---|---|---|
$rows
MD
)
replace_section "$section"
echo "updated BENCHMARKS.md ($failures rows miss a target)"
