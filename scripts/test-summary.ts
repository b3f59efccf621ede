/** Prints one closing line for the whole `npm test` run, from the JSON reports of Vitest and Playwright. */
import { readFileSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/** One run's counts, from a Vitest report (one per project run) or a Playwright one (the journeys, the catalogue). */
function countsOf(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport | PlaywrightReport;
  if ('stats' in report) {
    const { stats } = report;
    return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

const total = process.argv
  .slice(2)
  .map(countsOf)
  .reduce((sum, c) => ({
    passed: sum.passed + c.passed,
    failed: sum.failed + c.failed,
    skipped: sum.skipped + c.skipped,
  }));
console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (total.failed > 0) process.exit(1);
