/** algod's app and asset routes (API.md §2): an app, an asset, and an app's boxes listed or read by name. */
import type { HttpHandler } from 'msw';
import { base64ToBytes, bytesToBase64, decodeAddress, encodeUint64, isValidAddress } from 'algosdk';
import { badRequest, notFound } from '../engine/errors';
import type { Ledger } from '../engine/ledger';
import { parseUint64, uintParam } from '../params';
import { json } from '../respond';
import type { GetRoute } from '../routeKit';
import { applicationJson, assetJson } from '../views/algodApps';

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

/** The app, asset and box routes. */
export function appRoutes(ledger: Ledger, get: GetRoute): HttpHandler[] {
  return [
    get('/v2/applications/:id', 'application', ({ params }) => {
      const app = ledger.state.apps.get(uintParam('application-id', params.id));
      if (!app) throw notFound('application does not exist');
      return json(applicationJson(app));
    }),
    get('/v2/assets/:id', 'asset', ({ params }) => {
      const asset = ledger.state.assets.get(uintParam('asset-id', params.id));
      if (!asset) throw notFound('asset does not exist');
      return json(assetJson(asset));
    }),
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
