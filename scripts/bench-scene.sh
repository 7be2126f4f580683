#!/usr/bin/env bash
# Scene building, PNG and GIF for this checkout against an older revision, side by side, each
# built in release: per-frame scene building alone (no painting) and `make bench`'s PNG and GIF
# renders. The old revision is the one before the scene tree (34b1c19^) by default; any other
# (`OLD_REVISION`) gets a section of its own, headed with SECTION_TITLE (environment; by default
# "against" the revision), so a refactor can be measured against its parent beside the tree's
# record.
# - Scene building: Sources/scene-bench (public API that both revisions have: a scenario's
#   FrameScenes, FrameScenes.swift written again for the old revision, and scene(for:) of every
#   sample, the simulation not timed) is
#   built against both; each prints the medians of $SCENE_RUNS (default 101) builds per scenario,
#   for the benchmark scenarios and every file under samples/. Before the tree the
#   painter fitted labels, so the "before" figures leave that text measuring out; after it, the
#   static layers measure it once per run and it is counted.
# - Renders: `render` (PNG) of samples/todays-deals.json on every core and of
#   scripts/bench-scenario.json at @2x, and `gif` of scripts/bench-gif-scenario.json (@1x, 50 fps)
#   as in scripts/bench.sh and scripts/bench-gif.sh; the two binaries alternate run by run, so
#   the machine's load falls on both alike; medians of $RUNS runs, wall and CPU (user + system).
# The old revision is checked out in a temporary git worktree (removed at the end) and built there
# from scratch; OLD_TREE=DIR keeps it in DIR instead and reuses it, so a rerun builds only what
# changed. Replaces its own section of BENCHMARKS.md (scripts/bench-common.sh).
# Usage: scripts/bench-scene.sh [OLD_REVISION]   (make bench-scene [OLD=REVISION])
set -euo pipefail
cd "$(dirname "$0")/.."
old_rev=${1:-34b1c19^}
set --
source scripts/bench-common.sh
root=$PWD
swift=${SWIFT:-swift}

old_sha=$(git rev-parse --short "$old_rev")
# The scene tree's own record, or a comparison with another revision in a section of its own.
tree_record=no
[ "$(git rev-parse "$old_rev")" = "$(git rev-parse '34b1c19^')" ] && tree_record=yes
new_sha=$(git rev-parse --short HEAD)
new_state="$new_sha"
[ -z "$(git status --porcelain --untracked-files=no)" ] || new_state="$new_sha with uncommitted changes"

# The old revision's tree, with the scene-bench target added to its manifest.
if [ -n "${OLD_TREE:-}" ]; then
  old_tree=$OLD_TREE
else
  old_tree="$out/old"
  trap 'git -C "$root" worktree remove --force "$old_tree" 2>/dev/null || true; rm -rf "$out"' EXIT
fi
if [ ! -d "$old_tree" ]; then
  git worktree add --detach "$old_tree" "$old_rev" >/dev/null
fi
# --force drops the manifest edit of an earlier run in a kept tree.
git -C "$old_tree" checkout --quiet --force --detach "$old_rev"
mkdir -p "$old_tree/Sources/scene-bench"
cp Sources/scene-bench/main.swift "$old_tree/Sources/scene-bench/main.swift"
# The old revision builds its scenes from the scenario and the timeline directly.
cat > "$old_tree/Sources/scene-bench/FrameScenes.swift" <<'SWIFT'
import PageRender

func frameScenes(_ scenario: Scenario, _ timeline: Timeline) -> FrameScenes {
    FrameScenes(scenario: scenario, timeline: timeline)
}
SWIFT
# (A revision that has the target already keeps its manifest.)
if ! grep -q '"scene-bench"' "$old_tree/Package.swift"; then
  awk '/^        \.testTarget\(/ && !done {
         print "        .executableTarget(name: \"scene-bench\", dependencies: [\"PageRender\"], path: \"Sources/scene-bench\"),"
         done = 1 }
       { print }' "$old_tree/Package.swift" > "$out/Package.swift"
  cp "$out/Package.swift" "$old_tree/Package.swift"
fi

for tree in "$root" "$old_tree"; do
  echo "building $tree in release"
  (cd "$tree" && $swift build -c release --product renderpages >/dev/null && $swift build -c release --product scene-bench >/dev/null)
done
old_bin="$old_tree/.build/release/renderpages"
new_bin="$root/.build/release/renderpages"

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
pct() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%+.1f %%", (b - a) * 100 / a}'; }

