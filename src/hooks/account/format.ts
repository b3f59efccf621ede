import { ledgerCopy } from '../../i18n/features';
import { AmountError, ASSETS, decimalsOf, formatAmount, unitLabel, type AssetRef } from '../../services/amounts';
import type { AssetSymbol } from '../../services/config/onchain';

/**
 * How many decimals a balance shows, the same on /home and on /wallet (ADR 0033): tokens 2, ALGO 4, so a figure reads
 * alike on both screens and ALGO's 0.0001 step shows each app's reserve (0,1285) and the 0,001 fee exactly.
 */
export const BALANCE_DECIMALS = { UMQ: 2, HLK: 2, ALGO: 4 } as const;

/**
 * An amount of `asset` with exactly `shownDecimals` fraction digits (truncated, never rounded up), in the reader's
 * locale, e.g. formatBalance(12_500_000_000n, 'UMQ', 3) → '12,500' in es-ES: balances line up in columns (SPEC §2).
 */
export function formatBalance(baseUnits: bigint, asset: AssetSymbol, shownDecimals: number): string {
  return formatAmount(baseUnits, ASSETS[asset].decimals, shownDecimals, { fixed: true });
}

/** An amount with its symbol and every significant decimal, e.g. '1,5 ALGO' in es-ES (the confirmation modal, toasts). */
export function formatAsset(baseUnits: bigint, asset: AssetRef): string {
  return `${formatAmount(baseUnits, decimalsOf(asset))} ${unitLabel(asset)}`;
}

/** An amount of `asset` as the app writes it into an amount field: read back one way, never asked about. */
export function amountFieldText(baseUnits: bigint, asset: AssetRef): string {
  const decimals = decimalsOf(asset);
  return formatAmount(baseUnits, decimals, decimals, { forInput: true });
}

/** One reading of an amount that reads two ways: as the question shows it, and as it fills the field. */
export interface AmountReading {
  label: string;
  text: string;
}

/** What the form asks about an amount that reads two ways, and the readings it offers as buttons. */
export interface AmountQuestion {
  question: string;
  readings: readonly AmountReading[];
}

/**
 * The question for an amount that reads two ways ('1,500' in es-ES): '¿Quisiste decir 1500 o 1,5?', the thousands
 * reading first, written without marks (the same in every convention), then the decimal one in the locale's format.
 */
export function amountQuestion(error: unknown, asset: AssetRef): AmountQuestion | undefined {
  if (!(error instanceof AmountError) || !error.readings) return undefined;
  const decimals = decimalsOf(asset);
  const [thousands, decimal] = error.readings;
  const first = {
    label: formatAmount(thousands, decimals, decimals, { ungrouped: true }),
    text: amountFieldText(thousands, asset),
  };
  const second = { label: formatAmount(decimal, decimals), text: amountFieldText(decimal, asset) };
  return {
    question: ledgerCopy('wallet.amountAmbiguous', { thousands: first.label, decimal: second.label }),
    readings: [first, second],
  };
}

/**
 * The hint for an amount the parser refused because of how it is written (too many decimals, marks out of place,
 * two readings); undefined for the other refusals, whose message each form chooses.
 */
export function amountHint(error: unknown, asset: AssetRef): string | undefined {
  if (!(error instanceof AmountError)) return undefined;
  if (error.kind === 'tooManyDecimals')
    return ledgerCopy('wallet.tooManyDecimals', { asset: unitLabel(asset), n: decimalsOf(asset) });
  if (error.kind === 'ambiguous') return amountQuestion(error, asset)?.question;
  if (error.kind === 'malformed') return ledgerCopy('wallet.amountMalformed', { example: formatAmount(1_234_500n, 3) });
  return undefined;
}
