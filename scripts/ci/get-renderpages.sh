#!/usr/bin/env bash
# CI step (docs/ci.md), the first: installs the programs the next steps need that are missing
# (as root, `apt-get update` first) and checks renderpages' sources out at a tag or commit. Its
# four commands are also written inline in both recipes, since this script is not on the machine
# before they run; CIScriptTests checks the recipes' lines equal these and runs them.
# Environment: RENDERPAGES_REPO (a git URL), RENDERPAGES_REF (a tag or commit), RENDERPAGES_SRC
# (where the sources go), CI_PACKAGES (default "make git ffmpeg"; ffmpeg only for .mp4/.webm).
set -euo pipefail
: "${RENDERPAGES_REPO:?set RENDERPAGES_REPO to the git URL of renderpages}" "${RENDERPAGES_REF:?set RENDERPAGES_REF to a tag or commit}" "${RENDERPAGES_SRC:?set RENDERPAGES_SRC to a folder for the sources}"
CI_PACKAGES=${CI_PACKAGES:-make git ffmpeg}
# --- the recipe's lines, from here to the end ---
missing=$(for p in $CI_PACKAGES; do dpkg -s "$p" >/dev/null 2>&1 || echo "$p"; done); if [ -n "$missing" ]; then apt-get update -qq && apt-get install -y -qq $missing; fi
git clone --quiet "$RENDERPAGES_REPO" "$RENDERPAGES_SRC"
git -C "$RENDERPAGES_SRC" checkout --quiet "$RENDERPAGES_REF"