# Scene building: the three benchmark scenarios, then every sample both revisions read.
scene_runs=${SCENE_RUNS:-101}
# The three benchmark scenarios, the samples without look effects, then those under samples/effects/
# (the old revision read their effect fields but drew the cards flat, so they are a row apart).
plain=($(find samples -name '*.json' -not -path 'samples/effects/*' | sort))
effects=($(find samples/effects -name '*.json' | sort))
scene_files=(samples/todays-deals.json scripts/bench-scenario.json scripts/bench-gif-scenario.json "${plain[@]}" "${effects[@]}")
# The two revisions alternate, $SCENE_ROUNDS (default 5) rounds each, so the machine's load falls
# on both alike; each number is the median of its rounds.
rounds=${SCENE_ROUNDS:-5}
for round in $(seq "$rounds"); do
  SCENE_RUNS=$scene_runs "$old_tree/.build/release/scene-bench" "${scene_files[@]}" > "$out/scene-old.$round"
  SCENE_RUNS=$scene_runs "$root/.build/release/scene-bench" "${scene_files[@]}" > "$out/scene-new.$round"
done
for which in old new; do
  /usr/bin/python3 - "$out/scene-$which" "$rounds" <<'PY'
import statistics, sys
base, rounds = sys.argv[1], int(sys.argv[2])
runs = [open(f"{base}.{r}").read().splitlines() for r in range(1, rounds + 1)]
out = []
for lines in zip(*runs):
    fields = [line.split() for line in lines]
    row = fields[0][:]
    for k in range(2, len(row)):
        try:
            row[k] = f"{statistics.median(float(f[k]) for f in fields):.3f}"
        except ValueError:
            pass
    out.append(" ".join(row))
open(base, "w").write("\n".join(out) + "\n")
PY
done
scene_rows=""
# row NAME FRAMES OLD_TOTAL_MS OLD_INIT_MS OLD_SAMPLE_US NEW_TOTAL_MS NEW_INIT_MS NEW_SAMPLE_US
row() {
  local old_us new_us
  old_us=$(awk -v m="$3" -v f="$2" 'BEGIN {printf "%.2f", m * 1e3 / f}')
  new_us=$(awk -v m="$6" -v f="$2" 'BEGIN {printf "%.2f", m * 1e3 / f}')
  scene_rows+="| $1 | $2 | $4 | $7 | $5 | $8 | $(pct "$5" "$8") | $old_us | $new_us | $(pct "$old_us" "$new_us") |"$'\n'
  echo "scene building, $1: static layers $4 -> $7 ms, per sample $5 -> $8 us, all per frame $old_us -> $new_us us"
}
for i in 1 2 3; do
  read -r name frames old_ms _ old_init old_sample < <(sed -n "${i}p" "$out/scene-old")
  read -r _ _ new_ms _ new_init new_sample < <(sed -n "${i}p" "$out/scene-new")
  row "$name" "$frames" "$old_ms" "$old_init" "$old_sample" "$new_ms" "$new_init" "$new_sample"
