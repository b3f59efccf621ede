#!/usr/bin/env bash
# Makes sure Debian's Chromium exists in its two builds (ADR 0043): the browser (CHROMIUM_PATH, else
# /usr/bin/chromium) and its headless shell for the story tests and journeys (TEST_CHROMIUM_PATH, else
# /usr/bin/chromium-headless-shell). As root on Debian it installs what is missing; anywhere else it stops with a
# one-line instruction.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell="${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$chromium" ] && [ -x "$shell" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium or its headless shell not found: installing Debian's chromium and chromium-headless-shell…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
  exit 0
fi
echo "Chromium not found: install it (sudo apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH and TEST_CHROMIUM_PATH to Chromium binaries." >&2
exit 1
