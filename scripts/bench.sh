#!/usr/bin/env bash
# Times `renderpages render` on scripts/bench-scenario.json (390x844 pt, 60 frames at 60 fps: a
# 640 ms drag then the paging spring) at @1x, @2x and @3x, with our libdeflate PNG encoder and
# with cairo's write_to_png on the same frames, on 1 thread and on every core, and writes the
# figures into BENCHMARKS.md. Each figure is the median of $RUNS runs, end to end (process start,
# simulation, drawing, encoding, atomic file writes).
# Usage: scripts/bench.sh [BINARY]   (make bench builds the release binary first)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/release/renderpages}
scenario=scripts/bench-scenario.json
runs=${RUNS:-5}
cores=$(nproc)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

frames=$("$bin" simulate "$scenario" --format csv | tail -n +2 | wc -l)
load_before=$(cut -d' ' -f1-3 /proc/loadavg)

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# $runs renders with the given options; sets $wall_ms and $cpu_ms (medians, per frame; CPU =
# user + system time of all threads) and $bytes (mean frame file size)
measure() {
  local walls=() cpus=()
  for _ in $(seq "$runs"); do
    rm -rf "$out/frames"
    /usr/bin/time -f "%e %U %S" -o "$out/time" "$bin" render "$scenario" --out "$out/frames" "$@" >/dev/null
    read -r wall user sys < "$out/time"
    walls+=("$wall")
    cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}')")
  done
  wall_ms=$(printf '%s\n' "${walls[@]}" | median | awk -v n="$frames" '{printf "%.2f", $1 * 1000 / n}')
  cpu_ms=$(printf '%s\n' "${cpus[@]}" | median | awk -v n="$frames" '{printf "%.2f", $1 * 1000 / n}')
  bytes=$(( $(cat "$out"/frames/frame-*.png | wc -c) / frames ))
}

rows=""
for scale in 1 2 3; do
  for threads in 1 "$cores"; do
    measure --scale "$scale" --threads "$threads" --png-encoder libdeflate
    ours_wall=$wall_ms ours_cpu=$cpu_ms ours_bytes=$bytes
    measure --scale "$scale" --threads "$threads" --png-encoder cairo
    cairo_wall=$wall_ms cairo_cpu=$cpu_ms cairo_bytes=$bytes
    speedup=$(awk -v a="$cairo_wall" -v b="$ours_wall" 'BEGIN {printf "%.1f", a / b}')
    ratio=$(awk -v a="$ours_bytes" -v b="$cairo_bytes" 'BEGIN {printf "%.3f", a / b}')
    rows+="| @${scale}x | $threads | $ours_wall | $ours_cpu | $cairo_wall | $cairo_cpu | ${speedup}x | $ours_bytes | $cairo_bytes | $ratio |"$'\n'
    echo "@${scale}x, $threads thread(s): libdeflate $ours_wall ms/frame ($ours_cpu CPU), cairo $cairo_wall ($cairo_cpu CPU); $ours_bytes vs $cairo_bytes bytes/frame"
  done
done

# Every demo sample at its own scale on every core: one run each, same frames for both encoders.
# render_sample FILE CODEC COUNT: sets $ms (wall per frame) and $bytes (mean frame size)
render_sample() {
  rm -rf "$out/frames"
  /usr/bin/time -f "%e" -o "$out/time" "$bin" render "$1" --out "$out/frames" --png-encoder "$2" >/dev/null
  ms=$(awk -v s="$(cat "$out/time")" -v n="$3" 'BEGIN {printf "%.2f", s * 1000 / n}')
  bytes=$(( $(cat "$out"/frames/frame-*.png | wc -c) / $3 ))
}
sample_rows=""
for file in samples/*.json; do
  name=$(basename "$file" .json)
  count=$("$bin" simulate "$file" --format csv | tail -n +2 | wc -l)
  render_sample "$file" libdeflate "$count"
  ours_ms=$ms ours_bytes=$bytes
  render_sample "$file" cairo "$count"
  ratio=$(awk -v a="$ours_bytes" -v b="$bytes" 'BEGIN {printf "%.3f", a / b}')
  sample_rows+="| $name | $count | $ours_ms | $ms | $ours_bytes | $bytes | $ratio |"$'\n'
  echo "$name: $count frames, libdeflate $ours_ms ms/frame, cairo $ms; $ours_bytes vs $bytes bytes/frame"
done

cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
cat > BENCHMARKS.md <<MD
# Benchmarks

Reproduce with \`make bench\` (runs \`scripts/bench.sh\`). Recorded $(date +%F) on $cores cores
($cpu), load average before the run $load_before, after it $(cut -d' ' -f1-3 /proc/loadavg) (the
machine is shared with other work, so figures vary between runs); cairo $(pkg-config --modversion cairo), libdeflate $(pkg-config --modversion libdeflate).

## PNG frames: our libdeflate encoder against cairo's write_to_png

\`renderpages render scripts/bench-scenario.json --scale S --threads T --png-encoder libdeflate|cairo\`:
$frames frames of 390x844 pt (a 640 ms drag, then the paging spring), median of $runs runs. Wall:
elapsed time of the whole command (start-up, simulation, drawing, encoding, atomic writes) divided
by the frame count; CPU: user + system time of all its threads per frame, which other users of the
machine disturb less. Both encoders store the same pixels (tested).

| scale | threads | libdeflate wall ms/frame | libdeflate CPU ms/frame | cairo wall ms/frame | cairo CPU ms/frame | wall speed-up | libdeflate bytes/frame | cairo bytes/frame | size ratio |
|---|---|---|---|---|---|---|---|---|---|
$rows
Target: 60 frames at @2x in at most 5 ms per frame on 2 cores, files at most 1.1x cairo's size.

## Every sample

\`renderpages render samples/NAME.json --png-encoder libdeflate|cairo\` at the sample's own scale (@2x) on
every core, one run each (wall time per frame; noisier than the table above).

| sample | frames | libdeflate ms/frame | cairo ms/frame | libdeflate bytes/frame | cairo bytes/frame | size ratio |
|---|---|---|---|---|---|---|
$sample_rows
MD
echo "wrote BENCHMARKS.md"