done
# aggregate FIRST COUNT LABEL: one row for lines FIRST... (COUNT of them) of the outputs that both
# revisions read and simulated: totals, and the per-sample time weighted by frames.
skipped=""
aggregate() {
  local count frames old_ms old_init old_sample new_ms new_init new_sample
  lines() { awk -v a="$1" -v n="$3" 'NR >= a && NR < a + n' "$2"; }
  read -r count frames old_ms old_init old_sample new_ms new_init new_sample < <(paste -d' ' <(lines "$1" "$out/scene-old" "$2") <(lines "$1" "$out/scene-new" "$2") \
    | awk '$2 != "skipped" && $8 != "skipped" { n++; f += $2; o += $3; oi += $5; os += $6 * $2; w += $9; wi += $11; ws += $12 * $8 }
           END { printf "%d %d %.3f %.3f %.2f %.3f %.3f %.2f\n", n, f, o, oi, os / f, w, wi, ws / f }')
  skipped+=$(lines "$1" "$out/scene-old" "$2" | awk -v sep="${skipped:+, }" '$2 == "skipped" {printf "%s%s", sep, $1; sep = ", "}')
  row "$3 ($count files)" "$frames" "$old_ms" "$old_init" "$old_sample" "$new_ms" "$new_init" "$new_sample"
}
aggregate 4 "${#plain[@]}" "every sample without look effects"
effects_label="samples/effects"
[ "$tree_record" = yes ] && effects_label="samples/effects (before: drawn flat)"
aggregate $(( 4 + ${#plain[@]} )) "${#effects[@]}" "$effects_label"

# time_pair LABEL COMMAND-ARGS...: $runs runs of each binary with the arguments, alternating;
# "{out}" in the arguments is replaced by a fresh output path per run. Appends a table row.
render_rows=""
time_pair() {
  local label=$1
  shift
  local -A walls=() cpus=()
  for run in $(seq "$runs"); do
    for which in old new; do
      local bin_path=$old_bin
      [ "$which" = new ] && bin_path=$new_bin
      rm -rf "$out/$which.out" "$out/$which.out.gif"
      local args=("${@//\{out\}/$out/$which.out}")
      /usr/bin/time -f "%e %U %S" -o "$out/time" "$bin_path" "${args[@]}" >/dev/null 2>"$out/stderr" \
        || { echo "failed: $bin_path ${args[*]}"; cat "$out/stderr"; exit 1; }
      read -r w user sys < "$out/time"
      walls[$which]+="$w "
      cpus[$which]+="$(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}') "
    done
  done
  local ow oc nw nc
  ow=$(printf '%s\n' ${walls[old]} | median); oc=$(printf '%s\n' ${cpus[old]} | median)
  nw=$(printf '%s\n' ${walls[new]} | median); nc=$(printf '%s\n' ${cpus[new]} | median)
  local same="differ"
  # The run wrote old.out (a frame folder) or old.out.gif; the glob names whichever it is.
  cmp -s <(output_bytes "$out"/old.out*) <(output_bytes "$out"/new.out*) && same="identical"
  render_rows+="| $label | $ow | $nw | $(pct "$ow" "$nw") | $oc | $nc | $(pct "$oc" "$nc") | $same |"$'\n'
  echo "$label: wall $ow -> $nw s, CPU $oc -> $nc s, output bytes $same"
}
cores=$(nproc)
time_pair "PNG: todays-deals, $cores threads" render samples/todays-deals.json --out "{out}" --quiet --threads "$cores"
time_pair "PNG: bench-scenario @2x" render scripts/bench-scenario.json --out "{out}" --quiet --scale 2
time_pair "GIF: bench-gif-scenario @1x, 50 fps" gif scripts/bench-gif-scenario.json --out "{out}.gif" --scale 1 --fps 50

cpu_model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
if [ "$tree_record" = yes ]; then
  heading="## The scene tree (issue 23): scene building, PNG and GIF before and after"
  before="Before: $old_sha, the parent of the scene tree's commit 34b1c19"
  reading="Before the tree the painter fitted the labels while drawing,
so that text measuring is in the \"before\" render times below but not in these scene figures;
after it, the static layers fit them once per run (cairo's text metrics) and it is counted here.
\"After\" is this checkout, so it holds every change since the tree as well (the effects' per-item
state among them), not the tree alone."
else
  heading="## ${SECTION_TITLE:-Scene building, PNG and GIF against $old_sha}"
  before="Before: $old_sha ($(git log -1 --format=%s "$old_rev" | cut -c1-72))"
  reading="Both revisions draw every sample's look, effects included."
fi
section=$(cat <<MD
$heading

\`bash scripts/bench-scene.sh$( [ "$tree_record" = yes ] || echo " $old_sha" )\` (\`make bench-scene$( [ "$tree_record" = yes ] || echo " OLD=$old_sha" )\`), recorded $day on $cores cores ($cpu_model),
load average before the run $load_before, after it $(cut -d' ' -f1-3 /proc/loadavg) (the machine is
shared with other builds, so wall times vary; CPU times vary less). $before;
after: $new_state. Both built in release by the script.

Scene building alone, no painting (\`Sources/scene-bench\`: a scenario's \`FrameScenes\` and
\`scene(for:)\` of every sample, median of $scene_runs runs in each of $rounds rounds, the two
revisions alternating, then the median of the rounds; the simulation is not timed): the
initialiser alone ("static layers", built once per run), the \`scene(for:)\` calls alone per
sample, and both together per frame. $reading

| scenario | frames | static layers before, ms | after, ms | per sample before, µs | after, µs | change | all per frame before, µs | after, µs | change |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${scene_rows%$'\n'}
${skipped:+
Samples the old revision does not read (left out of the last row): $skipped.}

End to end, the two release binaries alternating run by run, median of $runs runs each (seconds,
as GNU time gives them: to 10 ms, so a run of a tenth of a second moves by a tick; for a
comparison finer than that, scripts/bench-instructions.sh counts instructions);
"output" says whether the two wrote the same bytes.

| render | before: wall | after: wall | change | before: CPU | after: CPU | change | output |
| --- | --- | --- | --- | --- | --- | --- | --- |
${render_rows%$'\n'}
MD
)
replace_section "$section"
echo "BENCHMARKS.md: section \"${heading#\#\# }\" updated"
