#!/usr/bin/env bash
# The long reliability cases, outside `make test`: interrupts at random moments, two runs on one
# output, an interrupted `gif --psnr`, and the large inputs of docs/limits.md with generous time
# bounds. Each check prints "ok" or "FAIL"; the script exits 1 if any failed.
# Usage: scripts/soak.sh [BINARY] [ROUNDS]   (make soak-reliability builds the release binary first)
set -uo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-.build/release/renderpages}")
rounds=${2:-20}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
failed=0
check() { if eval "$2"; then echo "ok   $1"; else echo "FAIL $1"; failed=1; fi; }

cat > small.json <<'J'
{"screen": {"width": 120, "height": 90, "scale": 1}, "strategy": {"kind": "native-paging", "pages": 3}, "gesture": {"kind": "fling", "offset": 10, "velocity": 1}, "fps": 30}
J
cat > big.json <<'J'
{"screen": {"width": 800, "height": 800, "scale": 3}, "strategy": {"kind": "native-paging", "pages": 3}, "gesture": {"kind": "fling", "offset": 10, "velocity": 1}, "fps": 120}
J

# A frame folder is whole: its manifest lists exactly the frame files present, and nothing
# staged or locked is left beside it.
whole() {
  local folder=$1
  [ -f "$folder/manifest.json" ] || return 1
  python3 - "$folder" <<'PY' || return 1
import json, os, sys
folder = sys.argv[1]
listed = {f["file"] for f in json.load(open(os.path.join(folder, "manifest.json")))["frames"]}
present = {n for n in os.listdir(folder) if n.startswith("frame-")}
sys.exit(0 if listed == present else 1)
PY
  ! ls -a "$(dirname "$folder")" | grep -q '^\.renderpages-.*staging'
}

# 1. Interrupts at random moments of a re-render: the folder always holds one whole render.
"$bin" render small.json --out frames --quiet
for i in $(seq "$rounds"); do
  "$bin" render big.json --out frames --quiet --threads 2 & pid=$!
  sleep "0.$((RANDOM % 9 + 1))"
  kill -s "$(shuf -n1 -e INT TERM HUP QUIT)" "$pid" 2>/dev/null
  wait "$pid"; status=$?
  check "interrupt round $i (exit $status): the folder holds one whole render" "whole frames"
done

# 1b. Interrupts in the commit window (CommitGate holds the commit until the gate file goes):
# the signal lands just before, during or after the folder is put in place, over a folder with
# only the earlier render (exchanged) or with a note of the user's too (updated in place). The
# folder is always one whole render, the note stays, and an exit by the signal says either that
# nothing was replaced or that the output is complete.
for i in $(seq "$rounds"); do
  if [ $((i % 2)) = 0 ]; then echo mine > frames/notes.txt; else rm -f frames/notes.txt; fi
  RENDERPAGES_TEST_COMMIT_GATE="before:$work/gate" "$bin" render big.json --out frames --quiet --threads 2 2> err.txt & pid=$!
  while kill -0 "$pid" 2>/dev/null && [ ! -f gate ]; do sleep 0.01; done
  rm -f gate
  sleep "0.0$((RANDOM % 5))"
  kill -s "$(shuf -n1 -e INT TERM HUP QUIT)" "$pid" 2>/dev/null
  wait "$pid"; status=$?
  check "commit-window interrupt round $i (exit $status): one whole render, the note kept, an honest message" \
    "whole frames && { [ \$((i % 2)) = 1 ] || [ -f frames/notes.txt ]; } && { [ \$status = 0 ] || grep -q 'nothing was replaced\\|it is complete\\|^error: interrupted\$' err.txt; }"
done
rm -f frames/notes.txt

# 2. Two runs on one output at once: each exits 0 or 1 (locked out), the folder is whole.
for i in $(seq 5); do
  "$bin" render big.json --out pair --quiet & a=$!
  "$bin" render small.json --out pair --quiet 2>/dev/null & b=$!
  wait "$a"; sa=$?; wait "$b"; sb=$?
  check "two runs, round $i (exits $sa, $sb): statuses 0 or 1 and one whole render" \
    "[ \$sa -le 1 ] && [ \$sb -le 1 ] && whole pair"
done

# 3. An interrupted gif --psnr keeps the GIF it committed before measuring.
rm -f demo.gif
"$bin" gif big.json --out demo.gif --psnr --quiet > psnr.txt & pid=$!
while kill -0 "$pid" 2>/dev/null && [ ! -f demo.gif ]; do sleep 0.05; done
kill -INT "$pid" 2>/dev/null; wait "$pid"; status=$?
check "interrupted gif --psnr (exit $status) keeps its committed GIF" "[ \"\$(head -c 6 demo.gif)\" = GIF89a ]"

# 4. Large inputs finish within bounds (release build; generous for a loaded machine).
python3 - <<'PY'
import json
base = {"screen": {"width": 100, "height": 100, "scale": 1}, "strategy": {"kind": "native-paging", "pages": 3},
        "gesture": {"kind": "fling", "offset": 10, "velocity": 1}, "fps": 30}
d = dict(base); d.update({"k%d" % i: 1 for i in range(200_000)}); open("keys.json", "w").write(json.dumps(d))
d = dict(base); d["strategy"] = {"kind": "page-offsets", "offsets": [i * 10 for i in range(100_000)]}; open("offsets.json", "w").write(json.dumps(d))
for n in (50_000, 100_000):
    open("tiny-%d.json" % n, "w").write(json.dumps({"screen": {"width": 1, "height": 1, "scale": 1},
        "strategy": {"kind": "free", "pages": 1}, "fps": 240,
        "gestures": [{"kind": "fling", "offset": 0, "velocity": 0}, {"kind": "fling", "velocity": 0, "at": (n - 1) * 1000 / 240}]}))
PY
timed() { /usr/bin/time -f %e -o t.txt "$@" >/dev/null 2>&1; tail -1 t.txt; }
t=$(timed "$bin" simulate keys.json); check "200,000 unknown keys in ${t} s (bound 5 s)" "awk 'BEGIN{exit !($t < 5)}'"
t=$(timed "$bin" simulate offsets.json); check "100,000 page offsets in ${t} s (bound 5 s)" "awk 'BEGIN{exit !($t < 5)}'"
t50=$(timed "$bin" render tiny-50000.json --out f50 --quiet)
t100=$(timed "$bin" render tiny-100000.json --out f100 --quiet)
check "100,000 frames in ${t100} s vs 50,000 in ${t50} s: a constant rate per frame (ratio under 2.6)" \
  "awk 'BEGIN{exit !($t100 < 2.6 * $t50)}'"
check "the 100,000-frame folder is whole" "whole f100"

exit "$failed"
