import { t } from '../../i18n/features';
import { decimalsOf, formatAmount, parseAmount, type AssetRef } from '../../services/amounts';
import { amountHint } from '../account/format';
import { maxSendable, type Holdings } from '../account/spendable';
import { isChecksummedAddress } from '../../services/config/address';
import type { AssetSymbol } from '../../services/config/onchain';

/** The send form as typed. */
export interface SendDraft {
  destination: string;
  amount: string;
  asset: string;
}

/** A send that passed every check: exact base units, a checksummed address, a known asset. */
export interface SendOrder {
  /** ALGO, UMQ or HLK, or another asset held, by id. */
  asset: AssetRef;
  receiver: string;
  amount: bigint;
}

/** The message for each field that failed ('form' = no account connected). */
export type SendErrors = Partial<Record<'form' | keyof SendDraft, string>>;

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

/** Why `amount` is not a positive amount of `asset` (a hint on how to write it, or invalidData); undefined if it is. */
export function amountError(amount: string, asset: AssetRef): string | undefined {
  try {
    parseAmount(amount, decimalsOf(asset), { rejectZero: true });
    return undefined;
  } catch (error) {
    return amountHint(error, asset) ?? t('wallet.invalidData');
  }
}

/**
 * Checks a send (SPEC §5): an account is connected ('Conecta tu cuenta'), destination given and amount a number
 * above 0 ('Ingresa datos válidos'), a known asset ('ASA no válido'); and beyond the spec (DESIGN.md §11) a
 * checksummed address and no more decimals than the asset has. Every failing field gets its message at once.
 */
export function checkSend(
  draft: SendDraft,
  connected: boolean,
  sendable: readonly bigint[] = [],
): { order: SendOrder } | { errors: SendErrors } {
  const receiver = draft.destination.trim();
  const asset = sendAssetOf(draft.asset, sendable);
  const errors: SendErrors = {};
  if (!connected) errors.form = t('wallet.connect');
  if (receiver === '') errors.destination = t('wallet.invalidData');
  else if (!isChecksummedAddress(receiver)) errors.destination = t('wallet.invalidAddress');
  if (asset === undefined) errors.asset = t('wallet.invalidAsset');
  else {
    const amount = amountError(draft.amount, asset);
    if (amount) errors.amount = amount;
  }
  if (Object.keys(errors).length > 0 || asset === undefined) return { errors };
  return { order: { asset, receiver, amount: parseAmount(draft.amount, decimalsOf(asset)) } };
}

/** What 'Máximo' writes in the amount field: the most of `asset` one send can move, every decimal, grouped. */
export function maxAmountText(account: Holdings, asset: AssetRef): string {
  return formatAmount(maxSendable(account, asset), decimalsOf(asset));
}
