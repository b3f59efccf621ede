#!/usr/bin/env bash
# `npm test`: everything a user of the repo needs to trust, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
# Not under test-results/: Playwright empties that folder when it starts.
results=node_modules/.cache/test-summary
rm -rf "$results" && mkdir -p "$results"
echo "▶ type check";  npx tsc -b
echo "▶ lint";        npx eslint . && npx prettier --check --log-level warn .
# The contracts are their own npm package (contracts/package.json): puya-ts's front end, then the AVM emulator's
# tests and the differential tests against the local ledger's models.
echo "▶ contracts"
[ -d contracts/node_modules ] || npm ci --prefix contracts --no-audit --no-fund
npm run contracts:check
npm run test:contracts
echo "▶ unit + story tests"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"
echo "▶ end-to-end"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json
# Builds storybook-static (the one catalogue build of CI, .ci/run) and opens a screen story in it as served files.
echo "▶ built catalogue"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/catalogue.json" npx playwright test -c playwright.catalogue.config.ts --reporter=list,json
npx tsx scripts/test-summary.ts "$results/vitest.json" "$results/playwright.json" "$results/catalogue.json"
