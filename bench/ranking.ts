/**
 * Ranking benchmark (DESIGN.md §10: 1000 accounts; an unchanged poll causes no re-render; a changed poll ≤ 16 ms of
 * work; never 1000 DOM rows). Builds bench/ranking.html with React's profiling build (so the Profiler counts
 * commits), opens it in Debian's Chromium and times polls of `players` synthetic players: each poll hands the query
 * freshly decoded accounts, then structural sharing, the ranking select and the table render run in one flushSync.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/chromium.ts';
import './rankingBench.ts';
import { median } from './stats.ts';

const OUT_DIR = resolve('node_modules/.cache/bench-ranking');
const POLLS = 40;
const WARMUP = 10;

/** The figures of the ranking benchmark. */
export interface RankingReport {
  players: number;
  changedPollMedianMs: number;
  changedPollP95Ms: number;
  changedPollMaxMs: number;
  changedPollRenders: number;
  unchangedPollRenders: number;
  domRows: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil(p * values.length) - 1];

/** Builds the bench page and measures `players` players (DEVNET_PLAYERS, else 1000). */
export async function measureRanking(players = Number(process.env.DEVNET_PLAYERS ?? 1000)): Promise<RankingReport> {
  const root = resolve('bench');
  const profiling = resolve('node_modules/react-dom/profiling.js');
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [react()],
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: profiling }] },
    build: {
      outDir: OUT_DIR,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input: resolve(root, 'ranking.html') },
    },
  });
  const server = await preview({
    configFile: false,
    root,
    logLevel: 'error',
    build: { outDir: OUT_DIR },
    preview: { port: 4182, strictPort: true },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error(error));
    await page.goto(`http://localhost:4182/ranking.html?players=${players}`);
    await page.waitForFunction(() => window.rankingBench?.ready());
    const polls = (change: boolean) =>
      page.evaluate(({ count, change }) => Array.from({ length: count }, () => window.rankingBench.poll(change)), {
        count: POLLS + WARMUP,
        change,
      });
    const changed = (await polls(true)).slice(WARMUP);
    const unchanged = (await polls(false)).slice(WARMUP);
    return {
      players,
      changedPollMedianMs: round(median(changed.map((p) => p.ms))),
      changedPollP95Ms: round(
        percentile(
          changed.map((p) => p.ms),
          0.95,
        ),
      ),
      changedPollMaxMs: round(Math.max(...changed.map((p) => p.ms))),
      changedPollRenders: changed.reduce((sum, p) => sum + p.renders, 0),
      unchangedPollRenders: unchanged.reduce((sum, p) => sum + p.renders, 0),
      domRows: await page.evaluate(() => window.rankingBench.rows()),
    };
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}

/** Measures, prints the figures and keeps them in bench/results/ranking.json (what `npm run bench` calls). */
export async function reportRanking(): Promise<RankingReport> {
  const r = await measureRanking();
  console.log(
    `Ranking (${r.players} players, Chromium): changed poll ${r.changedPollMedianMs} ms median, ${r.changedPollP95Ms} ms p95, ${r.changedPollMaxMs} ms max (bar ≤ 16), ` +
      `${r.changedPollRenders} commits in ${POLLS} changed polls; ` +
      `unchanged polls ${r.unchangedPollRenders} renders (bar 0); ${r.domRows} table rows in the DOM`,
  );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/ranking.json', JSON.stringify(r, null, 2));
  return r;
}

// `npx tsx bench/ranking.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) await reportRanking();
