/** algod's transaction routes (API.md §2): submit, simulate, and the pool (one transaction, an account's, all). */
import { decodeSignedTransaction } from 'algosdk';
import { http, type HttpHandler } from 'msw';
import { badRequest, notFound } from '../engine/errors';
import type { Ledger } from '../engine/ledger';
import type { Faults } from '../faults';
import { addressParam, optionalUint } from '../params';
import { answer, json } from '../respond';
import type { GetRoute } from '../routeKit';
import { pendingListObject, pendingObject, pooledObject } from '../views/pending';
import { inFormat } from './format';
import { simulateHandler } from './simulate';

const NOT_PENDING = 'could not find the transaction in the transaction pool or in the last 1000 confirmed rounds';

/** The transaction routes on `base`. */
export function transactionRoutes(ledger: Ledger, base: string, faults: Faults, get: GetRoute): HttpHandler[] {
  return [
    get('/v2/transactions/pending/:txid', 'pending', ({ params, url }) => {
      const txid = String(params.txid);
      if (!/^[A-Z2-7]{52}$/.test(txid)) throw badRequest('no valid transaction ID was specified');
      const confirmed = ledger.state.txns.get(txid);
      const pooled = confirmed ? undefined : ledger.pooled(txid);
      if (!confirmed && !pooled) throw notFound(NOT_PENDING);
      const body = confirmed
        ? pendingObject(confirmed, decodeSignedTransaction(confirmed.signed).txn)
        : pooledObject(pooled!.signed, pooled!.poolError);
      return inFormat(url, body);
    }),
    http.post(`${base}/v2/transactions`, ({ request }) =>
      faults.run('submit', () =>
        answer(async () => json({ txId: ledger.submit(new Uint8Array(await request.arrayBuffer())) })),
      ),
    ),
    simulateHandler(ledger, base, faults),
    get('/v2/accounts/:address/transactions/pending', 'pending-list', ({ params, url }) => {
      const address = addressParam(params.address);
      return inFormat(url, pendingListObject(ledger.poolContents(), optionalUint(url, 'max') ?? 0n, address));
    }),
    get('/v2/transactions/pending', 'pending-list', ({ url }) =>
      inFormat(url, pendingListObject(ledger.poolContents(), optionalUint(url, 'max') ?? 0n)),
    ),
  ];
}
