import { MAX_BASE_UNITS } from '../amounts';
import { isChecksummedAddress } from '../config/address';

/**
 * A payment request as ARC-90 carries it (its payment part, which took over ARC-26): who receives and, optionally,
 * how much of what. `amount` is in base units (microAlgos, or the asset's smallest unit); `assetId` absent means ALGO.
 */
export interface PaymentRequest {
  address: string;
  amount?: bigint;
  assetId?: bigint;
}

/**
 * The network a URI names. ARC-90 puts it in the authority: `gh:<genesis hash>` (authoritative), `net:<alias>`
 * (advisory), or nothing, which means MainNet. `genesisHash` is standard base64, as algod reports it.
 */
export type UriNetwork = { genesisHash: string } | { alias: string } | { mainnet: true };

/** What {@link parsePaymentUri} reads: the request, its network, and the free-text fields another wallet may add. */
export interface ParsedPaymentUri extends PaymentRequest {
  network: UriNetwork;
  label?: string;
  note?: string;
  /** A note the payer must not be able to edit. */
  xnote?: string;
}

/** Why a URI is refused; the screen words each in Spanish. */
export type PaymentUriProblem = 'malformed' | 'address' | 'amount' | 'notPayment';

/** A URI or a request that breaks ARC-90 (or has an address whose checksum is wrong). */
export class PaymentUriError extends Error {
  constructor(
    readonly problem: PaymentUriProblem,
    detail: string,
  ) {
    super(`ARC-90: ${detail}`);
    this.name = 'PaymentUriError';
  }
}

/** MainNet's genesis hash: the network of a URI without authority, and the one whose URIs omit it (ARC-90). */
export const MAINNET_GENESIS_HASH = 'wGHE2Pwdvd7S12BL5FaOP20EGYesN73ktiC1qzkkit8=';

/** The `net:` aliases this wallet knows (ARC-90 names testnet and betanet); an unknown alias makes the URI invalid. */
const KNOWN_ALIASES: Readonly<Record<string, string>> = {
  mainnet: MAINNET_GENESIS_HASH,
  testnet: 'SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI=',
  betanet: 'mFgazF+2uRS1tMiL9dsj01hJGySEmPN28B/TjjvpVW0=',
};

const SCHEME = 'algorand://';
// ARC-90: amount and asset are "*digit" — strictly non-negative integers, never a comma, period or sign.
const DIGITS = /^\d+$/;
// `gh:` carries the unpadded base64url of the 32-byte hash: 43 characters.
const GENESIS_B64URL = /^[A-Za-z0-9_-]{43}$/;
const ALIAS = /^[A-Za-z0-9._-]+$/;

const toBase64Url = (base64: string) => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => `${text.replace(/-/g, '+').replace(/_/g, '/')}=`;

/** The genesis hash (base64) a URI's network stands for, or null for an alias this wallet does not know. */
export function uriGenesisHash(network: UriNetwork): string | null {
  if ('mainnet' in network) return MAINNET_GENESIS_HASH;
  if ('genesisHash' in network) return network.genesisHash;
  return KNOWN_ALIASES[network.alias] ?? null;
}

/**
 * What follows `algorand://` to name the network with this genesis hash: nothing for MainNet (ARC-90: emitters
 * targeting MainNet MUST omit the authority, so its URIs read as ARC-26 ones everywhere), `gh:<hash>/` otherwise.
 */
export const uriAuthority = (genesisHash: string) =>
  genesisHash === MAINNET_GENESIS_HASH ? '' : `gh:${toBase64Url(genesisHash)}/`;

function checkUint64(name: string, value: bigint): bigint {
  if (value < 0n || value > MAX_BASE_UNITS) throw new PaymentUriError('amount', `${name} outside uint64`);
  return value;
}

/**
 * The ARC-90 URI of a request on the network with this genesis hash: `algorand://` then, off MainNet only,
 * `gh:<hash>/`, the address, `?amount=<base units>` and, for an ASA, `&asset=<id>`. Every character is unreserved,
 * so nothing needs percent-encoding. Throws PaymentUriError for an address whose checksum fails, a figure outside
 * uint64, or an asset without an amount (this wallet never asks for that).
 */
export function buildPaymentUri({ address, amount, assetId }: PaymentRequest, genesisHash: string): string {
  if (!isChecksummedAddress(address)) throw new PaymentUriError('address', 'invalid address');
  const base = SCHEME + uriAuthority(genesisHash) + address;
  if (amount === undefined) {
    if (assetId !== undefined) throw new PaymentUriError('amount', 'asset without amount');
    return base;
  }
  const query = [`amount=${checkUint64('amount', amount)}`];
  if (assetId !== undefined) query.push(`asset=${checkUint64('asset', assetId)}`);
  return `${base}?${query.join('&')}`;
}

function readUint64(name: string, text: string): bigint {
  if (!DIGITS.test(text)) throw new PaymentUriError('amount', `${name} is not a non-negative integer`);
  return checkUint64(name, BigInt(text));
}

