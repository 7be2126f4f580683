#!/usr/bin/env bash
# Item images: the carousel of scripts/bench-images-scenario.json (ten 600 x 840 px JPEG and PNG
# item images, 390 x 844 pt at @3x) rendered to PNG frames with its images and again without them
# (--set look.items={}: the same cards in the preset's colours): `renderpages render` end to end
# (start-up, image decoding and scaling, simulation, drawing, PNG encoding, atomic writes) on one
# thread and on every core, and the drawing without encoding: `renderpages diff S S` draws every
# frame of the scenario twice and compares the pixels, writing one picture. Target: with images at
# most twice the time per frame of without. Replaces its own section of BENCHMARKS.md.
# Usage: scripts/bench-images.sh [BINARY]   (make bench builds the release binary first)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-common.sh
scenario=scripts/bench-images-scenario.json

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
per_frame() { awk -v s="$1" -v n="$2" 'BEGIN {printf "%.1f", s * 1000 / n}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }

# timed COMMAND...: $runs runs; sets $wall and $cpu (medians, seconds; CPU = user + system of all
# threads).
timed() {
  : > "$out/times"
  for _ in $(seq "$runs"); do
    rm -rf "$out/frames" "$out/diff.png"
    /usr/bin/time -a -f "%e %U %S" -o "$out/times" "$@" >/dev/null
  done
  wall=$(awk '{print $1}' "$out/times" | median)
  cpu=$(awk '{print $2 + $3}' "$out/times" | median)
}

# measure THREADS [OPTIONS...]: renders; sets $wall, $cpu, $frames and $bytes (all frame files).
measure() {
  local threads=$1
  shift
  timed "$bin" render "$scenario" --out "$out/frames" --threads "$threads" --quiet "$@"
  frames=$(ls "$out/frames" | grep -c '^frame-')
  bytes=$(cat "$out"/frames/frame-*.png | wc -c)
}

rows=""
failures=0
for threads in 1 "$(nproc)"; do
  measure "$threads" --set 'look.items={}'
  plain_wall=$wall plain_cpu=$cpu plain_bytes=$bytes
  measure "$threads"
  wall_ratio=$(ratio "$wall" "$plain_wall") cpu_ratio=$(ratio "$cpu" "$plain_cpu")
  verdict=$(awk -v w="$wall_ratio" 'BEGIN {print (w <= 2) ? "yes" : "NO"}')
  [ "$verdict" = yes ] || failures=$((failures + 1))
  rows+="| $threads | $frames | $(per_frame "$plain_wall" "$frames") | $(per_frame "$wall" "$frames") | $wall_ratio | $(per_frame "$plain_cpu" "$frames") | $(per_frame "$cpu" "$frames") | $cpu_ratio | $(( plain_bytes / frames )) | $(( bytes / frames )) | $verdict |"$'\n'
  echo "$threads thread(s), $frames frames: without images $plain_wall s wall, $plain_cpu s CPU; with images $wall s wall, $cpu s CPU ($wall_ratio x wall)"
done

# Drawing without encoding, on every core: twice the frames, so per frame drawn = time / (2 frames).
timed "$bin" diff "$scenario" "$scenario" --out "$out/diff.png" --set 'look.items={}'
plain_wall=$wall plain_cpu=$cpu
timed "$bin" diff "$scenario" "$scenario" --out "$out/diff.png"
drawn=$((2 * frames))
wall_ratio=$(ratio "$wall" "$plain_wall") cpu_ratio=$(ratio "$cpu" "$plain_cpu")
draw_row="| $(nproc) | $drawn | $(per_frame "$plain_wall" "$drawn") | $(per_frame "$wall" "$drawn") | $wall_ratio | $(per_frame "$plain_cpu" "$drawn") | $(per_frame "$cpu" "$drawn") | $cpu_ratio |"
echo "diff (drawing, $drawn frames): without images $plain_wall s wall, $plain_cpu s CPU; with images $wall s wall, $cpu s CPU ($cpu_ratio x CPU)"

cpu_model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
section=$(cat <<MD
## Item images: the carousel with and without them

\`bash scripts/bench-images.sh .build/release/renderpages\` (part of \`make bench\`), recorded $day on
$(nproc) cores ($cpu_model), load average before the run $load_before, after it $(cut -d' ' -f1-3 /proc/loadavg)
(the machine was shared with other sessions, so times are rough).
\`renderpages render $scenario --threads T\` (ten 300 x 420 pt items showing ten 600 x 840 px
JPEG and PNG images, 390 x 844 pt at @3x, four swipes at 30 fps) against the same command with
\`--set 'look.items={}'\` (the same cards in the preset's colours), median of $runs runs each, whole
command (start-up, image decoding and scaling once per run, simulation, drawing, PNG encoding,
writes) divided by the frame count. Target: with images at most 2x the time per frame without.

| threads | frames | without images wall ms/frame | with images wall ms/frame | wall ratio | without CPU ms/frame | with CPU ms/frame | CPU ratio | without bytes/frame | with bytes/frame | target met |
|---|---|---|---|---|---|---|---|---|---|---|
$rows
Drawing alone: \`renderpages diff $scenario $scenario --out diff.png\` with and without
\`--set 'look.items={}'\` draws every frame twice and compares the pixels (no frame files), on every
core, median of $runs runs, per frame drawn:

| threads | frames drawn | without images wall ms/frame | with images wall ms/frame | wall ratio | without CPU ms/frame | with CPU ms/frame | CPU ratio |
|---|---|---|---|---|---|---|---|
$draw_row

Where the time goes (not regenerated by this script; measured 2026-11-25 after the row encoder and
the faster image scaling, with \`perf record -g .build/release/renderpages render $scenario --out
frames --threads 1 --quiet\` and \`perf report --sort dso,symbol\`): with images, about 57 % of the
samples are PNG encoding (the row encoder's matching and Huffman coding 40 %, conversion and row
filters 13 %, comparing rows 2 %, checksums 1 %), drawing (pixman and cairo) 18 %, scaling the
images once per item size (\`PixelImage.aspectFilled\`) 9 % and the kernel (page faults, file
writes) 8 %. The frames hold photographic pixels, about 6 times as many compressed bytes as flat
cards, and every row of a card's image differs from the row above, so most of each frame goes
through the row encoder, where flat cards repeat the row above. Before the row encoder
(Sources/CPNG/rowdeflate.h) the same command took 3.34 s with images and 0.81 s without (PNG
encoding about 78 % of it): both got faster, the frames without images more, so the ratio grew.
With no encoding at all, the run with images would still take 1.5 to 2 times the whole run
without images (43 % of about 1.36 s, against 0.29 to 0.40 s in the runs of that day), so the 2x
target is out of reach for PNG frames of photographs at @3x; drawing alone is within it (table above). Its figures are per drawn frame:
\`diff\` draws every frame, where \`render\` draws a resting frame once and writes its bytes again,
so the render table's per-frame times are lower than the drawing table's.
MD
)
replace_section "$section"
echo "updated BENCHMARKS.md ($failures rows miss the target)"
