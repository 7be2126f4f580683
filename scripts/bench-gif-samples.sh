#!/usr/bin/env bash
# GIF size and quality on every sample (samples/*.json, samples/carousel, samples/modern), on the
# carousel with screenshots on its cards (generated here: three frames of samples/todays-deals.json
# rendered by renderpages at @1x, as items.images), and on any scenario passed after the binary,
# against
# ffmpeg's one-pass palettegen/paletteuse (dither none, diff_mode rectangle) on the same frames
# rendered as PNG, and gifsicle -O3 of our GIF. Each scenario at its own scale and 50 fps (GIF's
# limit). Size in KB; PSNR in dB against the truecolor PNG frames with ffmpeg's psnr filter (each
# PNG frame against the GIF frame on screen at its time); wall time of one run each (ours: the
# whole `renderpages gif`; ffmpeg: `renderpages render` + ffmpeg). Checks the targets: ours no
# larger than ffmpeg's, at least 45 dB. Replaces its own section of BENCHMARKS.md.
# Usage: scripts/bench-gif-samples.sh [BINARY] [MORE_SCENARIOS...]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-common.sh
shift || true
for tool in ffmpeg gifsicle; do command -v $tool >/dev/null || { echo "$tool is needed (make deps installs it)"; exit 1; }; done

kb() { awk -v b="$(wc -c < "$1")" 'BEGIN {printf "%.1f", b / 1024}'; }
seconds() { local start=$(date +%s%N); "$@" >/dev/null 2>&1; awk -v ns=$(( $(date +%s%N) - start )) 'BEGIN {printf "%.2f", ns / 1e9}'; }
psnr() {
  ffmpeg -hide_banner -nostats -framerate 50 -i "$out/frames/frame-%04d.png" -i "$1" \
    -lavfi "[0:v]format=rgb24[ref];[1:v]format=rgb24[gif];[ref][gif]psnr" -f null - 2>&1 \
    | sed -n 's/.*PSNR.*average:\([^ ]*\).*/\1/p' | tail -1
}

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
rows="" failures=0
# The carousel with images: its cards show frames renderpages draws (gradients, text, photos'
# worth of colours at card size), so no image is downloaded.
"$bin" render samples/todays-deals.json --scale 1 --out "$out/shots" --quiet
mkdir -p "$out/images"
cp "$out/shots/frame-0000.png" "$out/shots/frame-0030.png" "$out/shots/frame-0090.png" "$out/images/"
/usr/bin/python3 - "$out/images/carousel-screenshots.json" <<'PY'
import json, sys
scenario = json.load(open("samples/carousel/carousel.json"))
scenario["look"]["items"] = {"images": ["frame-0000.png", "frame-0030.png", "frame-0090.png"]}
json.dump(scenario, open(sys.argv[1], "w"), indent=1)
PY

for file in samples/*.json samples/carousel/*.json samples/modern/*.json "$out/images/carousel-screenshots.json" "$@"; do
  name=$(basename "$file" .json)
  rm -rf "$out/frames"
  ours_s=$(seconds "$bin" gif "$file" --out "$out/ours.gif" --fps 50 --quiet)
  render_s=$(seconds "$bin" render "$file" --out "$out/frames" --fps 50 --quiet)
  frames=$(ls "$out/frames" | grep -c '^frame-')
  ff_s=$(seconds ffmpeg -y -v error -framerate 50 -i "$out/frames/frame-%04d.png" -filter_complex \
    "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=none:diff_mode=rectangle" "$out/ffmpeg.gif")
  gifsicle -O3 "$out/ours.gif" -o "$out/ours-O3.gif"
  ours_kb=$(kb "$out/ours.gif") ff_kb=$(kb "$out/ffmpeg.gif") o3_kb=$(kb "$out/ours-O3.gif")
  ours_psnr=$(psnr "$out/ours.gif") ff_psnr=$(psnr "$out/ffmpeg.gif")
  ff_total=$(awk -v a="$render_s" -v b="$ff_s" 'BEGIN {printf "%.2f", a + b}')
  verdict=$(awk -v o="$ours_kb" -v f="$ff_kb" -v p="$ours_psnr" 'BEGIN {print (o <= f && (p == "inf" || p >= 45)) ? "yes" : "NO"}')
  [ "$verdict" = yes ] || failures=$((failures + 1))
  rows+="| $name | $frames | $ours_kb | $ours_psnr | $ff_kb | $ff_psnr | $o3_kb | $ours_s | $ff_total ($render_s + $ff_s) | $verdict |"$'\n'
  echo "$name: ours $ours_kb KB at $ours_psnr dB in $ours_s s; ffmpeg $ff_kb KB at $ff_psnr dB in $ff_total s; gifsicle -O3 of ours $o3_kb KB: $verdict"
done

cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
section=$(cat <<MD
## Animated GIF on every sample

\`bash scripts/bench-gif-samples.sh .build/release/renderpages\` (part of \`make bench\`), recorded $day on
$(nproc) cores ($cpu), load average before the run $load_before, after it $(cut -d' ' -f1-3 /proc/loadavg)
(the machine was shared with other sessions, so times are rough; sizes and PSNR do not depend on it);
$(ffmpeg -version | head -1 | cut -d' ' -f1-3), $(gifsicle --version | head -1). Every sample (\`samples/*.json\`,
\`samples/carousel\`, \`samples/modern\`; modern samples whose motion is the same write the same GIF;
\`carousel-images\` is the carousel with ten landscape images of \`samples/carousel/artwork\`)
and \`carousel-screenshots\`: \`samples/carousel/carousel.json\` with \`look.items.images\` set to three
@1x frames of \`samples/todays-deals.json\` that the script renders first. Every scenario at its own scale
and 50 fps. ffmpeg: \`palettegen\` then \`paletteuse=dither=none:diff_mode=rectangle\` on the PNG frames
of \`renderpages render --fps 50\`. PSNR (dB) against those PNG frames with ffmpeg's psnr filter.
Target: ours no larger than ffmpeg's, at least 45 dB, on every row.

| scenario | frames | ours (KB) | ours PSNR | ffmpeg (KB) | ffmpeg PSNR | gifsicle -O3 of ours (KB) | ours (s) | ffmpeg (s: render + ffmpeg) | target met |
|---|---|---|---|---|---|---|---|---|---|
$rows
MD
)
replace_section "$section"
echo "updated BENCHMARKS.md ($failures rows miss the target)"
