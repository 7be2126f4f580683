#!/usr/bin/env bash
# CI step (docs/ci.md): renders the missing and stale outputs of the demos file, then commits the
# files that changed, with "[skip ci]" in the message so the commit does not start the pipeline
# again; with DEMOS_PUSH=1 it pushes that commit to DEMOS_REMOTE (default origin), branch
# DEMOS_BRANCH (default the current one). Nothing is committed when every output was up to date.
# Usage: scripts/ci/demos-commit.sh [DEMOS]   (default demos.txt; RENDERPAGES names the binary)
set -euo pipefail
bin=${RENDERPAGES:-renderpages}
demos=${1:-demos.txt}
folder=$(dirname "$demos")
"$bin" build "$demos"
# Every output, as the check lists it once all are up to date ("up to date  NAME").
"$bin" build --check "$demos" | sed -n 's/^up to date  //p' | while IFS= read -r output; do
  case "$output" in
    /*) git add -- "$output" ;;
    *) git add -- "$folder/$output" ;;
  esac
done
if git diff --cached --quiet; then
  echo "demos: nothing to commit"
  exit 0
fi
git -c user.name="${GIT_AUTHOR_NAME:-renderpages demos}" -c user.email="${GIT_AUTHOR_EMAIL:-demos@renderpages.invalid}" \
  commit --quiet -m "Regenerate demos with renderpages build [skip ci]"
echo "demos: committed $(git rev-parse --short HEAD)"
if [ "${DEMOS_PUSH:-0}" = 1 ]; then
  branch=${DEMOS_BRANCH:-$(git rev-parse --abbrev-ref HEAD)}
  git push --quiet "${DEMOS_REMOTE:-origin}" "HEAD:refs/heads/$branch"
  echo "demos: pushed to ${DEMOS_REMOTE:-origin} $branch"
fi
