#!/usr/bin/env bash
# CI step (docs/ci.md): fails when an output the demos file lists is missing or stale, naming each
# and the input that changed; renders nothing. Also a pre-commit hook.
# Usage: scripts/ci/demos-check.sh [DEMOS]   (default demos.txt; RENDERPAGES names the binary,
# default renderpages on the PATH)
set -euo pipefail
bin=${RENDERPAGES:-renderpages}
demos=${1:-demos.txt}
status=0
"$bin" build --check "$demos" || status=$?
if [ "$status" = 1 ]; then
  echo "demos are stale: run 'renderpages build $demos' and commit the files it writes" >&2
fi
exit "$status"
