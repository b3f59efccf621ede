/**
 * The route of POST /v2/transactions/simulate: decodes the request as algod does (msgpack, which algosdk sends,
 * else JSON), runs the engine's simulate and answers in the `format` asked for (JSON unless `format=msgpack`).
 */
import { http, type HttpHandler } from 'msw';
import { decodeJSON, decodeMsgpack, modelsv2 } from 'algosdk';
import { inFormat } from './format';
import { badRequest } from '../engine/errors';
import type { Ledger } from '../engine/ledger';
import { simulate } from '../engine/simulate';
import type { Faults } from '../faults';
import { answer } from '../respond';
import { simulateObject } from '../views/simulate';

/** algod's MaxTealDryrunBytes: the largest request body simulate reads. */
const MAX_REQUEST_BYTES = 1_000_000;

function decodeRequest(body: Uint8Array): modelsv2.SimulateRequest {
  if (body.length > MAX_REQUEST_BYTES) throw badRequest('http: request body too large');
  // go-codec's decoders both stop at the end of an empty body: algod answers the io.EOF they return.
  if (body.length === 0) throw badRequest('EOF');
  try {
    return decodeMsgpack(body, modelsv2.SimulateRequest);
  } catch {
    try {
      return decodeJSON(new TextDecoder().decode(body), modelsv2.SimulateRequest);
    } catch (error) {
      throw badRequest(`json decode error: ${(error as Error).message}`);
    }
  }
}

/** The simulate route at `base`, consulting `faults` as route 'simulate'. */
export function simulateHandler(ledger: Ledger, base: string, faults: Faults): HttpHandler {
  return http.post(`${base}/v2/transactions/simulate`, ({ request }) =>
    faults.run('simulate', () =>
      answer(async () => {
        const outcome = simulate(ledger, decodeRequest(new Uint8Array(await request.arrayBuffer())));
        // The format is read after the simulation, as algod does: a bad one is refused only then.
        return inFormat(new URL(request.url), simulateObject(outcome));
      }),
    ),
  );
}
