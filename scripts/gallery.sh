#!/usr/bin/env bash
# Regenerates docs/gallery/ from docs/gallery/gallery.txt. Usage: scripts/gallery.sh [BINARY]
set -euo pipefail
bin=${1:-.build/release/renderpages}
grep -v '^#' docs/gallery/gallery.txt | grep -v '^$' | while IFS= read -r line; do
  file=${line%%:*}
  args=${line#*: }
  # No --force: the committed files carry renderpages' mark inside them (docs/output.md), which
  # git keeps; a file in its place without the mark is refused.
  # shellcheck disable=SC2086
  "$bin" $args --out "docs/gallery/$file" > /dev/null
  echo "wrote docs/gallery/$file ($(( $(stat -c %s "docs/gallery/$file") / 1024 )) KB)"
done
