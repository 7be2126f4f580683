#!/usr/bin/env bash
# Regenerates docs/gallery/ from docs/gallery/gallery.txt. Usage: scripts/gallery.sh [BINARY]
set -euo pipefail
bin=${1:-.build/release/renderpages}
grep -v '^#' docs/gallery/gallery.txt | grep -v '^$' | while IFS= read -r line; do
  file=${line%%:*}
  args=${line#*: }
  # --force: the committed files come from git, which keeps no mark of the tool that wrote them.
  # shellcheck disable=SC2086
  "$bin" $args --out "docs/gallery/$file" --force > /dev/null
  echo "wrote docs/gallery/$file ($(( $(stat -c %s "docs/gallery/$file") / 1024 )) KB)"
done
