/**
 * Size budgets (DESIGN.md §10), enforced on the production build the journeys run: the gzip bytes of the JS a
 * person's browser fetches for a page load of `/`, `/login` and `/home`, and of every chunk the build ships. The sizes
 * come from the files' bytes, never from a clock, so the same build always gives the same figures; a build over a
 * budget fails here with the figure.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

const BUDGET_KB = { '/': 90, '/login': 90, '/home': 210, allJs: 350 };
/** Where `vite build` (the journeys' web server) writes the app. */
const DIST_ASSETS = 'dist/assets';

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;
const round = (kb: number) => Math.round(kb * 10) / 10;

/** Records the app's own scripts the page fetches, by file name. */
function fetchedScripts(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.request().resourceType() === 'script' && path.startsWith('/assets/')) files.add(path.slice(1));
  });
  return files;
}

/** The gzip KB of the built files named, read from dist (not from the wire, which the preview may compress). */
const totalKb = (files: Iterable<string>) =>
  round([...files].reduce((sum, f) => sum + gzipKb(readFileSync(join('dist', f))), 0));

// A page load, as bench/home.ts measures it: /home signed out fetches no ledger code (the key lives only in memory).
for (const route of ['/', '/login', '/home'] as const) {
  test(`a page load of ${route} fetches at most ${BUDGET_KB[route]} KB of JS (gzip)`, async ({ page }) => {
    const scripts = fetchedScripts(page);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(0);
    expect(totalKb(scripts), `${route} loads ${[...scripts].join(', ')}`).toBeLessThanOrEqual(BUDGET_KB[route]);
  });
}

test(`the build ships at most ${BUDGET_KB.allJs} KB of JS (gzip)`, () => {
  const chunks = readdirSync(DIST_ASSETS).filter((f) => f.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
  expect(totalKb(chunks.map((f) => join('assets', f)))).toBeLessThanOrEqual(BUDGET_KB.allJs);
});
