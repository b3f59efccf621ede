#!/usr/bin/env bash
# Makes sure a Chromium for the story tests and E2E exists: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
# As root on Debian it installs the package; anywhere else it stops with a one-line instruction.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
