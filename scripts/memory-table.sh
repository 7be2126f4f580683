#!/usr/bin/env bash
# Peak memory against the frame count, for every output format (docs/limits.md, "Memory against
# the frame count"): one scenario whose duration is scaled 1x, 2x, 4x and 8x, each written as a
# GIF, an APNG, a WebP, an MP4, an animated SVG and a frame folder, and the maximum resident set
# size of each run (/usr/bin/time -v). The scenario is reliability attack 3's: the carousel
# sample with a 300x420 picture of random pixels as every item's art (the worst case for every
# encoder: nothing compresses), at scale 1 and 30 fps, two swipes per 1x. Rewrites the table
# between the markers in docs/limits.md and prints it. Timing lives in the benchmarks, never in
# the test suite.
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
python3 - "$root/docs/limits.md" "$table" <<'PY'
import sys
path, table = sys.argv[1], sys.argv[2]
text = open(path).read()
begin, end = "<!-- memory-table:begin -->", "<!-- memory-table:end -->"
head, rest = text.split(begin)
_, tail = rest.split(end)
open(path, "w").write(head + begin + "\n" + table + "\n" + end + tail)
PY
