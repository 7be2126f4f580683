#!/usr/bin/env bash
# Checks that `make demo` works in a fresh clone for a user without root who has only the build
# and run packages (BUILD_PACKAGES in the Makefile), as README's prerequisites promise:
#   - a fresh `git clone` of the repository (no .build, no out/) owned by an unprivileged uid;
#   - the run as that uid (setpriv; needs root to start), with an empty HOME of its own;
#   - dpkg answers "not installed" for every TEST_PACKAGES package (a shim first on PATH), so a
#     target that demanded one would stop with "missing Debian packages";
#   - PATH holds no test tool (chromium, ffmpeg, ffprobe, gifsicle, valgrind, rsvg-convert,
#     python3, /usr/bin/time), so a step that used one would fail.
# Usage: scripts/fresh-clone-demo.sh [REVISION] (default HEAD). Prints the clone's last lines of
# output and the files out/ holds; exit status that of make demo.
set -euo pipefail
revision=${1:-HEAD}
uid=65534
work=$(mktemp -d /tmp/renderpages-fresh-XXXXXX)
trap 'rm -rf "$work"' EXIT
git clone -q --no-local "$(git rev-parse --show-toplevel)" "$work/clone"
git -C "$work/clone" checkout -q "$revision"
mkdir -p "$work/home" "$work/bin"
test_packages=$(sed -n 's/^TEST_PACKAGES := //p' "$work/clone/Makefile")
[ -n "$test_packages" ] || { echo "no TEST_PACKAGES line in the Makefile" >&2; exit 2; }
cat > "$work/bin/dpkg" <<SHIM
#!/bin/sh
# dpkg as a machine without the test packages answers it.
if [ "\$1" = "-s" ]; then
  for p in $test_packages; do [ "\$2" = "\$p" ] && { echo "dpkg-query: package '\$2' is not installed" >&2; exit 1; }; done
fi
exec /usr/bin/dpkg "\$@"
SHIM
chmod 755 "$work/bin/dpkg"
# Every program on the usual PATH and the toolchain's, except the test tools.
hidden=" chromium ffmpeg ffprobe gifsicle valgrind rsvg-convert time python3 "
for folder in "$(dirname "$(command -v swift)")" /usr/local/bin /usr/bin /bin; do
  for program in "$folder"/*; do
    name=$(basename "$program")
    case "$hidden" in *" $name "*) continue ;; esac
    case "$name" in python3*|valgrind*) continue ;; esac
    [ -e "$work/bin/$name" ] || ln -s "$program" "$work/bin/$name"
  done
done
# This machine's /etc/gitconfig sends github.com to read-only mirrors in /opt/swift-packages,
# owned by root; git refuses another user's repository unless the user's own config marks it
# safe, which a user of such a machine would write once. Elsewhere SwiftPM fetches from GitHub.
printf '[safe]\n\tdirectory = *\n' > "$work/home/.gitconfig"
chown -R "$uid:$uid" "$work/clone" "$work/home"
chmod 755 "$work"
cd "$work/clone"
status=0
setpriv --reuid="$uid" --regid="$uid" --clear-groups \
  env -i HOME="$work/home" PATH="$work/bin" LANG=C.UTF-8 make demo > "$work/demo.log" 2>&1 || status=$?
tail -n 15 "$work/demo.log"
echo "--- as uid $(setpriv --reuid="$uid" --regid="$uid" --clear-groups id -u), exit status $status; out/ holds:"
ls out 2>/dev/null | tr '\n' ' '; echo
exit $status
