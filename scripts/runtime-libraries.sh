#!/usr/bin/env bash
# Checks that every shared library the renderpages binary links can be found, and names the Debian
# package of any that cannot (the loader's own message names only the file, e.g.
# "libgif.so.7: cannot open shared object file"). Usage: scripts/runtime-libraries.sh [BINARY]
# Exit 0 when all are found, 1 (with one line per missing library and the apt-get line) otherwise.
set -euo pipefail
bin=${1:-.build/release/renderpages}
# The Debian package of each library the binary links beyond glibc (Debian 12 names, from
# `dpkg -S` on this machine).
package_of() {
  case $1 in
    libcairo.so.*) echo libcairo2 ;;
    libdeflate.so.*) echo libdeflate0 ;;
    libgif.so.*) echo libgif7 ;;
    libwebp.so.*) echo libwebp7 ;;
    libwebpmux.so.*) echo libwebpmux3 ;;
    libwebpdemux.so.*) echo libwebpdemux2 ;;
    libjpeg.so.*) echo libjpeg62-turbo ;;
    *) echo "" ;;
  esac
}
missing=$(ldd "$bin" | awk '/=> not found/ { print $1 }')
[ -z "$missing" ] && exit 0
packages=""
for library in $missing; do
  package=$(package_of "$library")
  if [ -n "$package" ]; then
    echo "renderpages needs $library, from the Debian package $package"
    packages="$packages $package"
  else
    echo "renderpages needs $library, which no Debian package here is known to provide"
  fi
done
[ -n "$packages" ] && echo "run: sudo apt-get install -y$packages"
exit 1
