/** algod's answer formats: JSON unless a request asks for msgpack (algod's getCodecHandle). */
import { msgpackRawEncode } from 'algosdk';
import { badRequest } from '../engine/errors';
import { json, msgpack } from '../respond';
import { toJsonShape } from '../views/pending';

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
