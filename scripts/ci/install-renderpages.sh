#!/usr/bin/env bash
# CI step (docs/ci.md), run in a renderpages checkout on Debian: installs the packages renderpages
# is built and run with (make deps-build, as root), then builds it in release and installs it into
# PREFIX (make install), unless PREFIX already holds the build of this very commit (a CI cache of
# PREFIX keyed on the commit then skips the build: minutes saved on every run).
# Usage: scripts/ci/install-renderpages.sh PREFIX
set -euo pipefail
prefix=${1:?usage: scripts/ci/install-renderpages.sh PREFIX}
cd "$(dirname "$0")/../.."
make deps-build
commit=$(git rev-parse HEAD)
if [ -x "$prefix/bin/renderpages" ] && [ "$(cat "$prefix/.renderpages-commit" 2>/dev/null)" = "$commit" ]; then
  echo "renderpages $commit: cached in $prefix"
else
  make install PREFIX="$prefix"
  echo "$commit" > "$prefix/.renderpages-commit"
fi
"$prefix/bin/renderpages" --version
