#!/usr/bin/env bash
# Supply chain (issue 21): `npm audit signatures` checks the registry signature (and provenance, where published) of
# every installed package against the registry's public keys; `npm ci` has already checked each tarball against the
# lock file's integrity hash. npm takes the keys from Sigstore's TUF repository (tuf-repo-cdn.sigstore.dev), else from
# the registry (GET /-/npm/v1/keys). Where it can get neither (no network, a mirror without keys), nothing can be
# verified: then this says so with npm's own reason and CI goes on, unless MOX_REQUIRE_SIGNATURES=1. A package with an
# invalid or missing signature always fails.
set -uo pipefail
cd "$(dirname "$0")/.."

not_run() {
  echo "npm audit signatures: NOT RUN - $1" >&2
  [ "${MOX_REQUIRE_SIGNATURES:-0}" = "1" ] && exit 1
  exit 0
}

output="$(npm audit signatures 2>&1)"
status=$?
[ "$status" -eq 0 ] && echo "$output" && exit 0
# No keys from either source: npm verifies nothing and says it found nothing to audit. Nothing was judged.
if grep -q '^npm error found no dependencies to audit that were installed from a supported registry' <<<"$output"; then
  not_run "no signing keys for $(npm config get registry) (neither from Sigstore's TUF repository nor GET /-/npm/v1/keys)."
fi
# A network error (npm's `code` line) means the keys or the packages' records could not be fetched: nothing was judged.
if grep -qE '^npm error code (ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|E5[0-9][0-9])$' <<<"$output"; then
  reason="$(grep -m1 -E '^npm error (network request|[0-9]{3} )' <<<"$output" || grep -m1 '^npm error code' <<<"$output")"
  not_run "npm could not fetch what it checks against: ${reason#npm error }"
fi
echo "$output"
exit "$status"
