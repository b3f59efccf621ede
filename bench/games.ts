/**
 * The games' motion (DESIGN.md §10: 60 fps, no task over 50 ms): frames per second and the longest main-thread task
 * in Debian's Chromium (a) while the target game runs (the real TargetZone, GameStats with its
 * 100 ms clock and useTargetGame, seed 7, the mouse pressing the target every 400 ms as a player would) and (b) during the roulette wheel's 5 s spin. The components are built for production by Vite
 * into memory from a small entry below and served to the page by Playwright: no server, no ledger.
 * Tasks are read from a Chromium trace (every RunTask on the renderer's main thread), so tasks under 50 ms count too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright';
import { build, type Plugin, type Rollup } from 'vite';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/chromium.ts';
import { es } from '../src/i18n/es.ts';

const ORIGIN = 'http://bench.local';
const ENTRY = '\0games-bench-entry';
const TARGET_MS = 6000;
const SPIN_MS = 5000;
const RUNS = Number(process.env.GAMES_RUNS ?? 3);
/** While the target game is measured, the mouse presses the target this often (a hit renders score and flash). */
const PRESS_MS = 400;

/** Figures of one measured stretch. */
export interface MotionReport {
  fps: number;
  longestFrameMs: number;
  longestTaskMs: number;
  /** Target game only: the mouse's presses on the moving target that scored. */
  hits?: number;
}

/** Both games' figures, worst run of RUNS each. */
export interface GamesReport {
  target: MotionReport;
  wheelSpin: MotionReport;
}

/** The page: '#target' plays a game at once (only hits are pressed, so it never ends); '#wheel' offers window.spin(). */
const entrySource = (src: string) => `
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '${src}/ui/tokens.css';
import { GameStats } from '${src}/ui/GameStats/index.ts';
import { RouletteWheel } from '${src}/ui/RouletteWheel/index.ts';
import { TargetZone } from '${src}/ui/TargetZone/index.ts';
import { useTargetGame } from '${src}/hooks/target/index.ts';

function Target() {
  const { game, maxLives, start, hit, miss } = useTargetGame();
  useEffect(start, [start]);
  return h('main', { style: { padding: '1rem', display: 'grid', gap: '0.75rem' } },
    h(GameStats, {
      score: game.score,
      lives: game.lives,
      maxLives,
      elapsedMs: game.elapsedMs,
      runningSince: game.phase === 'playing' ? game.startedAt : undefined,
    }),
    h(TargetZone, { playing: game.phase === 'playing', seed: 7, onHit: hit, onMiss: miss }));
}

function Wheel() {
  const [spin, setSpin] = useState();
  window.spin = (segment) => new Promise((done) => {
    window.spinEnded = done;
    setSpin((last) => ({ id: (last?.id ?? 0) + 1, segment }));
  });
  return h('main', { style: { padding: '1rem' } },
    h(RouletteWheel, { segments: [0n, 10n, 50n, 100n, 200n, 500n, 1000n], spin, onSpinEnd: () => window.spinEnded?.() }));
}

createRoot(document.getElementById('root')).render(h(location.hash === '#wheel' ? Wheel : Target));
`;

/** Builds the page's JS and CSS for production, in memory. */
async function buildPage(): Promise<Map<string, { type: string; body: string | Uint8Array }>> {
  const entry: Plugin = {
    name: 'games-bench-entry',
    resolveId: (id) => (id === ENTRY ? ENTRY : undefined),
    load: (id) => (id === ENTRY ? entrySource(resolve('src')) : undefined),
  };
  const output = (await build({
    configFile: false,
    logLevel: 'error',
    plugins: [react(), entry],
    build: {
      write: false,
      target: 'es2022',
      rollupOptions: { input: ENTRY, output: { entryFileNames: 'entry.js' } },
    },
  })) as Rollup.RolldownOutput;
  const files = new Map<string, { type: string; body: string | Uint8Array }>();
  let styles = '';
  for (const file of output.output) {
    const body = file.type === 'chunk' ? file.code : file.source;
    const type = file.fileName.endsWith('.css') ? 'text/css' : 'text/javascript';
    if (type === 'text/css') styles += `<link rel="stylesheet" href="/${file.fileName}">`;
    files.set(`/${file.fileName}`, { type, body });
  }
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">${styles}</head><body><div id="root"></div><script type="module" src="/entry.js"></script></body></html>`;
  files.set('/', { type: 'text/html', body: html });
  return files;
}

/**
 * Counts animation frames for `ms` in the page: frames per second and the longest gap between two frames. Written
 * as page source: tsx names the functions of a compiled callback with a helper the page does not have.
 */
function countFrames(page: Page, ms: number): Promise<{ fps: number; longestFrameMs: number }> {
  return page.evaluate(`new Promise((done) => {
    let frames = 0, longest = 0, first = 0, last = 0;
    const tick = (time) => {
      if (first === 0) first = time;
      else longest = Math.max(longest, time - last);
      last = time;
      frames++;
      if (time - first < ${ms}) requestAnimationFrame(tick);
      else done({ fps: ((frames - 1) * 1000) / (last - first), longestFrameMs: longest });
    };
    requestAnimationFrame(tick);
  })`);
}

