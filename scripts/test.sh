#!/usr/bin/env bash
# `npm test`: everything a user of the repo needs to trust, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
echo "▶ type check";  npx tsc -b
echo "▶ lint";        npx eslint .
echo "▶ unit + story tests"; npx vitest run
echo "▶ end-to-end";  npx playwright test
