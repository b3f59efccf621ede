/**
 * Control routes of the local devnet (DESIGN.md §5), under /devnet/ on the algod port: the dispenser,
 * the clock, fault injection, reset and a readiness probe. Not part of algod: the app never calls them.
 */
import { http, type HttpHandler } from 'msw';
import { IntDecoding, parseJSON } from 'algosdk';
import { DISPENSER_ALGO } from './devnet';
import type { Ledger } from './engine/ledger';
import { badRequest } from './engine/errors';
import { type Faults, isFaultSpec } from './faults';
import { addressParam, uintParam } from './params';
import { answer, json } from './respond';

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

/** POST fund/clock/faults/reset, DELETE faults, GET health, under `${base}/devnet/`. */
export function createControlHandlers(ledger: Ledger, faults: Faults, base = '*'): HttpHandler[] {
  const post = (path: string, handle: (body: Record<string, unknown>) => Response) =>
    http.post(`${base}/devnet/${path}`, async ({ request }) => answer(async () => handle(await body(request))));
  return [
    post('fund', ({ address, microAlgos }) => {
      const to = addressParam(address);
      ledger.fund(to, microAlgos === undefined ? DISPENSER_ALGO : uintParam('microAlgos', microAlgos));
      return json({ address: to, amount: ledger.state.accounts.get(to)!.amount });
    }),
    post('clock', ({ seconds }) => {
      ledger.advanceClock(uintParam('seconds', seconds));
      return json({ now: ledger.now() });
    }),
    post('faults', (spec) => {
      if (!isFaultSpec(spec)) throw badRequest('expected {route, latencyMs?, status?, hang?, loseResponse?}');
      faults.set(spec);
      return json({ faults: faults.list() });
    }),
    http.delete(`${base}/devnet/faults`, () => {
      faults.clear();
      return json({ faults: [] });
    }),
    post('reset', () => {
      ledger.reset();
      faults.clear();
      return json({ round: ledger.round });
    }),
    http.get(`${base}/devnet/health`, () => json({ ok: true, round: ledger.round })),
  ];
}
