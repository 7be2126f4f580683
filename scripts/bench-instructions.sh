#!/usr/bin/env bash
# Two renderpages binaries side by side in instructions, the measure that does not move with the
# machine's load: valgrind's callgrind counts every instruction a run executes (start-up,
# simulation, scene building, drawing, encoding), so a refactor that should cost nothing can be
# shown to cost nothing on a shared machine where wall times drift by 10 % between runs.
# The runs (the frame renders on one thread; callgrind runs a program's threads one at a time): `render` (PNG frames) of samples/todays-deals.json and of
# scripts/bench-scenario.json at @2x, `gif` of scripts/bench-gif-scenario.json (@1x, 50 fps),
# `animate` of samples/effects/cover-flow.json to an animated SVG, and `render` of the six
# variants of scripts/bench-effects.sh (the fade-and-scale carousel without effects, with the
# 2-D transition, rotation3D, blur, and with photos on the cards without and with the blur).
# Each row says whether the two binaries wrote the same bytes.
# valgrind cannot read the debug information of Swift's release binaries, so it runs copies
# without it (strip -g keeps the symbols).
# Replaces its own section of BENCHMARKS.md, headed with SECTION_TITLE (environment; by default
# "Instructions per run: OLD against NEW").
# Usage: scripts/bench-instructions.sh OLD_BINARY [NEW_BINARY]   (NEW_BINARY: the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
old_bin=${1:?usage: scripts/bench-instructions.sh OLD_BINARY [NEW_BINARY]}
new_bin=${2:-.build/release/renderpages}
set -- "$new_bin"
source scripts/bench-common.sh

for which in old new; do
  src=$old_bin
  [ "$which" = new ] && src=$new_bin
  cp "$src" "$out/renderpages-$which"
  strip -g "$out/renderpages-$which"
done
# What the table calls the two (OLD_NAME, NEW_NAME: a commit, say), by default their paths.
old_name=${OLD_NAME:-$old_bin}
new_name=${NEW_NAME:-$new_bin}

# The effect variants, written as scripts/bench-effects.sh writes them.
/usr/bin/python3 scripts/effect-variants.py "$out" effects-

rows=""
# count LABEL EXTENSION ARGS...: instructions of each binary's run of ARGS; "{out}" in ARGS is
# replaced by a fresh output path (EXTENSION appended, empty for a frame folder).
count() {
  local label=$1 ext=$2
  shift 2
  local -A counts=()
  for which in old new; do
    local target="$out/$which.out$ext"
    rm -rf "$target"
    local args=("${@//\{out\}/$target}")
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$out/renderpages-$which" "${args[@]}" >/dev/null 2>"$out/log" \
      || { echo "failed: renderpages ${args[*]}"; tail -5 "$out/log"; exit 1; }
    counts[$which]=$(sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$out/log")
  done
  local same=differ
  cmp -s <(output_bytes "$out/old.out$ext") <(output_bytes "$out/new.out$ext") && same=identical
  local row
  row=$(awk -v o="${counts[old]}" -v n="${counts[new]}" \
    'BEGIN {printf "%.1f | %.1f | %+.2f %%", o / 1e6, n / 1e6, (n - o) * 100 / o}')
  rows+="| $label | $row | $same |"$'\n'
  echo "$label: ${counts[old]} -> ${counts[new]} instructions, output $same"
}
count "PNG: todays-deals" "" render samples/todays-deals.json --out "{out}" --quiet --threads 1
count "PNG: bench-scenario @2x" "" render scripts/bench-scenario.json --out "{out}" --quiet --scale 2 --threads 1
count "GIF: bench-gif-scenario @1x, 50 fps" ".gif" gif scripts/bench-gif-scenario.json --out "{out}" --scale 1 --fps 50 --quiet
count "animated SVG: effects/cover-flow" ".svg" animate samples/effects/cover-flow.json --out "{out}" --quiet
for name in none 2d 3d blur photos blur-photos; do
  count "PNG: fade-scale carousel, $name" "" render "$out/effects-$name.json" --out "{out}" --quiet --threads 1
done

section=$(cat <<MD
## ${SECTION_TITLE:-Instructions per run: $old_name against $new_name}

\`bash scripts/bench-instructions.sh OLD NEW\`, recorded $day: millions of instructions each run
executes under valgrind's callgrind (start-up to exit, one thread), which stays the same whatever
else the machine runs, so a change of a fraction of a per cent shows. Old: $old_name; new:
$new_name. "output" says whether the two wrote the same bytes. The fade-scale rows are
scripts/bench-effects.sh's variants.

| run | old, M instructions | new, M instructions | change | output |
| --- | --- | --- | --- | --- |
${rows%$'\n'}
MD
)
replace_section "$section"
echo "BENCHMARKS.md: section \"${section%%$'\n'*}\" updated"
