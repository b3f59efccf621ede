#!/usr/bin/env bash
# Makes sure a redis-server exists for the referral proxy's store tests (proxy/store.test.ts start their own):
# REDIS_SERVER_PATH, else redis-server on the PATH. As root on Debian it installs the package; anywhere else it
# stops with a one-line instruction.
set -euo pipefail
if command -v "${REDIS_SERVER_PATH:-redis-server}" >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "redis-server not found: installing Debian's redis-server package…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  exit 0
fi
echo "redis-server not found: install it (sudo apt-get install -y redis-server) or set REDIS_SERVER_PATH." >&2
exit 1
