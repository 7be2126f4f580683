#!/usr/bin/env bash
# Times `renderpages gif` on scripts/bench-gif-scenario.json (390x844 pt at @1x, 60 frames at
# 50 fps: an eased 380 ms drag released without velocity, then a short flick onto the next page)
# and sets it next to ffmpeg's one-pass palettegen/paletteuse (dither none, diff_mode rectangle)
# on the same frames rendered as PNG, and next to gifsicle -O3 of both GIFs, when those tools are
# installed (they are optional: rows are skipped without them). Times are medians of $RUNS runs,
# wall time of the whole command. PSNR is against the truecolor PNG frames, each PNG frame paired
# with the GIF frame on screen at its time (ffmpeg's psnr filter, RGB); ours is also measured by
# `renderpages gif --psnr` (giflib's decoder). Replaces its own section of BENCHMARKS.md, leaving
# the rest of the file alone.
# Usage: scripts/bench-gif.sh [BINARY]   (make bench builds the release binary first)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-common.sh
scenario=scripts/bench-gif-scenario.json

frames=$("$bin" simulate "$scenario" --format csv | tail -n +2 | wc -l)

# median wall time and median CPU time (user + system) in seconds of $runs runs of the command
# given, as "WALL CPU"
median_time() {
  local walls=() cpus=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    /usr/bin/time -o "$out/time" -f "%U %S" "$@" >/dev/null 2>&1
    end=$(date +%s%N)
    walls+=("$(awk -v ns=$(( end - start )) 'BEGIN {printf "%.3f", ns / 1e9}')")
    cpus+=("$(awk '{printf "%.2f", $1 + $2}' "$out/time")")
  done
  local wall cpu
  wall=$(printf '%s\n' "${walls[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  cpu=$(printf '%s\n' "${cpus[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  echo "$wall $cpu"
}

kb() { awk -v b="$(wc -c < "$1")" 'BEGIN {printf "%.0f", b / 1024}'; }

# PSNR (dB, all frames) of GIF $1 against the PNG frames, with ffmpeg
psnr() {
  ffmpeg -hide_banner -nostats -framerate 50 -i "$out/frames/frame-%04d.png" -i "$1" \
    -lavfi "[0:v]format=rgb24[ref];[1:v]format=rgb24[gif];[ref][gif]psnr" -f null - 2>&1 \
    | sed -n 's/.*PSNR.*average:\([^ ]*\).*/\1/p' | tail -1
}

read -r ours_wall ours_cpu <<< "$(median_time "$bin" gif "$scenario" --out "$out/ours.gif" --scale 1 --fps 50)"
ours_report=$("$bin" gif "$scenario" --out "$out/ours.gif" --scale 1 --fps 50 --psnr)
ours_psnr=$(echo "$ours_report" | sed -n 's/PSNR against the rendered frames: \([^ ]*\) dB overall.*/\1/p')
ours_colors=$(echo "$ours_report" | head -1 | sed 's/.*bytes, //')
read -r render_wall render_cpu <<< "$(median_time "$bin" render "$scenario" --out "$out/frames" --scale 1)"
"$bin" render "$scenario" --out "$out/frames" --scale 1 >/dev/null

ours_quality=$ours_psnr
command -v ffmpeg >/dev/null && ours_quality="$ours_psnr (ffmpeg: $(psnr "$out/ours.gif"))"
rows="| renderpages gif (own palette and LZW, giflib writing the records) | $ours_wall | $ours_cpu | $(kb "$out/ours.gif") | $ours_quality |"$'\n'
echo "renderpages gif: $ours_wall s wall, $ours_cpu s CPU, $(kb "$out/ours.gif") KB, PSNR $ours_quality dB ($ours_colors)"
if command -v ffmpeg >/dev/null; then
  read -r ff_wall ff_cpu <<< "$(median_time ffmpeg -y -v error -framerate 50 -i "$out/frames/frame-%04d.png" -filter_complex \
    "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=none:diff_mode=rectangle" "$out/ffmpeg.gif")"
  wall=$(awk -v a="$ff_wall" -v b="$render_wall" 'BEGIN {printf "%.3f", a + b}')
  cpu=$(awk -v a="$ff_cpu" -v b="$render_cpu" 'BEGIN {printf "%.2f", a + b}')
  rows+="| PNG frames (renderpages render) + ffmpeg palettegen/paletteuse, dither none, diff_mode rectangle | $wall ($render_wall + $ff_wall) | $cpu | $(kb "$out/ffmpeg.gif") | $(psnr "$out/ffmpeg.gif") |"$'\n'
  echo "ffmpeg: $wall s wall, $cpu s CPU, $(kb "$out/ffmpeg.gif") KB"
else
  echo "ffmpeg not installed: its row is skipped"
fi
if command -v gifsicle >/dev/null; then
  for name in ours ffmpeg; do
    [ -f "$out/$name.gif" ] || continue
    read -r g_wall g_cpu <<< "$(median_time gifsicle -O3 "$out/$name.gif" -o "$out/$name-O3.gif")"
    quality="lossless (same pixels)"
    command -v ffmpeg >/dev/null && quality=$(psnr "$out/$name-O3.gif")
    label=$([ "$name" = ours ] && echo "renderpages' GIF" || echo "ffmpeg's GIF")
    rows+="| gifsicle -O3 of $label (time after the encoder's) | $g_wall | $g_cpu | $(kb "$out/$name-O3.gif") | $quality |"$'\n'
    echo "gifsicle -O3 of $name: $g_wall s wall, $g_cpu s CPU, $(kb "$out/$name-O3.gif") KB"
  done
else
  echo "gifsicle not installed: its rows are skipped"
fi

cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
versions="giflib $(pkg-config --modversion libgif)"
command -v ffmpeg >/dev/null && versions+=", $(ffmpeg -version | head -1 | cut -d' ' -f1-3)"
command -v gifsicle >/dev/null && versions+=", $(gifsicle --version | head -1)"
section=$(cat <<MD
## Animated GIF: 60 frames at @1x

\`bash scripts/bench-gif.sh .build/release/renderpages\` (part of \`make bench\`), recorded $day on
$(nproc) cores ($cpu), load average before the run: $(cut -d' ' -f1-3 /proc/loadavg); $versions.
$frames frames of 390x844 pt at @1x and 50 fps (\`scripts/bench-gif-scenario.json\`); median of $runs
runs of the whole command, wall time and CPU time (user + system; the machine is shared, so
wall times vary with its load). PSNR in dB against the truecolor frames ("inf": every pixel
exact); renderpages stores $ours_colors.

| encoder | wall (s) | CPU (s) | size (KB) | PSNR (dB) |
|---|---|---|---|---|
$rows
Target: at most 0.3 s in total, at most 480 KB, at least 45 dB.
MD
)
replace_section "$section"
echo "updated BENCHMARKS.md"
