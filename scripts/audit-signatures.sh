#!/usr/bin/env bash
# Supply chain (issue 21): `npm audit signatures` checks the registry signature (and provenance, where published) of
# every installed package against the registry's public keys; `npm ci` has already checked each tarball against the
# lock file's integrity hash. A registry mirror that does not serve its keys (GET /-/npm/v1/keys) cannot be checked:
# then this says so, naming the registry and the answer, and CI goes on unless MOX_REQUIRE_SIGNATURES=1.
set -euo pipefail
cd "$(dirname "$0")/.."
registry="$(npm config get registry)"
status="$(node -e 'fetch(new URL("-/npm/v1/keys", process.argv[1])).then((r) => console.log(r.status), (e) => console.log(e.cause?.code ?? e.message))' "$registry")"
if [ "$status" != "200" ]; then
  echo "npm audit signatures: NOT RUN - ${registry} does not serve its signing keys (GET /-/npm/v1/keys: ${status})." >&2
  [ "${MOX_REQUIRE_SIGNATURES:-0}" = "1" ] && exit 1
  exit 0
fi
npm audit signatures
