/**
 * Control routes of the local devnet (DESIGN.md §5), under /devnet/ on the algod port: the dispenser,
 * the clock, congestion fees, fault injection, the indexer's lag, reset and a readiness probe. Not part of algod: the app calls
 * only `fund` (its test-token buttons, on the local ledger).
 */
import { http, type HttpHandler } from 'msw';
import { IntDecoding, parseJSON } from 'algosdk';
import { DISPENSER_ALGO } from '../devnet';
import type { Ledger } from '../engine/ledger';
import { AlgodError, badRequest } from '../engine/errors';
import { type Faults, isFaultSpec } from '../faults';
import { type IndexerLag, MAX_INDEXER_LAG } from '../indexer/lag';
import { addressParam, uintParam } from '../params';
import { answer, json } from '../respond';

/** How long a grant waits for its block: algod's wait-for-block timeout. */
const GRANT_WAIT_MS = 60_000;

async function body(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const parsed = parseJSON(text, { intDecoding: IntDecoding.BIGINT });
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('body must be a JSON object');
}

/** Runs a dispenser grant and, with a block time, waits for its block (LocalNet's dispenser waits too). */
async function granted(ledger: Ledger, grant: () => string): Promise<string> {
  const txid = grant();
  if (ledger.state.txns.has(txid)) return txid;
  await ledger.waitForRound(ledger.round + 1n, GRANT_WAIT_MS);
  if (ledger.state.txns.has(txid)) return txid;
  throw new AlgodError(
    503,
    `the grant ${txid} was not confirmed: ${ledger.pooled(txid)?.poolError || 'no block came'}`,
  );
}

/**
 * True when the request names the control route exactly: a base of '*' lets msw match any prefix
 * (`/x/devnet/reset`), which must never reach a control handler (it falls through to the 404 instead).
 */
export const isExactControlPath = (request: Request, path: string): boolean => new URL(request.url).pathname === path;

/** What the control routes change besides the ledger: the fault registry and the indexer's lag. */
export interface Controlled {
  faults: Faults;
  indexerLag: IndexerLag;
}

/** The `rounds` of POST /devnet/indexer-lag: a whole number up to MAX_INDEXER_LAG, or a 400. */
function lagRounds(rounds: unknown): number {
  const value = uintParam('rounds', rounds);
  if (value > BigInt(MAX_INDEXER_LAG)) throw badRequest(`rounds must be at most ${MAX_INDEXER_LAG}`);
  return Number(value);
}

/** POST fund/clock/fees/faults/indexer-lag/reset, DELETE faults, GET health, under `${base}/devnet/`. */
export function createControlHandlers(ledger: Ledger, { faults, indexerLag }: Controlled, base = '*'): HttpHandler[] {
  const post = (path: string, handle: (body: Record<string, unknown>) => Response | Promise<Response>) =>
    http.post(`${base}/devnet/${path}`, async ({ request }) =>
      isExactControlPath(request, `/devnet/${path}`) ? answer(async () => handle(await body(request))) : undefined,
    );
  return [
    post('fund', async ({ address, microAlgos, assetId, amount }) => {
      const to = addressParam(address);
      if (assetId === undefined) {
        const txId = await granted(ledger, () =>
          ledger.fund(to, microAlgos === undefined ? DISPENSER_ALGO : uintParam('microAlgos', microAlgos)),
        );
        return json({ address: to, amount: ledger.state.accounts.get(to)?.amount ?? 0n, txId });
      }
      const id = uintParam('assetId', assetId);
      const txId = await granted(ledger, () => ledger.fundToken(to, id, uintParam('amount', amount)));
      return json({ address: to, assetId: id, amount: ledger.state.accounts.get(to)!.assets.get(id)!.amount, txId });
    }),
    post('clock', ({ seconds }) => {
      ledger.advanceClock(uintParam('seconds', seconds));
      // Time passing on a chain means blocks passing: a block at the new time, so the next app call's
      // LatestTimestamp (the previous block's) sees the jump, as it would on MainNet a block later.
      ledger.makeBlock();
      return json({ now: ledger.now() });
    }),
    post('fees', ({ feePerByte }) => {
      ledger.feePerByte = uintParam('feePerByte', feePerByte);
      return json({ feePerByte: ledger.feePerByte });
    }),
    post('faults', (spec) => {
      if (!isFaultSpec(spec)) throw badRequest('expected {route, latencyMs?, status?, hang?, loseResponse?}');
      faults.set(spec);
      return json({ faults: faults.list() });
    }),
    http.delete(`${base}/devnet/faults`, ({ request }) => {
      if (!isExactControlPath(request, '/devnet/faults')) return undefined;
      faults.clear();
      return json({ faults: [] });
    }),
    // The indexer answers from the state of `rounds` rounds before algod's last (0: caught up).
    post('indexer-lag', ({ rounds }) => {
      indexerLag.set(lagRounds(rounds));
      return json({ rounds: indexerLag.rounds, indexerRound: indexerLag.view().round, round: ledger.round });
    }),
    post('reset', () => {
      ledger.reset();
      faults.clear();
      indexerLag.set(0);
      return json({ round: ledger.round });
    }),
    http.get(`${base}/devnet/health`, ({ request }) =>
      isExactControlPath(request, '/devnet/health') ? json({ ok: true, round: ledger.round }) : undefined,
    ),
  ];
}