function decodeText(name: string, text: string): string {
  try {
    // ARC-90: UTF-8, then each octet percent-encoded (RFC 3986). '+' is not a space in RFC 3986, so no
    // URLSearchParams here (it reads '+' as a space, form-encoding style).
    return decodeURIComponent(text);
  } catch {
    throw new PaymentUriError('malformed', `${name} is not valid percent-encoded UTF-8`);
  }
}

/** The authority's network (`gh:`/`net:`), or null when the path starts with the address (MainNet by default). */
function readAuthority(path: string): { network: UriNetwork; rest: string } | null {
  const slash = path.indexOf('/');
  const authority = slash < 0 ? path : path.slice(0, slash);
  const rest = slash < 0 ? '' : path.slice(slash + 1);
  if (authority.startsWith('gh:')) {
    const hash = authority.slice(3);
    if (!GENESIS_B64URL.test(hash)) throw new PaymentUriError('malformed', 'gh: is not a 32-byte base64url hash');
    return { network: { genesisHash: fromBase64Url(hash) }, rest };
  }
  if (authority.startsWith('net:')) {
    const alias = authority.slice(4);
    if (!ALIAS.test(alias)) throw new PaymentUriError('malformed', 'net: alias is malformed');
    return { network: { alias }, rest };
  }
  return null;
}

/**
 * An `algorand://` URI cut into its parts: the `gh:`/`net:` authority (null when none), what follows it up to the
 * query, and the query (a `#…` fragment dropped); null for any other scheme. Throws for a malformed authority.
 */
function splitUri(text: string): { authority: ReturnType<typeof readAuthority>; rest: string; query: string } | null {
  const uri = text.trim();
  if (uri.slice(0, SCHEME.length).toLowerCase() !== SCHEME) return null;
  const hashAt = uri.indexOf('#');
  const body = uri.slice(SCHEME.length, hashAt < 0 ? undefined : hashAt);
  const queryAt = body.indexOf('?');
  const path = queryAt < 0 ? body : body.slice(0, queryAt);
  const authority = readAuthority(path);
  return { authority, rest: authority ? authority.rest : path, query: queryAt < 0 ? '' : body.slice(queryAt + 1) };
}

/** An ARC-90 asset query (`algorand://asset/<id>`, optionally after a `gh:`/`net:` authority): the asset it names. */
export interface AssetQuery {
  assetId: bigint;
  network: UriNetwork;
}

/**
 * The asset an ARC-90 asset query names (`algorand://asset/31566704`, its `?total`-style field list ignored), or null
 * for any other URI. An id that is not a uint64 above 0 throws PaymentUriError('amount').
 */
export function parseAssetQueryUri(text: string): AssetQuery | null {
  const parts = splitUri(text);
  if (!parts) return null;
  const { authority, rest } = parts;
  if (!rest.startsWith('asset/')) return null;
  const assetId = readUint64('asset', rest.slice('asset/'.length).replace(/\/$/, ''));
  if (assetId === 0n) throw new PaymentUriError('amount', 'asset 0');
  return { assetId, network: authority?.network ?? { mainnet: true } };
}

/**
 * Reads an ARC-90 payment URI (ARC-26's too, which is the same without authority): the scheme in any case, an
 * optional `gh:`/`net:` authority (or, during ARC-90's transition, `gh`/`net` query keys), a checksummed address,
 * `amount`/`asset` as base-unit integers, `label`/`note`/`xnote` percent-decoded from UTF-8, other keys ignored and
 * a `#arc…` fragment dropped. Keys are case-sensitive. A key-registration or app-call URI (`type=`) or an app/asset
 * query is not a payment. Throws PaymentUriError otherwise. The network is returned, not judged: the caller
 * compares it with its own.
 */
export function parsePaymentUri(text: string): ParsedPaymentUri {
  const parts = splitUri(text);
  if (!parts) throw new PaymentUriError('malformed', 'not algorand://');
  const { authority, rest: address, query } = parts;
  if (address.startsWith('app/') || address.startsWith('asset/'))
    throw new PaymentUriError('notPayment', 'a query URI');
  if (!isChecksummedAddress(address)) throw new PaymentUriError('address', 'invalid address');
  const parsed: ParsedPaymentUri = { address, network: authority?.network ?? { mainnet: true } };
  for (const param of query.split('&').filter(Boolean)) {
    const eq = param.indexOf('=');
    const key = eq < 0 ? param : param.slice(0, eq);
    const value = eq < 0 ? '' : param.slice(eq + 1);
    if (key === 'amount') parsed.amount = readUint64(key, value);
    else if (key === 'asset') parsed.assetId = readUint64(key, value);
    else if (key === 'label' || key === 'note' || key === 'xnote') parsed[key] = decodeText(key, value);
    else if (key === 'type') throw new PaymentUriError('notPayment', `type=${value}`);
    // Legacy query selectors: honoured only when no authority names the network.
    else if (!authority && (key === 'gh' || key === 'net'))
      parsed.network = readAuthority(`${key}:${decodeText(key, value)}`)?.network ?? parsed.network;
  }
  return parsed;
}
