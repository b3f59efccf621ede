/**
 * The ranking's cost to an idle client and its freshness (issue 33; DESIGN.md §10: one small request a second and a
 * few KB a minute whatever the number of players), at 1,000 and 10,000 players: a local ledger with that many
 * simulated players, a preview of the localnet build re-routed to it, a new account on /quizz in Chromium at
 * 390×844. Reports the requests and bytes the page asks of algod and the indexer per idle minute (IDLE_S seconds,
 * scaled), and the time from an outside submission (plain algosdk, confirmed) to its row on top of the screen.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { Algodv2 } from 'algosdk';
import { chromium, type Request } from 'playwright';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/chromium.ts';
import { es } from '../src/i18n/es.ts';
import { outsideResult } from '../e2e/support/quizPlayer.ts';
import { startPreview } from './serve.ts';
import { createAccount } from './unlock.ts';

const IDLE_S = Number(process.env.RANKING_IDLE_S ?? 30);
const PORTS = { algod: 4291, indexer: 9291 };

/** One player count's figures. */
export interface RankingIdleReport {
  players: number;
  requestsPerMinute: number;
  kbPerMinute: number;
  /** Of those requests, the ranking's own: the new-round long-poll and the reads of the quiz's top. */
  rankingRequestsPerMinute: number;
  submitToTopMs: number;
}

/** A request the ranking makes (algod's new-round long-poll, the app's global state), not the balances' poll. */
const isRankingRead = (url: string) =>
  /\/v2\/(status\/wait-for-block-after|applications)\//.test(new URL(url).pathname);

/** A ledger with `players` players on the bench's ports, in its own process group; resolves with its stop. */
async function startLedger(players: number): Promise<() => void> {
  const child = spawn('npx', ['tsx', 'scripts/devnet.ts', '--in-memory', '--players', String(players)], {
    env: { ...process.env, DEVNET_ALGOD_PORT: String(PORTS.algod), DEVNET_INDEXER_PORT: String(PORTS.indexer) },
    detached: true,
    stdio: 'ignore',
  });
  const stop = () => void (child.pid && process.kill(-child.pid, 'SIGTERM'));
  for (let tries = 0; tries < 600; tries++) {
    if ((await fetch(`http://localhost:${PORTS.algod}/devnet/health`).catch(() => null))?.ok) return stop;
    await sleep(200);
  }
  stop();
  throw new Error('the bench ledger did not start');
}

const isLedger = (url: string) => /^http:\/\/localhost:(4001|8980)\//.test(url);

/** Measures one player count against the preview at `origin`. */
export async function measureRankingIdle(origin: string, players: number): Promise<RankingIdleReport> {
  const stopLedger = await startLedger(players);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    for (const [from, to] of [
      [4001, PORTS.algod],
      [8980, PORTS.indexer],
    ])
      await context.route(new RegExp(`^http://localhost:${from}/`), (route) =>
        route.continue({ url: route.request().url().replace(`localhost:${from}`, `localhost:${to}`) }),
      );
    const page = await context.newPage();
    await createAccount(page, origin);
    await page.getByRole('button', { name: new RegExp(`^${es.tiles.quiz}`) }).click();
    await page.getByRole('dialog', { name: es.tiles.quiz }).getByRole('link', { name: es.tiles.start }).click();
    const firstRow = page.getByRole('table', { name: es.quiz.rankingTitle }).getByRole('row').nth(1);
    await firstRow.waitFor();
    await sleep(2_000); // the first reads settle

    const asked: Request[] = [];
    page.on('request', (request) => isLedger(request.url()) && asked.push(request));
    await sleep(IDLE_S * 1000);
    const idle = [...asked];
    const bytes = await Promise.all(
      idle.map(async (request) => {
        if (!(await request.response().catch(() => null))) return 0;
        const sizes = await request.sizes();
        return sizes.responseBodySize + sizes.responseHeadersSize;
      }),
    );

    const algod = new Algodv2('', 'http://localhost', PORTS.algod);
    const dispense = async (data: Record<string, unknown>) => {
      const answer = await fetch(`http://localhost:${PORTS.algod}/devnet/fund`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      });
      if (!answer.ok) throw new Error(`fund: ${answer.status} ${await answer.text()}`);
    };
    const { address: outsider } = await outsideResult(algod, dispense, 10n, 900n);
    const sentAt = performance.now();
    const short = `${outsider.slice(0, 6)}…${outsider.slice(-4)}`;
    await firstRow.filter({ hasText: short }).waitFor({ timeout: 30_000 });
    const perMinute = 60 / IDLE_S;
    return {
      players,
      requestsPerMinute: Math.round(idle.length * perMinute),
      rankingRequestsPerMinute: Math.round(idle.filter((request) => isRankingRead(request.url())).length * perMinute),
      kbPerMinute: Math.round((bytes.reduce((sum, n) => sum + n, 0) * perMinute) / 100) / 10,
      submitToTopMs: Math.round(performance.now() - sentAt),
    };
  } finally {
    await browser.close();
    stopLedger();
  }
}

/** Measures 1,000 and 10,000 players on a preview of the bench build and prints the figures. */
export async function reportRankingIdle(): Promise<RankingIdleReport[]> {
  const preview = await startPreview(4183);
  try {
    const reports = [];
    for (const players of [1_000, 10_000]) {
      const r = await measureRankingIdle(preview.origin, players);
      console.log(
        `Ranking, idle client on /quizz at ${r.players} players: ${r.requestsPerMinute} requests and ${r.kbPerMinute} KB a minute, ` +
          `${r.rankingRequestsPerMinute} of them the ranking's (bar: ≤ 60, the same at any number of players; the journey's: ` +
          `≤ 75 and 300 KB); an outside result on top ${r.submitToTopMs} ms after its confirmation (bar: 3 s)`,
      );
      reports.push(r);
    }
    return reports;
  } finally {
    preview.stop();
  }
}

// `npx tsx bench/rankingIdle.ts` runs it alone (after a bench build: `npm run bench` makes one).
if (import.meta.url === pathToFileURL(process.argv[1]).href) await reportRankingIdle();
