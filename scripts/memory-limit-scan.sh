#!/usr/bin/env bash
# Every output format under a range of address-space limits (ulimit -v), over an earlier output:
# each run must finish (exit 0) or fail in one line with exit 1, keep the earlier output and
# leave nothing staged; a runtime trap (exit 134, "Fatal error") or a hang is a failure
# (reliability attack 3, D09; MemoryHeadroom). The scenario is scripts/memory-table.sh's noise
# carousel at 2x (138 frames). Prints one line per run and exits 1 if any failed.
# Usage: scripts/memory-limit-scan.sh [BINARY]   (default .build/release/renderpages)
#   LIMITS="100000 120000" (KiB; below about 90000 the release binary cannot load its libraries) and FORMATS="apng gif" narrow the scan.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
bin=$(realpath "${1:-.build/release/renderpages}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 scripts/noise-carousel.py "$root/samples/carousel/carousel.json" "$work"
cd "$work"
failed=0
for limit in ${LIMITS:-100000 110000 120000 150000 200000}; do
  for f in ${FORMATS:-gif apng webp svg frames mp4 report compare}; do
    case $f in
      frames) out=out; cmd=(render noise2.json --out out);;
      report) out=out.html; cmd=(report noise2.json --out out.html);;
      compare) out=out.gif; cmd=(compare noise2.json noise2.json --out out.gif);;
      *) out=out.$f; cmd=(animate noise2.json --out "out.$f");;
    esac
    rm -rf out out.* old
    "$bin" "${cmd[@]}" --quiet 2>/dev/null && cp -r "$out" old
    ( ulimit -v "$limit"; exec timeout 600 "$bin" "${cmd[@]}" --quiet --fps 20 ) > /dev/null 2> err.txt
    status=$?
    kept=yes; [ $status = 0 ] || diff -rq "$out" old > /dev/null 2>&1 || kept=no
    staged=$(ls -A | grep -c '^\.renderpages-.*\(tmp\|staging\)$')
    verdict=ok
    if [ $status != 0 ] && { [ $status != 1 ] || [ "$(wc -l < err.txt)" != 1 ] || [ $kept = no ] || [ "$staged" != 0 ]; }; then verdict=FAIL; failed=1; fi
    echo "$verdict ulimit -v $limit $f: exit $status, earlier output kept: $kept, staged left: $staged; $(head -c 200 err.txt | head -1)"
    rm -rf .renderpages-*
  done
done
exit "$failed"
