#!/usr/bin/env bash
# Every output format under a range of address-space limits (ulimit -v), over an earlier output:
# each run must finish (exit 0) or fail in one line with exit 1, keep the earlier output and
# leave nothing staged; a runtime trap (exit 134, "Fatal error") or a hang is a failure
# (reliability attack 3, D09; MemoryHeadroom). The scenario is scripts/memory-table.sh's noise
# carousel at 2x (138 frames, 92 at the --fps 20 used here). Prints one line per run, then the
# counts, and exits 1 if any run failed.
# Usage: scripts/memory-limit-scan.sh [BINARY]   (default .build/release/renderpages)
#   LIMITS="100000 120000" (KiB; default every 10000 from 90000 to 300000: below about 90000 the
#   release binary cannot load its libraries, above 300000 every format finishes) and
#   FORMATS="apng gif" narrow or widen the scan.
set -uo pipefail
source "$(dirname "$0")/noise-setup.sh"
cd "$work"
failed=0 runs=0 finished=0 refused=0
for f in ${FORMATS:-gif apng webp svg frames mp4 report compare}; do
  case $f in
    frames) out=out; cmd=(render noise2.json --out out);;
    report) out=out.html; cmd=(report noise2.json --out out.html);;
    compare) out=out.gif; cmd=(compare noise2.json noise2.json --out out.gif);;
    *) out=out.$f; cmd=(animate noise2.json --out "out.$f");;
  esac
  # The earlier output, made once per format without a limit.
  rm -rf out out.* old
  "$bin" "${cmd[@]}" --quiet 2>/dev/null && cp -r "$out" old
  for limit in ${LIMITS:-$(seq 90000 10000 300000)}; do
    rm -rf "$out"
    cp -r old "$out"
    ( ulimit -v "$limit"; exec timeout 600 "$bin" "${cmd[@]}" --quiet --fps 20 ) > /dev/null 2> err.txt
    status=$?
    kept=yes; [ $status = 0 ] || diff -rq "$out" old > /dev/null 2>&1 || kept=no
    staged=$(ls -A | grep -c '^\.renderpages-.*\(tmp\|staging\)$')
    verdict=ok
    if [ $status != 0 ] && { [ $status != 1 ] || [ "$(wc -l < err.txt)" != 1 ] || [ $kept = no ] || [ "$staged" != 0 ]; }; then verdict=FAIL; failed=$((failed + 1)); fi
    runs=$((runs + 1))
    [ $status = 0 ] && finished=$((finished + 1))
    [ $verdict = ok ] && [ $status = 1 ] && refused=$((refused + 1))
    echo "$verdict ulimit -v $limit $f: exit $status, earlier output kept: $kept, staged left: $staged; $(head -c 200 err.txt | head -1)"
    rm -rf .renderpages-*
  done
done
echo "$runs runs: $finished finished (exit 0), $refused refused cleanly (exit 1, one line, earlier output kept, nothing staged), $failed failed"
[ "$failed" = 0 ]
