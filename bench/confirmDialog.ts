/**
 * The dry run's cost (issue 20: it may add ≤ 150 ms on the local ledger): in Debian's Chromium against a preview of
 * the built app on the local ledger, the time from pressing 'Enviar' on /wallet to the frame after the confirmation
 * offers 'Confirmar' (the Confirm-ready dialog), with the dry run and on a node without the simulate route (the
 * ledger's fault injection answers it 404, as an old node would: the dialog then says it could not simulate).
 * Medians of RUNS sends of 1 ALGO each, cancelled, alternating the two nodes.
 */
import { pathToFileURL } from 'node:url';
import { generateAccount } from 'algosdk';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/chromium.ts';
import { es } from '../src/i18n/es.ts';
import { LOCALNET_URLS } from '../src/services/config/localnet.ts';
import { buildForLocalnet, ensureDevnet, startPreview } from './serve.ts';
import { median } from './stats.ts';
import { createAccount } from './unlock.ts';

const RUNS = Number(process.env.CONFIRM_RUNS ?? 9);

/** The medians, in milliseconds. */
export interface ConfirmDialogReport {
  withDryRunMs: number;
  withoutDryRunMs: number;
  addedMs: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** POSTs (or DELETEs) a control route of the local ledger. */
async function control(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<void> {
  const answer = await fetch(`${LOCALNET_URLS.algod}/devnet/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`devnet ${path}: ${answer.status} ${await answer.text()}`);
}

/** From /home (signed in, funded) to /wallet through the Mox Wallet tile, with the balances shown. */
async function openWallet(page: Page) {
  await page.getByRole('button', { name: new RegExp(`^${es.tiles.wallet}`) }).click();
  await page.getByRole('dialog', { name: es.tiles.wallet }).getByRole('link', { name: es.tiles.profile }).click();
  await page.getByRole('heading', { level: 1, name: es.wallet.title }).waitFor();
}

/**
 * One send of 1 ALGO to `receiver`: presses 'Enviar', times until the frame after 'Confirmar' is in the dialog, checks
 * the dialog is the expected kind (the dry run's balance changes, or the could-not-simulate notice), then cancels.
 */
async function timeConfirmReady(page: Page, receiver: string, dryRun: boolean): Promise<number> {
  await page.getByLabel(es.wallet.destination).fill(receiver);
  await page.getByLabel(es.wallet.amount).fill('1');
  const send = await page.getByRole('button', { name: es.wallet.send, exact: true }).elementHandle();
  const ms = await page.evaluate(
    // No named functions in here: tsx's keep-names helper does not exist in the page (see unlock.ts).
    ([button, confirm]) =>
      new Promise<number>((resolve) => {
        // The dialog renders 'Confirmar' only once it may be pressed (the dry run answered, or could not).
        const observer = new MutationObserver(() => {
          const buttons = [...document.querySelectorAll('[role="dialog"] button, dialog button')];
          if (!buttons.some((b) => b.textContent?.trim() === confirm)) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        const start = performance.now();
        (button as HTMLButtonElement).click();
      }),
    [send, es.confirmTx.confirm] as const,
  );
  const dialog = page.getByRole('dialog', { name: es.confirmTx.title });
  const shown = dryRun
    ? dialog.getByRole('region', { name: es.confirmTx.balanceChanges })
    : dialog.getByText(es.confirmTx.dryRunUnavailable);
  await shown.waitFor({ timeout: 5_000 });
  await page.keyboard.press('Escape'); // declines it, as Cancelar does
  await dialog.waitFor({ state: 'detached' });
  return ms;
}

/** Measures both kinds of node against the preview at `baseUrl` (default: BENCH_BASE_URL or :4173). */
export async function measureConfirmDialog(
  baseUrl = process.env.BENCH_BASE_URL ?? 'http://localhost:4173',
): Promise<ConfirmDialogReport> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });
    await createAccount(page, baseUrl);
    const address = await page.getByTitle(/^[A-Z2-7]{58}$/).getAttribute('title');
    await control('fund', 'POST', { address });
    await openWallet(page);
    const receiver = generateAccount().addr.toString();
    const withDryRun: number[] = [];
    const withoutDryRun: number[] = [];
    // One unmeasured send first: the dialog's code and the first reads are loaded then, for both kinds alike.
    await timeConfirmReady(page, receiver, true);
    for (let run = 0; run < RUNS; run += 1) {
      withDryRun.push(await timeConfirmReady(page, receiver, true));
      await control('faults', 'POST', { route: 'simulate', status: 404 });
      try {
        withoutDryRun.push(await timeConfirmReady(page, receiver, false));
      } finally {
        await control('faults', 'DELETE');
      }
    }
    const withDryRunMs = median(withDryRun);
    const withoutDryRunMs = median(withoutDryRun);
    return {
      withDryRunMs: round(withDryRunMs),
      withoutDryRunMs: round(withoutDryRunMs),
      addedMs: round(withDryRunMs - withoutDryRunMs),
    };
  } finally {
    await browser.close();
  }
}

/** The figures as `npm run bench` prints them. */
export const describeConfirmDialog = (report: ConfirmDialogReport) =>
  `Confirmation (Chromium, Enviar → Confirm-ready dialog): with the dry run ${report.withDryRunMs} ms, without ${report.withoutDryRunMs} ms, the dry run adds ${report.addedMs} ms (bar ≤ 150)`;

// `npx tsx bench/confirmDialog.ts` builds for the local ledger, serves it and prints the figures on their own.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildForLocalnet();
  const stopDevnet = await ensureDevnet();
  const preview = await startPreview();
  try {
    console.log(describeConfirmDialog(await measureConfirmDialog(preview.origin)));
  } finally {
    preview.stop();
    stopDevnet();
  }
}
