#!/usr/bin/env bash
# PNG frame sequences: `renderpages render` end to end (process start, simulation, drawing,
# encoding, atomic file writes) against cairo's write_to_png alone on the same frames
# (scripts/cairo-write-png.py: each frame renderpages wrote is read into a cairo ARGB32 surface
# and only the write_to_png calls are timed, every frame, resting ones too, on one thread, as a
# program calling cairo per frame would). Replaces its own section of BENCHMARKS.md
# (scripts/bench-common.sh).
# Usage: scripts/bench.sh [BINARY]   (make bench builds the release binary first)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-common.sh
cores=$(nproc)
[ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import cairo' 2>/dev/null || { echo "needs /usr/bin/python3 with pycairo (Debian python3-cairo)"; exit 1; }

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# measure SCENARIO OPTIONS...: $runs renders into $out/frames; sets $wall and $cpu (medians in
# seconds; CPU = user + system of all threads), $bytes (total of the frame files), $frames.
measure() {
  local scenario=$1 walls=() cpus=()
  shift
  for _ in $(seq "$runs"); do
    rm -rf "$out/frames"
    /usr/bin/time -f "%e %U %S" -o "$out/time" "$bin" render "$scenario" --out "$out/frames" --quiet "$@" >/dev/null
    read -r w user sys < "$out/time"
    walls+=("$w")
    cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}')")
  done
  wall=$(printf '%s\n' "${walls[@]}" | median)
  cpu=$(printf '%s\n' "${cpus[@]}" | median)
  frames=$(ls "$out/frames" | grep -c '^frame-')
  bytes=$(cat "$out"/frames/frame-*.png | wc -c)
}

# cairo_writes RUNS: cairo's write_to_png alone on $out/frames; sets $cairo_wall, $cairo_cpu,
# $cairo_bytes
cairo_writes() {
  rm -rf "$out/cairo"
  read -r cairo_wall cairo_cpu cairo_bytes _ <<< "$(/usr/bin/python3 scripts/cairo-write-png.py "$out/frames" "$out/cairo" "$1")"
}

ms() { awk -v s="$1" -v n="$2" 'BEGIN {printf "%.2f", s * 1000 / n}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }

# The target: Today's deals at its own scale (@2x), on 1 thread and on every core.
headline=""
for threads in "$cores" 1; do
  measure samples/todays-deals.json --threads "$threads"
  [ "$threads" = "$cores" ] && cairo_writes 3
  headline+="| $threads | $frames | $wall | $cpu | $cairo_wall | $cairo_cpu | $(ratio "$cairo_wall" "$wall")x | $(ratio "$cairo_cpu" "$cpu")x | $bytes | $cairo_bytes | $(ratio "$bytes" "$cairo_bytes") |"$'\n'
  echo "todays-deals, $threads thread(s): $wall s wall, $cpu s CPU; cairo's writes $cairo_wall s wall, $cairo_cpu s CPU; $bytes vs $cairo_bytes bytes"
done

# scripts/bench-scenario.json (390x844 pt, a drag then the paging spring) at three scales.
scales=""
for scale in 1 2 3; do
  measure scripts/bench-scenario.json --scale "$scale"
  cairo_writes 3
  scales+="| @${scale}x | $frames | $(ms "$wall" "$frames") | $(ms "$cpu" "$frames") | $(ms "$cairo_wall" "$frames") | $(ms "$cairo_cpu" "$frames") | $(ratio "$cairo_wall" "$wall")x | $(( bytes / frames )) | $(( cairo_bytes / frames )) | $(ratio "$bytes" "$cairo_bytes") |"$'\n'
  echo "bench-scenario @${scale}x: $wall s wall; cairo's writes $cairo_wall s"
done

# Every sample at its own scale, one run each.
samples=""
for file in samples/*.json; do
  runs=1 measure "$file"
  cairo_writes 1
  samples+="| $(basename "$file" .json) | $frames | $(ms "$wall" "$frames") | $(ms "$cairo_wall" "$frames") | $(ratio "$cairo_wall" "$wall")x | $(( bytes / frames )) | $(( cairo_bytes / frames )) | $(ratio "$bytes" "$cairo_bytes") |"$'\n'
  echo "$(basename "$file" .json): $wall s; cairo's writes $cairo_wall s"
done

cpu_model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
section=$(cat <<MD
## PNG frames: renderpages end to end against cairo's write_to_png alone

Recorded $day on $cores cores ($cpu_model), load average before the run $load_before, after it
$(cut -d' ' -f1-3 /proc/loadavg) (the machine is shared with other work, so wall times vary
between runs; CPU times vary less); cairo $(pkg-config --modversion cairo), libdeflate $(pkg-config --modversion libdeflate),
pycairo $(/usr/bin/python3 -c 'import cairo; print(cairo.version)').

\`bash scripts/bench.sh .build/release/renderpages\`. Ours: \`renderpages render SCENARIO --out DIR\`,
the whole command (start, simulation, drawing, encoding, writing every frame file), median of
$runs runs. Cairo: \`/usr/bin/python3 scripts/cairo-write-png.py DIR CAIRO_DIR\` on the frames
ours wrote: each is read into a cairo ARGB32 surface and only the \`write_to_png\` calls are timed
(summed; median of 3 passes), one frame after another on one thread, resting frames included,
since a program calling cairo writes every frame. Wall: elapsed seconds; CPU: user + system.
Speed-up: cairo's time over ours. Sizes: all frame files; both store the same pixels (tested).

### Today's deals at @2x (the target)

\`renderpages render samples/todays-deals.json --threads T\` (750x1624 px frames).

| threads | frames | ours wall (s) | ours CPU (s) | cairo write_to_png wall (s) | cairo CPU (s) | wall speed-up | CPU speed-up | ours bytes | cairo bytes | size ratio |
|---|---|---|---|---|---|---|---|---|---|---|
$headline
When the load average is above the core count the wall times include waiting for the CPU,
cairo's long run of writes most of all; the CPU columns compare the work done.

Target: at least 6 times faster than cairo's write_to_png alone (wall), files at most 1.1 times
cairo's. Resting frames are drawn and encoded once and their bytes written again; runs of rows
equal to the row above are written as deflate blocks of known form (Sources/CPNG/splice.h), the
other rows by the project's deflate encoder for filtered rows (Sources/CPNG/rowdeflate.h).

### One scenario at three scales

\`renderpages render scripts/bench-scenario.json --scale S\` (390x844 pt, a 640 ms drag then the
paging spring), every core; per frame.

| scale | frames | ours wall ms/frame | ours CPU ms/frame | cairo wall ms/frame | cairo CPU ms/frame | wall speed-up | ours bytes/frame | cairo bytes/frame | size ratio |
|---|---|---|---|---|---|---|---|---|---|
$scales
### Every sample

\`renderpages render samples/NAME.json\` at the sample's own scale (@2x) on every core, one run
each (noisier than the tables above); per frame.

| sample | frames | ours wall ms/frame | cairo wall ms/frame | wall speed-up | ours bytes/frame | cairo bytes/frame | size ratio |
|---|---|---|---|---|---|---|---|
$samples
MD
)
replace_section "$section"
echo "updated BENCHMARKS.md"
