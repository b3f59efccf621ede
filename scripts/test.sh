#!/usr/bin/env bash
# `npm test`: everything a user of the repo needs to trust, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-redis.sh
# Not under test-results/: Playwright empties that folder when it starts.
results=node_modules/.cache/test-summary
rm -rf "$results" && mkdir -p "$results"

# Steps that each keep one core busy and share nothing run side by side (two cores); each one's output is printed
# whole once all have ended, and any failure fails the run.
side_by_side() {
  local names=() pids=() failed=0 i
  while (($#)); do
    names+=("$1")
    eval "$2" >"$results/step-${#names[@]}.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" && echo "▶ ${names[$i]}" || { echo "▶ ${names[$i]}: FAILED" && failed=1; }
    cat "$results/step-$((i + 1)).log"
  done
  return $failed
}

# The contracts are their own npm package (contracts/package.json): puya-ts's front end, then the AVM emulator's
# tests and the differential tests against the local ledger's models.
[ -d contracts/node_modules ] || npm ci --prefix contracts --no-audit --no-fund
side_by_side \
  "type check" "npx tsc -b" \
  "lint" "npx eslint . && npx prettier --check --log-level warn ." \
  "contracts" "npm run contracts:check && npm run test:contracts"
# Vitest's two projects as two runs side by side: in one run, Vitest would run the story files (one page, not
# isolated: ADR 0041) in a phase of their own before the isolated unit files. The story files play one after another
# in their page; the unit files run two at a time, so a file waiting on a timer, a child process or a build leaves its
# core to the other, and once the stories end the unit files have both cores.
vitest_run() { echo "npx vitest run --project $1 --reporter=default --reporter=json --outputFile.json=$results/vitest-$1.json ${2:-}"; }
side_by_side "unit tests" "$(vitest_run unit --maxWorkers=2)" "story tests" "$(vitest_run storybook)"
echo "▶ end-to-end"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json
# Builds storybook-static (the one catalogue build of CI, .ci/run) and opens a screen story in it as served files.
echo "▶ built catalogue"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/catalogue.json" npx playwright test -c playwright.catalogue.config.ts --reporter=list,json
npx tsx scripts/test-summary.ts "$results"/vitest-*.json "$results/playwright.json" "$results/catalogue.json"