/**
 * Presses the target with the real mouse every PRESS_MS for `ms`, as a player would; returns the score the page then
 * shows, which proves the presses landed (a miss would cost a life, and three would end the game).
 */
async function pressTarget(page: Page, ms: number): Promise<number> {
  // One element for the whole game (it is shown, moved and hidden, never replaced): found once, its box is then read
  // through the DevTools protocol, not by a role query in the page each press, which would count as the game's work.
  const target = (await page.getByRole('img', { name: es.target.target }).elementHandle())!;
  for (const end = Date.now() + ms; Date.now() < end; await page.waitForTimeout(PRESS_MS)) {
    const box = await target.boundingBox();
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  return Number(await page.getByLabel(es.target.score, { exact: true }).textContent());
}

/** The longest RunTask on the renderer's main thread in a Chromium trace, in ms. */
function longestMainThreadTask(trace: Buffer): number {
  const { traceEvents } = JSON.parse(trace.toString()) as {
    traceEvents: { name: string; ph: string; pid: number; tid: number; dur?: number; args?: { name?: string } }[];
  };
  const main = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = traceEvents.filter((e) => e.name === 'RunTask' && e.dur !== undefined && main.has(`${e.pid}:${e.tid}`));
  return Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000));
}

/** Measures `during` on a fresh page at `hash`, tracing the renderer for the longest task. */
async function measure(
  browser: Browser,
  files: Awaited<ReturnType<typeof buildPage>>,
  hash: string,
  during: (page: Page) => Promise<{ fps: number; longestFrameMs: number; hits?: number }>,
): Promise<MotionReport> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.route(`${ORIGIN}/**`, (route) => {
    const file = files.get(new URL(route.request().url()).pathname);
    return file ? route.fulfill({ contentType: file.type, body: Buffer.from(file.body) }) : route.abort();
  });
  await page.goto(`${ORIGIN}/${hash}`);
  await page.waitForTimeout(500); // let the first paint and the first jumps settle
  // Playwright evaluates its own script in the page (some 330 KB, a 30-70 ms task) the first time a locator is used:
  // the test harness's work, not the game's, so it is done before the trace starts.
  await page.locator('main').boundingBox();
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  const frames = await during(page);
  const longestTaskMs = longestMainThreadTask(await browser.stopTracing());
  await page.close();
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    fps: round(frames.fps),
    longestFrameMs: round(frames.longestFrameMs),
    longestTaskMs: round(longestTaskMs),
    ...(frames.hits === undefined ? {} : { hits: frames.hits }),
  };
}

const worst = (runs: MotionReport[]): MotionReport => ({
  fps: Math.min(...runs.map((r) => r.fps)),
  longestFrameMs: Math.max(...runs.map((r) => r.longestFrameMs)),
  longestTaskMs: Math.max(...runs.map((r) => r.longestTaskMs)),
  ...(runs[0].hits === undefined ? {} : { hits: Math.min(...runs.map((r) => r.hits ?? 0)) }),
});

/** Measures both games, RUNS times each, and keeps the worst figures. */
export async function measureGames(): Promise<GamesReport> {
  const files = await buildPage();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  try {
    const target: MotionReport[] = [];
    const wheelSpin: MotionReport[] = [];
    for (let run = 0; run < RUNS; run++) {
      target.push(
        await measure(browser, files, '#target', async (page) => {
          const counted = countFrames(page, TARGET_MS);
          const hits = await pressTarget(page, TARGET_MS - PRESS_MS);
          return { ...(await counted), hits };
        }),
      );
      wheelSpin.push(
        await measure(browser, files, '#wheel', async (page) => {
          const counted = countFrames(page, SPIN_MS);
          await page.evaluate(
            (segment) => (window as unknown as { spin(s: number): Promise<void> }).spin(segment),
            run,
          );
          return counted;
        }),
      );
    }
    return { target: worst(target), wheelSpin: worst(wheelSpin) };
  } finally {
    await browser.close();
  }
}

/** Measures, prints the figures against the bars, and keeps them in bench/results/games.json. */
export async function reportGames(): Promise<GamesReport> {
  const report = await measureGames();
  const line = (name: string, r: MotionReport) =>
    `  ${name.padEnd(12)} ${r.fps} fps (bar 60), longest task ${r.longestTaskMs} ms (bar ≤ 50), longest frame ${r.longestFrameMs} ms` +
    (r.hits === undefined ? '' : `, ${r.hits} mouse hits on the moving target`);
  console.log(`\nGames in Chromium (worst of ${RUNS} runs):`);
  console.log(line('target game', report.target));
  console.log(line('wheel spin', report.wheelSpin));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/games.json', JSON.stringify(report, null, 2));
  return report;
}

// `npx tsx bench/games.ts` prints the figures.
if (import.meta.url === `file://${process.argv[1]}`) await reportGames();
