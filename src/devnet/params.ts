/** Path and query parameters, rejected with algod's router texts (API.md §1). */
import { isValidAddress } from 'algosdk';
import { badRequest } from './engine/errors';

/** A path address, or 400 `Invalid format for parameter address: ...`. */
export function addressParam(value: unknown): string {
  const text = String(value);
  if (!isValidAddress(text))
    throw badRequest(`Invalid format for parameter address: checksum or length mismatch for ${text}`);
  return text;
}

/** Go's strconv.ParseUint(text, 10, 64): the value, or its error text (`invalid syntax`, `value out of range`). */
export function parseUint64(text: string): bigint | string {
  if (!/^\d+$/.test(text)) return `strconv.ParseUint: parsing "${text}": invalid syntax`;
  const value = BigInt(text);
  return value < 2n ** 64n ? value : `strconv.ParseUint: parsing "${text}": value out of range`;
}

/** A uint64 parameter, or 400 `Invalid format for parameter NAME: ...`. */
export function uintParam(name: string, value: unknown): bigint {
  const parsed = parseUint64(String(value));
  if (typeof parsed === 'string') throw badRequest(`Invalid format for parameter ${name}: ${parsed}`);
  return parsed;
}

/** An optional uint64 query parameter. */
export function optionalUint(url: URL, name: string): bigint | undefined {
  const text = url.searchParams.get(name);
  return text === null ? undefined : uintParam(name, text);
}

/** The `limit` query parameter, defaulted and capped like the indexer does. */
export function limitParam(url: URL, limits: { default: number; max: number }): number {
  const limit = optionalUint(url, 'limit');
  if (limit === undefined) return limits.default;
  return Number(limit > BigInt(limits.max) ? BigInt(limits.max) : limit);
}
