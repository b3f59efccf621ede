import { ledgerCopy } from '../../i18n/features';
import { requireNetwork, type Network } from '../../services/config/networks';
import {
  parseAssetQueryUri,
  parsePaymentUri,
  PaymentUriError,
  uriGenesisHash,
  type ParsedPaymentUri,
  type UriNetwork,
} from '../../services/payments';
import { unitLabel, type AssetRef } from '../../services/amounts';
import { amountFieldText } from '../account/format';
import { MAX_NOTE_BYTES, noteBytes, noteError, type SendDraft } from './sendForm';

/** Whether pasted or scanned text is a payment URI rather than a bare address (the scheme in any case). */
export const looksLikePaymentUri = (text: string) => /^\s*algorand:/i.test(text);

/**
 * The asset a request names, as the send form selects it: ALGO (no id), UMQ or HLK by this network's ids, another
 * asset the account holds by its id; null for an asset it does not hold (which it must add first).
 */
function assetOf(assetId: bigint | undefined, network: Pick<Network, 'ids'>, held: readonly bigint[]): AssetRef | null {
  if (assetId === undefined) return 'ALGO';
  const { UMQ, HLK } = network.ids.assets;
  if (assetId === UMQ) return 'UMQ';
  if (assetId === HLK) return 'HLK';
  return held.includes(assetId) ? assetId : null;
}

function refusal(error: unknown): string {
  if (!(error instanceof PaymentUriError)) throw error;
  return ledgerCopy(`payRequest.${error.problem}`);
}

/** Why this request's network is not the one Mox uses, or null when it is. */
function networkProblem(
  request: { network: UriNetwork },
  network: Pick<Network, 'name' | 'genesisHash'>,
): string | null {
  const hash = uriGenesisHash(request.network);
  if (hash === null) return ledgerCopy('payRequest.unknownNetwork');
  return hash === network.genesisHash
    ? null
    : ledgerCopy('payRequest.wrongNetwork', { network: ledgerCopy(`payRequest.${network.name}`) });
}

/**
 * The note a request puts in the form: its `note` (the payer may edit it) or its `xnote` (sent as written: the form
 * shows it read-only). A request whose note the transaction cannot carry is refused: both kinds at once (a
 * transaction has one note), or more than the ledger's 1024 bytes.
 */
function noteOf(request: ParsedPaymentUri): Pick<SendDraft, 'note' | 'noteFixed'> | { error: string } {
  if (request.note !== undefined && request.xnote !== undefined) return { error: ledgerCopy('payRequest.twoNotes') };
  const note = request.xnote ?? request.note;
  if (note === undefined) return {};
  if (noteError(note))
    return { error: ledgerCopy('payRequest.noteTooLong', { max: MAX_NOTE_BYTES, bytes: noteBytes(note) }) };
  return request.xnote === undefined ? { note } : { note, noteFixed: true };
}

/**
 * A request the send form can take: the fields it fills and what to tell the user it read; or an asset the account
 * does not hold yet, which 'Añadir activo' opens on; or why it is refused.
 */
export type ReadRequest = { draft: SendDraft; summary: string } | { addAsset: bigint } | { error: string };

/**
 * Reads an ARC-90 (or ARC-26) payment URI for this network's send form: the destination, the asset (ALGO, or UMQ /
 * HLK by their ids, another asset held by its id) and the amount, converted from the URI's base units to the field's
 * decimal text. A request naming an asset the account does not hold (a payment in it, or an ARC-90 asset query
 * `algorand://asset/<id>`) is answered with that asset, to add. A malformed URI, another network or something other
 * than a payment is refused in Spanish. `nameOf` names a saved contact in the summary; `held` lists the assets held.
 */
export function readPaymentRequest(
  text: string,
  network: Pick<Network, 'name' | 'genesisHash' | 'ids'>,
  nameOf: (address: string) => string | undefined = () => undefined,
  held: readonly bigint[] = [],
): ReadRequest {
  let request: ParsedPaymentUri;
  try {
    const query = parseAssetQueryUri(text);
    if (query) {
      const wrongNetwork = networkProblem(query, network);
      return wrongNetwork ? { error: wrongNetwork } : { addAsset: query.assetId };
    }
    request = parsePaymentUri(text);
  } catch (error) {
    return { error: refusal(error) };
  }
  const wrongNetwork = networkProblem(request, network);
  if (wrongNetwork) return { error: wrongNetwork };
  const asset = assetOf(request.assetId, network, held);
  if (asset === null) return { addAsset: request.assetId! };
  const note = noteOf(request);
  if ('error' in note) return note;
  // An amount of 0 asks for nothing: the payer types one, as with a bare address.
  const amount = request.amount ? amountFieldText(request.amount, asset) : '';
  // Not the URI's own label: anyone can write 'Mox' there; a contact's name is the user's.
  const who = nameOf(request.address) ?? request.address;
  const what = amount
    ? ledgerCopy('payRequest.readAmount', { amount, asset: unitLabel(asset), who })
    : ledgerCopy('payRequest.readAddress', { who });
  return {
    draft: { destination: request.address, amount, asset: String(asset), ...note },
    summary: ledgerCopy('payRequest.read', { what }),
  };
}

/**
 * What the send form does with text pasted into the destination or read from a QR: a payment URI is read for this
 * build's network; anything else is taken as a destination typed by hand (checked when sending).
 */
export function readRequestHere(
  text: string,
  nameOf?: (address: string) => string | undefined,
  held?: readonly bigint[],
): ReadRequest | null {
  return looksLikePaymentUri(text) ? readPaymentRequest(text, requireNetwork(), nameOf, held) : null;
}
