/** `npm run bench`: runs every benchmark and prints the figures DESIGN.md §10 sets bars for. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { measureBundle } from './bundle.ts';
import { describeConfirmDialog, measureConfirmDialog } from './confirmDialog.ts';
import { reportGames } from './games.ts';
import { measureRoute } from './home.ts';
import { describeManyPlayersStart, measureLedger, measureManyPlayersStart } from './ledger.ts';
import { LIGHTHOUSE_RUNS, measureLighthouse } from './lighthouse.ts';
import { describePwa, measurePwa } from './pwa.ts';
import { buildForLocalnet, ensureDevnet, startPreview } from './serve.ts';
import { measureSignedInHome } from './signedInHome.ts';
import { measureUnlock } from './unlock.ts';

/** DESIGN.md §10's bars. */
const BARS = { firstLoadGzipKb: 90, totalJsGzipKb: 350, unlockOverheadMs: 40, signedInFlowScore: 95 };
const LIGHTHOUSE_BARS: Record<string, number> = { '/': 95, '/login': 95, '/home': 95 };

/** Serves the build and times the unlock (and, for the whole bench, the confirmation dialog); prints their lines. */
async function benchInBrowser({ confirmDialog: withDialog }: { confirmDialog: boolean }) {
  const preview = await startPreview();
  try {
    const unlock = await measureUnlock(preview.origin);
    console.log(
      `\nUnlock (Chromium): bare KDF ${unlock.kdfMs} ms, login → /home ${unlock.loginToHomeMs} ms, overhead ${unlock.overheadMs} ms (bar ≤ ${BARS.unlockOverheadMs})`,
    );
    const confirmDialog = withDialog ? await measureConfirmDialog(preview.origin) : undefined;
    if (confirmDialog) console.log(describeConfirmDialog(confirmDialog));
    return { unlock, confirmDialog };
  } finally {
    preview.stop();
  }
}

/** Prints each route's Lighthouse figures against its bar. */
function reportLighthouse(lighthouse: Awaited<ReturnType<typeof measureLighthouse>>) {
  console.log(`\nLighthouse (mobile), median of ${LIGHTHOUSE_RUNS} runs:`);
  for (const report of lighthouse) {
    const path = new URL(report.url).pathname;
    const m = report.metrics;
    console.log(
      `  ${path.padEnd(7)} performance ${report.performance} (bar ≥ ${LIGHTHOUSE_BARS[path]}), a11y ${report.accessibility}; LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}`,
    );
  }
}

/** Prints the login → signed-in /home flow's score against its bar. */
function reportSignedInFlow(signedIn: Awaited<ReturnType<typeof measureSignedInHome>>) {
  console.log(
    `Lighthouse, login → signed-in /home: performance ${signedIn.unlock.performance} (bar ≥ ${BARS.signedInFlowScore}; runs ${signedIn.runs.map((run) => run.performance).join(', ')}), TBT ${signedIn.unlock.tbtMs} ms, CLS ${signedIn.unlock.cls}; a11y ${signedIn.snapshot.accessibility}`,
  );
}

// A localnet build: a MainNet build without its settings would show the config screen past the landing.
buildForLocalnet();

// `npm run bench -- unlock`: the unlock alone, a minute instead of the whole bench's many.
if (process.argv.includes('unlock')) {
  const stop = await ensureDevnet();
  try {
    await benchInBrowser({ confirmDialog: false });
  } finally {
    stop();
  }
  process.exit(0);
}
// `npm run bench -- ranking`: issue 33's figures alone (the ledger's start at 10,000 players, the ranking's idle cost).
if (process.argv.includes('ranking')) {
  console.log(describeManyPlayersStart(await measureManyPlayersStart()));
  await (await import('./rankingIdle.ts')).reportRankingIdle();
  process.exit(0);
}
// `npm run bench -- lighthouse`: issue 34's scores alone (every route, and the login → signed-in /home flow).
if (process.argv.includes('lighthouse')) {
  const stop = await ensureDevnet();
  try {
    reportLighthouse(await measureLighthouse(Object.keys(LIGHTHOUSE_BARS), { build: false }));
    reportSignedInFlow(await measureSignedInHome({ build: false }));
  } finally {
    stop();
  }
  process.exit(0);
}
const bundle = measureBundle();
console.log('\nJS chunks (gzip KB):');
for (const c of bundle.chunks) console.log(`  ${c.gzipKb.toString().padStart(7)}  ${c.file}`);
console.log(`All JS: ${bundle.totalJsGzipKb} KB gzip (bar ≤ ${BARS.totalJsGzipKb})`);
const routes = [];
for (const route of ['/', '/login', '/home']) routes.push(await measureRoute(route, { build: false }));
console.log('\nJS a page load fetches (gzip):');
for (const r of routes) {
  const bar = r.route === '/home' ? '' : ` (bar ≤ ${BARS.firstLoadGzipKb})`;
  console.log(`  ${r.route.padEnd(7)} ${r.totalGzipKb} KB${bar}, algosdk ${r.loadsAlgosdk ? 'loaded' : 'not loaded'}`);
}

const ledger = await measureLedger();
console.log(`\nLocal ledger: submit + confirm of a 3-transaction group ${ledger.submitGroup3MedianMs} ms (median)`);
console.log(`Local ledger: simulate of a 3-transaction group ${ledger.simulateGroup3MedianMs} ms (median)`);
console.log(`Local ledger: indexer page of 1000 accounts ${ledger.indexerPage1000Ms} ms (median)`);
console.log(`Local ledger: devnet start-up with 1000 players ${ledger.devnetStart1000PlayersMs} ms (median)`);
console.log(describeManyPlayersStart(ledger.devnetStart10000Players));
console.log(`Local ledger: HTTP indexer page of the quiz's 1000 players ${ledger.indexerHttpPage1000Ms} ms (median)`);
await (await import('./ranking.ts')).reportRanking();
const rankingIdle = await (await import('./rankingIdle.ts')).reportRankingIdle();
await reportGames();

const stopDevnet = await ensureDevnet();
try {
  const { unlock, confirmDialog } = await benchInBrowser({ confirmDialog: true });

  const lighthouse = await measureLighthouse(Object.keys(LIGHTHOUSE_BARS), { build: false });
  reportLighthouse(lighthouse);

  const pwa = await measurePwa('/', { build: false });
  console.log(`\n${describePwa(pwa)}`);

  const signedIn = await measureSignedInHome({ build: false });
  reportSignedInFlow(signedIn);

  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/latest.json',
    JSON.stringify({ bundle, routes, ledger, rankingIdle, unlock, confirmDialog, lighthouse, pwa, signedIn }, null, 2),
  );
} finally {
  stopDevnet();
}
