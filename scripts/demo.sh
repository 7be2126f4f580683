#!/usr/bin/env bash
# Renders every scenario in samples/ into out/<name>/ and prints what it wrote.
set -euo pipefail
bin=${1:-.build/release/renderpages}
out=${2:-out}
mkdir -p "$out"
for scenario in samples/*.json; do
  name=$(basename "$scenario" .json)
  "$bin" render "$scenario" --out "$out/$name" >/dev/null
  count=$(ls "$out/$name"/frame-*.png | wc -l)
  echo "wrote $out/$name/: $count PNG frames + manifest.json"
done
