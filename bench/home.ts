/**
 * /home's JavaScript: the scripts Chromium fetches for a page load of /home on the production build, with their
 * gzip size from the build. A page load of /home shows the connect prompt (the key lives only in memory, so no load
 * is ever signed in), which fetches none of the ledger code: algosdk and the Home chunk load after the login.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/chromium.ts';
import { BENCH_DIST, buildForLocalnet, startPreview } from './serve.ts';

/** The JS of one route's first load. */
export interface RouteJsReport {
  route: string;
  scripts: { file: string; gzipKb: number }[];
  totalGzipKb: number;
  loadsAlgosdk: boolean;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Lists the JS files Chromium fetches for a page load of `route` (after the network settles). */
async function scriptsOf(origin: string, route: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.request().resourceType() === 'script' && path.startsWith('/assets/')) scripts.add(path.slice(1));
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    return [...scripts].sort();
  } finally {
    await browser.close();
  }
}

/** Measures the JS a page load of `route` fetches; builds the app first unless `build` is false. */
export async function measureRoute(route: string, { build = true } = {}): Promise<RouteJsReport> {
  if (build) buildForLocalnet();
  const preview = await startPreview();
  try {
    const files = await scriptsOf(preview.origin, route);
    const scripts = files.map((file) => {
      const bytes = readFileSync(join(BENCH_DIST, file));
      return {
        file,
        gzipKb: kb(gzipSync(bytes, { level: 9 }).length),
        algosdk: /sendRawTransaction|getTransactionParams/.test(bytes.toString()),
      };
    });
    return {
      route,
      scripts: scripts.map(({ file, gzipKb }) => ({ file, gzipKb })),
      totalGzipKb: kb(scripts.reduce((sum, s) => sum + s.gzipKb * 1024, 0)),
      loadsAlgosdk: scripts.some((s) => s.algosdk),
    };
  } finally {
    preview.stop();
  }
}

/** The JS loaded for /home (gzip KB per file and in total). */
export function measureHome(options?: { build?: boolean }): Promise<RouteJsReport> {
  return measureRoute('/home', options);
}

// `npx tsx bench/home.ts` prints the figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await measureHome();
  for (const s of report.scripts) console.log(`  ${s.gzipKb.toString().padStart(7)}  ${s.file}`);
  console.log(`/home first-load JS: ${report.totalGzipKb} KB gzip (algosdk: ${report.loadsAlgosdk ? 'yes' : 'no'})`);
}
