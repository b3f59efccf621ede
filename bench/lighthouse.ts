/**
 * Lighthouse 13 (node API, mobile preset: Moto G Power emulation, simulated slow 4G) on the production build
 * for the local ledger, in Debian's Chromium through chrome-launcher.
 *
 * /home and sign-in: the secret key lives only in memory (DESIGN.md §6), so NO page load of /home is ever signed in,
 * whatever the browser profile holds (a persistent profile keeps the encrypted vault, not the session). A page load of
 * /home therefore shows the connect prompt, which loads none of the ledger code (src/app/ledger/LedgerLayout.tsx;
 * bench/home.ts lists what it fetches). That load is what Lighthouse scores; the signed-in screen itself is measured by
 * bench/signedInHome.ts (a Lighthouse user flow: login timespan + snapshot).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildForLocalnet, startPreview } from './serve.ts';

/** The flags the brief fixes for this machine (root, no GPU, no background traffic skewing the network). */
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** One page's Lighthouse result: the four category scores (0–100) and the main metrics. */
export interface LighthouseReport {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Runs one Lighthouse navigation of `url` in the Chromium listening on `port`. */
async function audit(url: string, port: number): Promise<LighthouseReport> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const metric = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  return {
    url,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
      speedIndexMs: metric('speed-index'),
    },
  };
}

/** How many times each page is scored: one run on two loaded cores swings by several points (DESIGN.md §10). */
export const LIGHTHOUSE_RUNS = 3;

/** The run whose performance score is the median of `runs` (an odd number of them). */
export function medianRun<T extends { performance: number }>(runs: readonly T[]): T {
  return [...runs].sort((a, b) => a.performance - b.performance)[(runs.length - 1) >> 1];
}

/**
 * Lighthouse (mobile) for each of `urls`: absolute URLs as given, paths (e.g. '/login') on a fresh localnet build
 * served by `vite preview` (built first unless `build` is false). One Chromium; each URL is scored
 * {@link LIGHTHOUSE_RUNS} times and its median run reported, in order.
 */
export async function measureLighthouse(urls: readonly string[], { build = true } = {}): Promise<LighthouseReport[]> {
  const needsPreview = urls.some((url) => url.startsWith('/'));
  if (needsPreview && build) buildForLocalnet();
  const preview = needsPreview ? await startPreview() : null;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const reports: LighthouseReport[] = [];
    for (const url of urls) {
      const runs: LighthouseReport[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
        runs.push(await audit(url.startsWith('/') ? `${preview!.origin}${url}` : url, chrome.port));
      reports.push(medianRun(runs));
    }
    return reports;
  } finally {
    chrome.kill();
    preview?.stop();
  }
}

// `npx tsx bench/lighthouse.ts` scores /, /login and /home against the bars of DESIGN.md §10 (95, 95, 90).
if (import.meta.url === `file://${process.argv[1]}`) {
  const bars: Record<string, number> = { '/': 95, '/login': 95, '/home': 95 };
  for (const report of await measureLighthouse(Object.keys(bars))) {
    const path = new URL(report.url).pathname;
    const { performance, accessibility, bestPractices, seo, metrics } = report;
    console.log(
      `${path.padEnd(7)} performance ${performance} (bar ≥ ${bars[path]}), a11y ${accessibility}, best practices ${bestPractices}, SEO ${seo}`,
    );
    console.log(
      `        FCP ${metrics.fcpMs} ms, LCP ${metrics.lcpMs} ms, TBT ${metrics.tbtMs} ms, CLS ${metrics.cls}, SI ${metrics.speedIndexMs} ms`,
    );
  }
}
