# Sourced by scripts/memory-limit-scan.sh and scripts/memory-table.sh with their own arguments:
# goes to the repository root and sets root, bin (the first argument, by default the release
# build) and work (a scratch folder removed when the script exits) holding reliability attack 3's
# noise carousel (scripts/noise-carousel.py: noise1.json, noise2.json, ...).
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)
bin=$(realpath "${1:-.build/release/renderpages}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 scripts/noise-carousel.py "$root/samples/carousel/carousel.json" "$work"
