#!/usr/bin/env bash
# The CI install step on a cache miss, which `make test` does not run (a release build takes
# minutes): a fresh clone of this repository's HEAD, docs/ci.md's install step into an empty
# PREFIX (make deps-build, make install), then the same step again, which must find the cache,
# and the installed binary's build of a demos file. `make test-ci-install`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
commit=$(git -C "$root" rev-parse HEAD)
RENDERPAGES_REPO="file://$root" RENDERPAGES_REF="$commit" RENDERPAGES_SRC="$scratch/src" CI_PACKAGES="make git" \
  bash "$root/scripts/ci/get-renderpages.sh"
echo "--- cache miss"
"$scratch/src/scripts/ci/install-renderpages.sh" "$scratch/prefix" | tail -3
echo "--- cache hit"
"$scratch/src/scripts/ci/install-renderpages.sh" "$scratch/prefix" | tee "$scratch/hit.txt"
grep -q "cached in $scratch/prefix" "$scratch/hit.txt"
mkdir "$scratch/demo"
cp "$root/samples/native-paging.json" "$scratch/demo/a.json"
printf 'docs/a.gif: gif a.json --scale 1 --fps 10\n' > "$scratch/demo/demos.txt"
(cd "$scratch/demo" && RENDERPAGES="$scratch/prefix/bin/renderpages" "$scratch/src/scripts/ci/demos-check.sh" || true)
(cd "$scratch/demo" && "$scratch/prefix/bin/renderpages" build && RENDERPAGES="$scratch/prefix/bin/renderpages" "$scratch/src/scripts/ci/demos-check.sh")
echo "test-install-cache-miss: ok ($commit)"
