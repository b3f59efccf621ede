/**
 * algod's routes beyond the wallet's own calls (API.md §2; go-algorand's common and v2 handlers): node health,
 * versions and genesis, an account's asset holdings, the transaction pool and application boxes.
 */
import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { base64ToBytes, bytesToBase64, decodeAddress, encodeUint64, isValidAddress, msgpackRawEncode } from 'algosdk';
import { badRequest, notFound } from './engine/errors';
import type { Ledger } from './engine/ledger';
import type { Faults } from './faults';
import { addressParam, optionalUint, parseUint64, uintParam } from './params';
import { json, msgpack } from './respond';
import { getRoute } from './routeKit';
import { ASSETS_LIMIT, accountAssetsJson } from './views/algodAccount';
import { genesisJson, versionsJson } from './views/algodNode';
import { pendingListObject, toJsonShape } from './views/pending';

/** `format`: JSON unless msgpack is asked for (algod's getCodecHandle), or algod's 400. */
export function wantsMsgpack(url: URL): boolean {
  const format = url.searchParams.get('format');
  if (format === null || format === 'json') return false;
  if (format === 'msgpack') return true;
  throw badRequest('failed to parse the format option');
}

/** A msgpack-typed body in the format the request asked for. */
export const inFormat = (url: URL, body: Record<string, unknown>): Response =>
  wantsMsgpack(url) ? msgpack(msgpackRawEncode(body)) : json(toJsonShape(body));

/** algod's `encoding:value` box names (goal's app-call-argument form) as raw bytes, or its 400s. */
function boxNameParam(value: string | null): Uint8Array {
  const colon = value?.indexOf(':') ?? -1;
  if (value === null || colon < 0)
    throw badRequest("all arguments and box names should be of the form 'encoding:value'");
  const [encoding, text] = [value.slice(0, colon), value.slice(colon + 1)];
  if (encoding === 'b64' || encoding === 'base64') {
    try {
      return base64ToBytes(text);
    } catch {
      throw badRequest(`Could not decode base64-encoded string (${text})`);
    }
  }
  if (encoding === 'int' || encoding === 'integer') {
    const number = parseUint64(text);
    if (typeof number !== 'bigint') throw badRequest(`Could not parse uint64 from string (${text})`);
    return encodeUint64(number);
  }
  if (encoding === 'addr' || encoding === 'address') {
    if (!isValidAddress(text)) throw badRequest(`Could not unmarshal checksummed address from string (${text})`);
    return decodeAddress(text).publicKey;
  }
  if (encoding === 'str' || encoding === 'string') return new TextEncoder().encode(text);
  throw badRequest(`Unknown encoding: ${encoding}`);
}

/** An app's box names (base64), in byte order as algod's key-value store lists them. */
function boxNames(boxes: Map<string, Uint8Array> | undefined): string[] {
  const names = [...(boxes?.keys() ?? [])].map((name) => base64ToBytes(name));
  names.sort((a, b) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
    return a.length - b.length;
  });
  return names.map(bytesToBase64);
}

/** The `limit` of GET /v2/accounts/{address}/assets, or algod's 400s. */
function assetsLimit(url: URL): number {
  const limit = optionalUint(url, 'limit');
  if (limit === undefined) return ASSETS_LIMIT.default;
  if (limit === 0n) throw badRequest('limit parameter must be a positive integer');
  if (limit > BigInt(ASSETS_LIMIT.max)) {
    throw badRequest(`limit ${limit} exceeds max assets single batch limit ${ASSETS_LIMIT.max}`);
  }
  return Number(limit);
}

/** The routes above, on `base`. */
export function moreAlgodHandlers(ledger: Ledger, base: string, faults: Faults): HttpHandler[] {
  const get = getRoute(base, faults);
  // algod answers both probes with a JSON `null`.
  const ok = () => new HttpResponse('null\n', { headers: { 'Content-Type': 'application/json' } });
  return [
    get('/health', 'node', ok),
    get('/ready', 'node', ok),
    get('/versions', 'node', () => json(versionsJson(ledger))),
    get('/genesis', 'node', () => json(genesisJson(ledger))),
    get('/v2/accounts/:address/assets', 'account-assets', ({ params, url }) => {
      const next = url.searchParams.get('next');
      const after = next === null ? 0n : parseUint64(next);
      if (typeof after === 'string') throw badRequest(`unable to parse next token: ${after}`);
      return json(accountAssetsJson(ledger, addressParam(params.address), assetsLimit(url), after));
    }),
    get('/v2/accounts/:address/transactions/pending', 'pending-list', ({ params, url }) => {
      const address = addressParam(params.address);
      return inFormat(url, pendingListObject(ledger.poolContents(), optionalUint(url, 'max') ?? 0n, address));
    }),
    get('/v2/transactions/pending', 'pending-list', ({ url }) =>
      inFormat(url, pendingListObject(ledger.poolContents(), optionalUint(url, 'max') ?? 0n)),
    ),
    // An app that does not exist lists no boxes, as algod's lookup of its key range finds none.
    get('/v2/applications/:id/boxes', 'boxes', ({ params }) => {
      const app = ledger.state.apps.get(uintParam('application-id', params.id));
      return json({ boxes: boxNames(app?.boxes).map((name) => ({ name })), round: ledger.round });
    }),
    get('/v2/applications/:id/box', 'boxes', ({ params, url }) => {
      const app = ledger.state.apps.get(uintParam('application-id', params.id));
      const name = bytesToBase64(boxNameParam(url.searchParams.get('name')));
      const value = app?.boxes?.get(name);
      if (!value) throw notFound('box not found');
      return json({ name, round: ledger.round, value: bytesToBase64(value) });
    }),
  ];
}
