#!/usr/bin/env bash
# Scroll-driven effects: the carousel of samples/effects/swiftui-fade-scale.json (393 x 852 pt at
# @2x, 300 x 420 cards, 8 items) rendered as PNG frames on one thread, without effects and with
# the 2-D transition (scale 0.8 + opacity 0 off identity: a transform and a group opacity, drawn
# offscreen and composited). Runs interleaved, median of $RUNS; wall and CPU (user + system) time
# per frame and their ratios to the no-effect run measured alongside (on a busy machine the CPU
# time is the steadier of the two). Targets: 2-D at most 1.5 times the frame time
# without effects, rotation3D and blur at most 3 times. The variants are the table below: the
# 2-D transition, rotation3D 30 degrees about y (the card's picture mapped through the
# homography) and blur 6 pt (a Gaussian on the card's picture), each at full strength off
# identity; and the same cards showing the carousel sample's photos, without effects and with
# the blur (a photo has no flat inside for the blur to skip). NAMES (default "none 2d 3d blur
# photos blur-photos") picks the variants to run; "none" is always needed.
# Replaces its own section of BENCHMARKS.md.
# Usage: scripts/bench-effects.sh [BINARY]   (make bench builds the release binary first)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-common.sh

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

/usr/bin/python3 scripts/effect-variants.py "$out"
frames=$("$bin" simulate "$out/none.json" --format csv | tail -n +2 | wc -l)
names="${NAMES:-none 2d 3d blur photos blur-photos}"
for name in $names; do : > "$out/$name.times"; : > "$out/$name.cpu"; done
for _ in $(seq "$runs"); do
  for name in $names; do
    rm -rf "$out/frames"
    /usr/bin/time -f "%e %U %S" -o "$out/time" "$bin" render "$out/$name.json" --out "$out/frames" --threads 1 --quiet >/dev/null
    awk '{print $1}' "$out/time" >> "$out/$name.times"
    awk '{print $2 + $3}' "$out/time" >> "$out/$name.cpu"
  done
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
# med NAME KIND: the median of the runs' wall (times) or CPU (cpu) seconds.
med() { median < "$out/$1.$2"; }
per_frame() { awk -v s="$(med "$1" "$2")" -v n="$frames" 'BEGIN {printf "%.1f", s * 1000 / n}'; }
# ratio NAME KIND [BASE]: NAME's median over BASE's (default none).
ratio() { awk -v a="$(med "$1" "$2")" -v b="$(med "${3:-none}" "$2")" 'BEGIN {printf "%.2f", a / b}'; }
# row LABEL NAME TARGET [BASE]: the table's row of NAME; none when NAME or BASE was not run (NAMES).
row() {
  [ -s "$out/$2.times" ] && [ -s "$out/${4:-none}.times" ] || return 0
  echo "| $1 | $(per_frame "$2" times) | $(ratio "$2" times "${4:-none}") | $(per_frame "$2" cpu) | $(ratio "$2" cpu "${4:-none}") | $3 |"
}

replace_section "## Scroll-driven effects: the carousel with and without them
Recorded $day by scripts/bench-effects.sh (binary $bin, $(nproc) cores, load average $load_before
before and $load_after after): \`renderpages render\` of samples/effects/swiftui-fade-scale.json's
carousel ($frames frames, 393 x 852 pt at @2x) with --threads 1, median of $runs interleaved runs,
wall and CPU (user + system) time per frame (start-up, simulation, drawing and PNG encoding
included). Faded items are drawn offscreen cut to their own size (CompositedItemClipTests) and
fully transparent ones not at all: cut to the whole frame, the same run measured 1.97 times the
wall time (2026-11-26, load 12, 7 runs).
Reproduce: \`RUNS=$runs scripts/bench-effects.sh .build/release/renderpages\`.

| effects | wall ms per frame | times no effects | CPU ms per frame | times no effects | target |
| --- | --- | --- | --- | --- | --- |
$(row "none" none "")
$(row "scale 0.8 + opacity 0 off identity (2-D)" 2d "at most 1.5")
$(row "rotation3D 30 degrees about y off identity (homography)" 3d "at most 3")
$(row "blur 6 pt off identity (Gaussian on the picture)" blur "at most 3")
$(row "photos on the cards, no effects" photos "" photos)
$(row "photos on the cards, blur 6 pt off identity" blur-photos "at most 3 (against photos)" photos)

rotation3D and blur draw a card through a picture of its own (docs/effects.md, \"How effects are
drawn\"). Profiled with perf record on the release binary before the 2026-11-27 changes, the
inverse-mapping sampler took 76 % of the rotation3D run and the blur's line passes 79 % of the
blur run; the children's recording for the ink extents and cairo's drawing were a few per cent.
Changed: the sampler visits only the pixels of each row that the card covers, reads with integer
bilinear weights (four equal texels taken as they are) and takes its sample count from the part
of the card that shows; a turned card's flat picture is kept between frames while it only turns
(EffectPictureCache); the blur runs 16 lines at a time in single-precision lanes, the columns read
a row at a time. After them the two kernels took 37 % and 46 % of their runs (the PNG encoding of
the frames about 12 %). The same script on the binary before them (e26a40f), run just before this
one (2026-11-27, 7 runs, load average 2.95 5.60 7.09 before), CPU ms per frame and times no
effects: none 4.8; 2-D 5.4 (1.12); rotation3D 22.5 (4.68); blur 30.2 (6.28). On 3a9b22a (the
blur's box pass in SIMD4), on a quiet machine (load 0.2, RUNS=9): none 3.8; 2-D 1.30; rotation3D
2.55; blur 12.1 ms (3.15), over its target. Then (c297eb3) the blur's passes run only within its
reach of a change along each line (ChangedSpans, docs/effects.md): the inside of a flat card and
the transparent margin are left as they are, so the flat cards above gain most; the photo rows
show a card with no flat inside (their ratio is against the photo cards without effects). perf
on c297eb3's blur run: the passes 14 % of it, finding the spans 1 %, PNG encoding 12 %."
