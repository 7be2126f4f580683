#!/usr/bin/env bash
# Measures renderpages at its documented limits (docs/limits.md): wall time and peak memory
# (maximum resident set size, /usr/bin/time %M) of one run per row, on inputs generated here.
# Prints the Markdown table for docs/limits.md. Timing lives here, never in the test suite.
# Usage: scripts/limits.sh [BINARY]   (make limits builds the release binary first)
set -uo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-.build/release/renderpages}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

python3 - <<'PY'
import json
base = {"screen": {"width": 100, "height": 100, "scale": 1}, "strategy": {"kind": "native-paging", "pages": 3},
        "gesture": {"kind": "fling", "offset": 10, "velocity": 1}, "fps": 30}
def write(name, doc): open(name, "w").write(json.dumps(doc))
d = dict(base); d.update({"_k%d" % i: 1 for i in range(200_000)}); write("keys-200k-comments.json", d)
d = dict(base); d.update({"k%d" % i: 1 for i in range(200_000)}); write("keys-200k-unknown.json", d)
d = dict(base); d["k" + "x" * (9 << 20)] = 1; write("key-9MiB.json", d)
d = dict(base); d["strategy"] = {"kind": "page-offsets", "offsets": [i * 10 for i in range(100_000)]}; write("offsets-100k.json", d)
d = dict(base); d["strategy"] = {"kind": "page-offsets", "offsets": list(range(1_500_000))}; write("offsets-1.5M.json", d)
d = dict(base); del d["gesture"]; d["fps"] = 240
d["gestures"] = [{"kind": "fling", "velocity": 1, "pause": 600_000} for _ in range(100)]; write("gestures-100-long.json", d)
# 1x1 pt at scale 1: frames of 1 px; a fling, then one 10 ms later after a pause chosen so the
# timeline has the given number of frames at 240 fps.
def tiny(frames, name):
    d = {"screen": {"width": 1, "height": 1, "scale": 1}, "strategy": {"kind": "free", "pages": 1},
         "gestures": [{"kind": "fling", "offset": 0, "velocity": 0}, {"kind": "fling", "velocity": 0, "at": (frames - 1) * 1000 / 240}],
         "fps": 240}
    write(name, d)
tiny(25_000, "tiny-25k.json"); tiny(50_000, "tiny-50k.json"); tiny(100_000, "tiny-100k.json")
PY

row() { # label, command...
  local label=$1; shift
  /usr/bin/time -f "%e %M" -o time.txt "$@" >/dev/null 2>err.txt
  local status=$?
  read -r wall kb < <(tail -1 time.txt)
  printf '| %s | `%s` | %s | %.2f s | %d MB |\n' "$label" "$(echo "$*" | sed "s|$bin|renderpages|; s|$work/||g")" "$status" "$wall" $((kb / 1024))
}

echo "| case | command | exit | wall | peak memory |"
echo "| --- | --- | --- | --- | --- |"
row "200,000 comment keys (2.8 MB)" "$bin" simulate keys-200k-comments.json
row "200,000 unknown keys (2.6 MB)" "$bin" simulate keys-200k-unknown.json
row "one 9 MiB unknown key" "$bin" simulate key-9MiB.json
row "100,000 page offsets" "$bin" simulate offsets-100k.json
row "1,500,000 page offsets (10 MB, over the count limit)" "$bin" simulate offsets-1.5M.json
row "100 gestures of 600 s pause at 240 fps" "$bin" simulate gestures-100-long.json
row "over 10 MiB from /dev/zero" "$bin" simulate /dev/zero
for n in 25k 50k 100k; do
  row "render $n frames of 1×1 px" "$bin" render "tiny-$n.json" --out "frames-$n" --quiet --max-frames 100000
done
for n in 25k 50k 100k; do
  row "re-render $n frames over the earlier render" "$bin" render "tiny-$n.json" --out "frames-$n" --quiet --max-frames 100000
done
