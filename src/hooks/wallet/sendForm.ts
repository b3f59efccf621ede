import { ledgerCopy } from '../../i18n/features';
import { decimalsOf, parseAmount, type AssetRef } from '../../services/amounts';
import { amountFieldText, amountHint, amountQuestion, type AmountQuestion } from '../account/format';
import { maxSendable, type Holdings } from '../account/spendable';
import { isChecksummedAddress } from '../../services/config/address';
import type { AssetSymbol } from '../../services/config/onchain';

/** The send form as typed. */
export interface SendDraft {
  destination: string;
  amount: string;
  asset: string;
  /** 'Nota (opcional)': free text, or an ARC-90 request's note. */
  note?: string;
  /** The note is an ARC-90 `xnote`: the payer may not change it (it is sent as the request wrote it). */
  noteFixed?: boolean;
}

/** A send that passed every check: exact base units, a checksummed address, a known asset. */
export interface SendOrder {
  /** ALGO, UMQ or HLK, or another asset held, by id. */
  asset: AssetRef;
  receiver: string;
  amount: bigint;
  /** The transaction's note, at most MAX_NOTE_BYTES in UTF-8. */
  note?: string;
}

/** The ledger's limit on a transaction's note, counted in bytes (UTF-8: 'ñ' is 2, an emoji 4). */
export const MAX_NOTE_BYTES = 1024;

/** How many bytes the ledger counts in `note`. */
export const noteBytes = (note: string) => new TextEncoder().encode(note).length;

/** Why a note cannot be sent (over the ledger's 1024 bytes, saying by how many), or undefined. */
export function noteError(note: string): string | undefined {
  const bytes = noteBytes(note);
  return bytes > MAX_NOTE_BYTES ? ledgerCopy('wallet.noteTooLong', { max: MAX_NOTE_BYTES, bytes }) : undefined;
}

/** The message for each field that failed ('form' = no account connected). */
export type SendErrors = Partial<Record<'form' | Exclude<keyof SendDraft, 'noteFixed'>, string>>;

/** The assets the selector offers, in the spec's order. */
export const SEND_ASSETS: readonly AssetSymbol[] = ['ALGO', 'UMQ', 'HLK'];

export const isAsset = (asset: string): asset is AssetSymbol => (SEND_ASSETS as readonly string[]).includes(asset);

/**
 * The asset the selector's value names: ALGO, UMQ, HLK, or the id (as text) of another asset among `sendable` (the
 * held, unfrozen ones whose params were read); undefined for anything else.
 */
export function sendAssetOf(value: string, sendable: readonly bigint[] = []): AssetRef | undefined {
  if (isAsset(value)) return value;
  return /^\d+$/.test(value) && sendable.includes(BigInt(value)) ? BigInt(value) : undefined;
}

/** A send that did not pass: each failing field's message, and the question when the amount reads two ways. */
export interface SendRefusal {
  errors: SendErrors;
  question?: AmountQuestion;
}

/**
 * Why `amount` is not a positive amount of `asset`: a message (a hint on how to write it, or invalidData) or, when
 * it reads two ways ('1,500' in es-ES), the question to ask; undefined if it is one.
 */
function amountProblem(amount: string, asset: AssetRef): { error: string } | { question: AmountQuestion } | undefined {
  try {
    parseAmount(amount, decimalsOf(asset), { rejectZero: true });
    return undefined;
  } catch (error) {
    const question = amountQuestion(error, asset);
    return question ? { question } : { error: amountHint(error, asset) ?? ledgerCopy('wallet.invalidData') };
  }
}

/** Why `amount` is not a positive amount of `asset`, as one message (the question, where it reads two ways). */
export function amountError(amount: string, asset: AssetRef): string | undefined {
  const problem = amountProblem(amount, asset);
  return problem && ('error' in problem ? problem.error : problem.question.question);
}

/**
 * Checks a send (SPEC §5): an account is connected ('Conecta tu cuenta'), destination given and amount a number
 * above 0 ('Ingresa datos válidos'), a known asset ('ASA no válido'); and beyond the spec (DESIGN.md §11) a
 * checksummed address, no more decimals than the asset has, and a note within the ledger's 1024 bytes. Every
 * failing field gets its message at once; an amount that reads two ways is never guessed: it comes back as a
 * question (DESIGN §8).
 */
export function checkSend(
  draft: SendDraft,
  connected: boolean,
  sendable: readonly bigint[] = [],
): { order: SendOrder } | SendRefusal {
  const receiver = draft.destination.trim();
  const asset = sendAssetOf(draft.asset, sendable);
  const errors: SendErrors = {};
  let question: AmountQuestion | undefined;
  if (!connected) errors.form = ledgerCopy('wallet.connect');
  if (receiver === '') errors.destination = ledgerCopy('wallet.invalidData');
  else if (!isChecksummedAddress(receiver)) errors.destination = ledgerCopy('wallet.invalidAddress');
  if (asset === undefined) errors.asset = ledgerCopy('wallet.invalidAsset');
  else {
    const amount = amountProblem(draft.amount, asset);
    if (amount && 'error' in amount) errors.amount = amount.error;
    if (amount && 'question' in amount) question = amount.question;
  }
  const note = draft.note ?? '';
  const tooLong = noteError(note);
  if (tooLong) errors.note = tooLong;
  if (question) return { errors, question };
  if (Object.keys(errors).length > 0 || asset === undefined) return { errors };
  const amount = parseAmount(draft.amount, decimalsOf(asset));
  return { order: { asset, receiver, amount, ...(note && { note }) } };
}

/** What 'Máximo' writes in the amount field: the most of `asset` one send can move, every decimal, grouped. */
export function maxAmountText(account: Holdings, asset: AssetRef): string {
  return amountFieldText(maxSendable(account, asset), asset);
}
