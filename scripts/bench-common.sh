# Sourced by the benchmark scripts, after `cd` to the repository root, with the script's own
# arguments: the binary to measure (the first argument, by default the release build), the runs
# per measurement (RUNS, default 5), the date the figures are recorded under (BENCH_DATE,
# default today) and a scratch folder, `$out`.
bin=${1:-.build/release/renderpages}
runs=${RUNS:-5}
day=${BENCH_DATE:-$(date +%F)}
# A scratch folder for the script's outputs, removed when it exits.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# output_bytes PATH: a frame folder's PNG frames one after the other, or the file PATH, so two
# runs' outputs compare byte for byte.
output_bytes() { if [ -d "$1" ]; then cat "$1"/frame-*.png; else cat "$1"; fi; }

# replace_section TEXT: TEXT is one section of BENCHMARKS.md,
# starting with its "## " heading line; it takes the place of the section with that heading (up
# to the next "## " heading), where it stands, or is appended when the file has none. The file
# starts with the "# Benchmarks" preamble when it is new. Each script rewrites only its own
# section, so the scripts can run alone, in any order.
replace_section() {
  local text=$1 file=BENCHMARKS.md tmp
  tmp=$(mktemp)
  [ -s "$file" ] || printf '%s\n' "# Benchmarks" "" \
    "Reproduce with \`make bench\` (scripts/bench.sh, bench-gif.sh, bench-gif-samples.sh and" \
    "bench-images.sh). Each script rewrites its own section below with the date, the machine and" \
    "its load average." > "$file"
  TEXT="$text" awk '
    BEGIN { text = ENVIRON["TEXT"]; split(text, first, "\n"); heading = first[1] }
    $0 == heading { print text; skip = 1; done = 1; next }
    skip && /^## / { skip = 0; print "" }
    !skip { print }
    END { if (!done) { print ""; print text } }' "$file" > "$tmp"
  # A replaced last section leaves no trailing blank lines behind it.
  awk '{ lines[NR] = $0 } END { n = NR; while (n > 0 && lines[n] == "") n--; for (i = 1; i <= n; i++) print lines[i] }' "$tmp" > "$file"
  rm -f "$tmp"
}
