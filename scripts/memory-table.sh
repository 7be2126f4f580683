#!/usr/bin/env bash
# Peak memory against the frame count, for every output format (docs/limits.md, "Memory against
# the frame count"): one scenario whose duration is scaled 1x, 2x, 4x and 8x, each written as a
# GIF, an APNG, a WebP, an MP4, an animated SVG and a frame folder, and the maximum resident set
# size of each run (/usr/bin/time -v). The scenario is reliability attack 3's: the carousel
# sample with a 300x420 picture of random pixels as every item's art (the worst case for every
# encoder: nothing compresses), at scale 1 and 30 fps, two swipes per 1x. Rewrites the table
# between the markers in docs/limits.md and prints it. Timing lives in the benchmarks, never in
# the test suite.
# A second table measures the largest frames: a 2048-pt square screen at scale 4 (8192 x 8192 px,
# 256 MiB a frame; 5 frames at 8 fps) in every format, and the frame folder asked of 16 threads,
# whose drawing threads DrawingMemory bounds whatever --threads asks; and the carousel with every
# card scaled 100 times by a transition effect (reliability attack 4's addendum), between the
# memory-large markers.
# Usage: scripts/memory-table.sh [BINARY]   (default .build/release/renderpages; make memory-table)
#   FORMATS="apng webp" narrows the formats (default all six).
set -uo pipefail
source "$(dirname "$0")/noise-setup.sh"

formats=${FORMATS:-gif apng webp mp4 svg frames}
declare -A peak size
frames=()
for k in 1 2 4 8; do
  for f in $formats; do
    rm -rf "$work/out" "$work/out.$f"
    if [ "$f" = frames ]; then out="$work/out"; cmd=(render "$work/noise$k.json" --out "$out")
    else out="$work/out.$f"; cmd=(animate "$work/noise$k.json" --out "$out"); fi
    if ! /usr/bin/time -v -o "$work/time.txt" "$bin" "${cmd[@]}" --quiet >/dev/null 2>"$work/err.txt"; then
      echo "failed: renderpages ${cmd[*]}" >&2; cat "$work/err.txt" >&2; exit 1
    fi
    peak[$f,$k]=$(( $(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt") / 1024 ))
    size[$f,$k]=$(( $(du -sb "$out" | cut -f1) / 1000000 ))
    if [ "$f" = frames ]; then frames+=("$(find "$out" -name '*.png' | wc -l)"); fi
    rm -rf "$work/out" "$work/out.$f"
  done
done

declare -A names
names=([gif]="GIF" [apng]="APNG" [webp]="WebP" [mp4]="MP4 (the larger of renderpages and ffmpeg)" [svg]="animated SVG" [frames]="frame folder (PNG)")
load=$(cut -d' ' -f1-3 /proc/loadavg)
table=$(
  echo "Measured $(date -u +%Y-%m-%d) with \`scripts/memory-table.sh\` ($(basename "$(dirname "$bin")") build; load average $load at the end)."
  echo "Peak resident memory, MB, and in brackets the output's size, MB; frames per run: ${frames[*]}."
  echo
  echo "| format | 1× | 2× | 4× | 8× |"
  echo "| --- | --- | --- | --- | --- |"
  for f in $formats; do
    printf '| %s |' "${names[$f]}"
    for k in 1 2 4 8; do printf ' %s (%s) |' "${peak[$f,$k]}" "${size[$f,$k]}"; done
    echo
  done
)
echo "$table"

# The largest frames, and the carousel scaled 100 times (one run each).
cat > "$work/large.json" <<'JSON'
{"screen": {"width": 2048, "height": 2048, "scale": 4}, "strategy": {"kind": "native-paging", "pages": 3},
 "gesture": {"kind": "fling", "offset": 20, "velocity": 1.2}, "fps": 8}
JSON
declare -A large
large_cases=(frames frames16 gif apng webp mp4 svg scaled)
for c in "${large_cases[@]}"; do
  rm -rf "$work/big" "$work/big.$c"
  case $c in
    frames) out="$work/big"; cmd=(render "$work/large.json" --out "$out") ;;
    frames16) out="$work/big"; cmd=(render "$work/large.json" --out "$out" --threads 16) ;;
    scaled) out="$work/big"; cmd=(render "$root/samples/carousel/carousel.json" --out "$out" --set 'look.items.transition={"effects":[{"scale":100}]}') ;;
    *) out="$work/big.$c"; cmd=(animate "$work/large.json" --out "$out") ;;
  esac
  if ! /usr/bin/time -v -o "$work/time.txt" "$bin" "${cmd[@]}" --quiet >/dev/null 2>"$work/err.txt"; then
    echo "failed: renderpages ${cmd[*]}" >&2; cat "$work/err.txt" >&2; exit 1
  fi
  large[$c]=$(( $(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt") / 1024 ))
  rm -rf "$work/big" "$work/big.$c"
done
declare -A large_names
large_names=([frames]="frame folder (PNG), threads: one per core" [frames16]="frame folder (PNG), --threads 16" [gif]="GIF" [apng]="APNG"
  [webp]="WebP" [mp4]="MP4 (renderpages; ffmpeg apart)" [svg]="animated SVG" [scaled]="the carousel at 2×, every card scaled 100 times (frame folder)")
large_table=$(
  echo "Measured $(date -u +%Y-%m-%d) with \`scripts/memory-table.sh\` ($(basename "$(dirname "$bin")") build): peak resident memory, MB, of one run."
  echo "The largest frames are 8192 × 8192 px (a 2048-pt screen at scale 4), 5 of them."
  echo
  echo "| case | peak MB |"
  echo "| --- | --- |"
  for c in "${large_cases[@]}"; do printf '| %s | %s |\n' "${large_names[$c]}" "${large[$c]}"; done
)
echo
echo "$large_table"

python3 - "$root/docs/limits.md" "$table" "$large_table" <<'PY'
import sys
path, table, large = sys.argv[1], sys.argv[2], sys.argv[3]
text = open(path).read()
for (begin, end), body in (((("<!-- memory-table:begin -->", "<!-- memory-table:end -->")), table),
                           ((("<!-- memory-large:begin -->", "<!-- memory-large:end -->")), large)):
    head, rest = text.split(begin)
    _, tail = rest.split(end)
    text = head + begin + "\n" + body + "\n" + end + tail
open(path, "w").write(text)
PY
