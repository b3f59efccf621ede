import { MAX_BASE_UNITS } from '../amounts';
import { isChecksummedAddress } from '../config/address';

/**
 * A payment request as ARC-26 carries it: who receives and, optionally, how much of what. `amount` is in base
 * units (microAlgos, or the asset's smallest unit); `assetId` absent means ALGO.
 */
export interface PaymentRequest {
  address: string;
  amount?: bigint;
  assetId?: bigint;
}

/** What {@link parsePaymentUri} reads: the request plus the free-text fields another wallet may have added. */
export interface ParsedPaymentUri extends PaymentRequest {
  label?: string;
  note?: string;
  /** A note the payer must not be able to edit. */
  xnote?: string;
}

/** A URI or a request that breaks ARC-26 (or has an address whose checksum is wrong). */
export class PaymentUriError extends Error {
  constructor(reason: string) {
    super(`ARC-26: ${reason}`);
    this.name = 'PaymentUriError';
  }
}

const SCHEME = 'algorand://';
// ARC-26: amount and asset are "*digit" — strictly non-negative integers, never a comma, period or sign.
const DIGITS = /^\d+$/;

function checkUint64(name: string, value: bigint): bigint {
  if (value < 0n || value > MAX_BASE_UNITS) throw new PaymentUriError(`${name} outside uint64`);
  return value;
}

/**
 * The ARC-26 URI of a request: `algorand://<address>`, then `?amount=<base units>` and, for an ASA, `&asset=<id>`.
 * Every character is base32 or a digit, so nothing needs percent-encoding. Throws PaymentUriError for an address
 * whose checksum fails, a figure outside uint64, or an asset without an amount (this wallet never asks for that).
 */
export function buildPaymentUri({ address, amount, assetId }: PaymentRequest): string {
  if (!isChecksummedAddress(address)) throw new PaymentUriError('invalid address');
  if (amount === undefined) {
    if (assetId !== undefined) throw new PaymentUriError('asset without amount');
    return SCHEME + address;
  }
  const query = [`amount=${checkUint64('amount', amount)}`];
  if (assetId !== undefined) query.push(`asset=${checkUint64('asset', assetId)}`);
  return `${SCHEME}${address}?${query.join('&')}`;
}

function readUint64(name: string, text: string): bigint {
  if (!DIGITS.test(text)) throw new PaymentUriError(`${name} is not a non-negative integer`);
  return checkUint64(name, BigInt(text));
}

function decodeText(name: string, text: string): string {
  try {
    // ARC-26: UTF-8, then each octet percent-encoded (RFC 3986). '+' is not a space in RFC 3986, so no
    // URLSearchParams here (it reads '+' as a space, form-encoding style).
    return decodeURIComponent(text);
  } catch {
    throw new PaymentUriError(`${name} is not valid percent-encoded UTF-8`);
  }
}

/**
 * Reads an ARC-26 URI: the scheme in any case, a checksummed address, `amount`/`asset` as base-unit integers,
 * `label`/`note`/`xnote` percent-decoded from UTF-8; other keys (future extensions) are ignored. Keys are
 * case-sensitive, as ARC-26 says. Throws PaymentUriError otherwise.
 */
export function parsePaymentUri(uri: string): ParsedPaymentUri {
  if (uri.slice(0, SCHEME.length).toLowerCase() !== SCHEME) throw new PaymentUriError('not an algorand:// URI');
  const rest = uri.slice(SCHEME.length);
  const queryAt = rest.indexOf('?');
  const address = queryAt < 0 ? rest : rest.slice(0, queryAt);
  if (!isChecksummedAddress(address)) throw new PaymentUriError('invalid address');
  const parsed: ParsedPaymentUri = { address };
  const query = queryAt < 0 ? '' : rest.slice(queryAt + 1);
  for (const param of query.split('&').filter(Boolean)) {
    const eq = param.indexOf('=');
    const key = eq < 0 ? param : param.slice(0, eq);
    const value = eq < 0 ? '' : param.slice(eq + 1);
    if (key === 'amount') parsed.amount = readUint64(key, value);
    else if (key === 'asset') parsed.assetId = readUint64(key, value);
    else if (key === 'label' || key === 'note' || key === 'xnote') parsed[key] = decodeText(key, value);
  }
  return parsed;
}
