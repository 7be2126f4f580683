#!/usr/bin/env bash
# Every animated format on a flat and a photo carousel (samples/carousel/carousel.json and
# carousel-images.json), at 320 px wide and at full size: bytes, the share of our GIF, PSNR
# against the rendered frames where the file can be read back (`--psnr`: GIF and WebP; MP4 and
# WebM decoded by ffmpeg; APNG is exact), and the wall time of writing each (one run). Beside ours, the alternative a user would
# pick for a lossy WebP: ffmpeg's libwebp encoder (quality 75, our medium) on the PNG frames of
# `renderpages render`, its time including the render. Goals: the photo carousel's
# WebP at --quality medium at most a quarter of its GIF at 320 px with every frame at or above
# 36 dB, and at most 0.15 of its GIF at full size.
# Replaces its own section of BENCHMARKS.md. Usage: scripts/bench-formats.sh [BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-common.sh
command -v ffmpeg >/dev/null || { echo "ffmpeg is needed (make deps installs it)"; exit 1; }

seconds() { local start=$(date +%s%N); "$@" > "$out/last.log" 2>&1; awk -v ns=$(( $(date +%s%N) - start )) 'BEGIN {printf "%.2f", ns / 1e9}'; }
bytes() { wc -c < "$1" | tr -d ' '; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", a / b}'; }
# The "x dB overall, y dB at worst" of --psnr's line in the last run's output.
psnr() { sed -n "s/.*: \([0-9.inf]*\) dB overall, \([0-9.inf]*\) dB at worst.*/\1 \/ \2/p" "$out/last.log"; }

# A video's PSNR against the PNG frames of `render` in $out/frames (scripts/video-psnr.py: decoded
# by ffmpeg, frame k against frame k, "overall / at worst" as --psnr prints it).
video_psnr() { /usr/bin/python3 scripts/video-psnr.py "$1" "$out/frames"; }

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
rows="" notes=""
for name in carousel carousel-images; do
  file=samples/carousel/$name.json
  for size in 320 full; do
    width=(); [ "$size" = full ] || width=(--width "$size")
    gif_s=$(seconds "$bin" animate "$file" "${width[@]}" --out "$out/a.gif" --psnr)
    gif_psnr=$(psnr) gif_b=$(bytes "$out/a.gif")
    rows+="| $name | $size | GIF | $gif_b | 1.000 | $gif_psnr | $gif_s |"$'\n'
    for quality in lossless low medium high; do
      s=$(seconds "$bin" animate "$file" "${width[@]}" --quality "$quality" --out "$out/a.webp" --psnr)
      b=$(bytes "$out/a.webp") share=$(ratio "$b" "$gif_b")
      rows+="| $name | $size | WebP $quality | $b | $share | $(psnr) | $s |"$'\n'
      if [ "$name" = carousel-images ] && [ "$quality" = medium ]; then
        worst=$(psnr | cut -d/ -f2 | tr -d ' ')
        goal=$([ "$size" = full ] && echo 0.15 || echo 0.25)
        met=$(awk -v s="$share" -v g="$goal" -v w="$worst" -v z="$size" 'BEGIN {print (s <= g && (z == "full" || w >= 36)) ? "met" : "MISSED"}')
        notes+="- photo carousel, $size: WebP medium / GIF = $share (goal at most $goal$([ "$size" = full ] || echo ", worst frame at least 36 dB: $worst dB")): $met"$'\n'
      fi
    done
    s=$(seconds "$bin" animate "$file" "${width[@]}" --out "$out/a.apng")
    rows+="| $name | $size | APNG | $(bytes "$out/a.apng") | $(ratio "$(bytes "$out/a.apng")" "$gif_b") | exact | $s |"$'\n'
    s=$(seconds "$bin" animate "$file" "${width[@]}" --out "$out/a.svg")
    rows+="| $name | $size | SVG ($(gzip -9 -c "$out/a.svg" | wc -c | tr -d ' ') gzipped) | $(bytes "$out/a.svg") | $(ratio "$(bytes "$out/a.svg")" "$gif_b") | vector | $s |"$'\n'
    rm -rf "$out/frames"
    render_s=$(seconds "$bin" render "$file" "${width[@]}" --out "$out/frames")
    fps=$(sed -n 's/.*"fps": *\([0-9.]*\).*/\1/p' "$file" | head -1)
    for video in MP4 WebM; do
      s=$(seconds "$bin" animate "$file" "${width[@]}" --out "$out/a.${video,,}")
      rows+="| $name | $size | $video medium | $(bytes "$out/a.${video,,}") | $(ratio "$(bytes "$out/a.${video,,}")" "$gif_b") | $(video_psnr "$out/a.${video,,}") | $s |"$'\n'
    done
    ff_s=$(seconds ffmpeg -y -v error -framerate "$fps" -i "$out/frames/frame-%04d.png" -c:v libwebp -lossless 0 -quality 75 -loop 0 "$out/ff.webp")
    ff_total=$(awk -v a="$render_s" -v b="$ff_s" 'BEGIN {printf "%.2f", a + b}')
    rows+="| $name | $size | ffmpeg's WebP (libwebp q 75) | $(bytes "$out/ff.webp") | $(ratio "$(bytes "$out/ff.webp")" "$gif_b") | not read back | $ff_total |"$'\n'
    echo "$name at $size done"
  done
done

section=$(cat <<MD
## Every format on a flat and a photo carousel

\`bash scripts/bench-formats.sh .build/release/renderpages\`, recorded $day on $(nproc) cores ($cpu), load
average before the run $load_before, after it $(cut -d' ' -f1-3 /proc/loadavg) (a shared machine: times are
rough, sizes and PSNR do not depend on it). \`animate S [--width 320] --out x.EXT\` at each sample's
own fps (GIF at 50 fps), no hold; WebP with \`--quality\`; PSNR (dB overall / at worst) against the
rendered frames: \`--psnr\` for GIF and WebP, \`scripts/video-psnr.py\` for MP4 and WebM (decoded by ffmpeg). ffmpeg's WebP: \`-c:v libwebp -lossless 0 -quality 75\` on the PNG
frames of \`render\`, its time including the render.

$notes
| scenario | width | format | bytes | / GIF | PSNR (dB) | time (s) |
|---|---|---|---|---|---|---|
$rows
MD
)
replace_section "$section"
echo "updated BENCHMARKS.md"
