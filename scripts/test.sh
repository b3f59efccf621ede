#!/usr/bin/env bash
# `npm test`: everything a user of the repo needs to trust, each step as soon as two cores can take it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-redis.sh
# Not under test-results/: Playwright empties that folder when it starts.
results=node_modules/.cache/test-summary
rm -rf "$results" && mkdir -p "$results"

# Steps that share nothing run side by side, each with its output in a file of its own (named after the step), printed
# whole once all have ended, with the second of the run it ended at; any failure fails the run.
side_by_side() {
  local names=() logs=() pids=() failed=0 i log
  while (($#)); do
    names+=("$1")
    logs+=("$results/step-${1//[^a-z]/-}")
    { eval "$2" && echo "$SECONDS" >"${logs[-1]}.end"; } >"${logs[-1]}.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    log="${logs[$i]}"
    if wait "${pids[$i]}"; then
      echo "▶ ${names[$i]} (ended at $(cat "$log.end") s)"
    else
      echo "▶ ${names[$i]}: FAILED" && failed=1
    fi
    cat "$log.log"
  done
  return $failed
}

# The npm script `test:$1` (its Vitest projects), with a JSON report named after it and the options `$2`.
vitest_run() { echo "npm run --silent test:$1 -- --reporter=default --reporter=json --outputFile.json=$results/vitest-$1.json ${2:-}"; }

# The contracts are their own npm package (contracts/package.json): puya-ts's front end, then the AVM emulator's
# tests and the differential tests against the local ledger's models.
[ -d contracts/node_modules ] || npm ci --prefix contracts --no-audit --no-fund
# The static checks, side by side, then the unit files two at a time (a file waiting on a timer, a child process or a
# build leaves its core to the other).
checks_then_unit() {
  side_by_side \
    "type check" "npm run --silent typecheck" \
    "lint" "npx eslint . && npx prettier --check --log-level warn ." \
    "contracts" "npm run contracts:check && npm run test:contracts" &&
    eval "$(vitest_run unit --maxWorkers=2)"
}
# The journeys: Playwright's own build and ledger, three files at a time (playwright.config.ts).
journeys() {
  echo "▶ end-to-end (from $SECONDS s)"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json
}
# Builds storybook-static (the one catalogue build of CI, .ci/run) and opens a screen story in it as served files.
catalogue() {
  echo "▶ built catalogue (from $SECONDS s)"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results/catalogue.json" npx playwright test -c playwright.catalogue.config.ts \
    --reporter=list,json
}
# Two lanes. The story files play one after another in one page (ADR 0041), a lane of their own; the other runs the
# checks, the unit files, the journeys and the built catalogue, one after another. (In one Vitest run the story files
# would run in a phase of their own before the isolated unit files: two runs.) The other lane holds more work, so the
# story lane runs at a lower priority and takes most of its CPU where that lane leaves some: a unit file waiting on a
# timer, a journey waiting on the ledger. Nice 5, a third of the other lane's weight: both lanes then ended within 11 s
# of each other (356 s in all, 405 s at nice 10, where the story lane ended last), and under two busy loops beside the
# run every story still passed, where at nice 10 one waited out its 10 s for its screen's code.
side_by_side "checks, unit tests, end-to-end, then the built catalogue" "checks_then_unit && journeys && catalogue" \
  "story tests" "nice -n 5 $(vitest_run storybook)"
npx tsx scripts/test-summary.ts "$results"/vitest-*.json "$results/playwright.json" "$results/catalogue.json"
echo "▶ all of npm test: $SECONDS s"
