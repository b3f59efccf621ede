/** Prints one closing line for the whole `npm test` run, from the JSON reports of Vitest and Playwright. */
import { readFileSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts(file: string): Counts {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

// The Vitest report, then one report per Playwright run (the journeys, the built catalogue).
const [vitestFile, ...playwrightFiles] = process.argv.slice(2);
const parts = [vitestCounts(vitestFile), ...playwrightFiles.map(playwrightCounts)];
const total = parts.reduce((sum, c) => ({
  passed: sum.passed + c.passed,
  failed: sum.failed + c.failed,
  skipped: sum.skipped + c.skipped,
}));
console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (total.failed > 0) process.exit(1);
