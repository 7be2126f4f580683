#!/usr/bin/env bash
# Pixels unchanged, checked: every sample's PNG frames, animated GIF and animated SVG, and the
# comparison sheets of samples/compare (GIF, SVG, PNG filmstrip), written by one renderpages binary,
# hashed into one list (sha256 per file, sorted). Two lists from two binaries (a refactor and its
# parent commit) are equal exactly when every output is byte-identical.
#   scripts/pixel-identity.sh BINARY LIST            write LIST for BINARY
#   scripts/pixel-identity.sh --compare OLD NEW      both lists, then `diff` them (exit 1 on change)
# PNG frames are written at scale 1 to keep the run short (about 8 minutes with a debug binary on 2
# cores); the GIF and SVG use each scenario's own scale.
set -euo pipefail
cd "$(dirname "$0")/.."

hash_outputs() {
  local bin=$1 list=$2 work
  work=$(mktemp -d)
  trap 'rm -rf "$work"' RETURN
  local n=0
  while IFS= read -r sample; do
    local name=${sample//\//_}
    name=${name%.json}
    "$bin" render "$sample" --scale 1 --out "$work/$name-frames" >/dev/null
    "$bin" animate "$sample" --out "$work/$name.gif" >/dev/null
    "$bin" animate "$sample" --out "$work/$name.svg" >/dev/null
    n=$((n + 1))
  done < <(find samples -name '*.json' -not -path 'samples/compare/*' | sort)
  local sheets=(samples/compare/*.json)
  "$bin" compare "${sheets[@]:0:3}" --out "$work/compare.gif" >/dev/null
  "$bin" compare "${sheets[@]:0:3}" --out "$work/compare.svg" >/dev/null
  "$bin" compare "${sheets[@]:0:3}" --out "$work/compare.png" >/dev/null
  (cd "$work" && find . -type f | sort | xargs sha256sum) >"$list"
  echo "$bin: $n samples, $(wc -l <"$list") files hashed into $list"
}

if [ "${1:-}" = "--compare" ]; then
  old=$2 new=$3
  hash_outputs "$old" /tmp/pixel-identity-old.txt
  hash_outputs "$new" /tmp/pixel-identity-new.txt
  if diff /tmp/pixel-identity-old.txt /tmp/pixel-identity-new.txt; then
    echo "byte-identical: $(wc -l </tmp/pixel-identity-new.txt) files"
  else
    echo "outputs differ (lines above: < old, > new)" >&2
    exit 1
  fi
else
  hash_outputs "$1" "$2"
fi
