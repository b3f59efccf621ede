import { t } from '../../i18n/features';
import { AmountError, ASSETS, decimalsOf, formatAmount, unitLabel, type AssetRef } from '../../services/amounts';
import type { AssetSymbol } from '../../services/config/onchain';

/**
 * An amount of `asset` with exactly `shownDecimals` fraction digits (truncated, never rounded up), e.g.
 * formatBalance(12_500_000_000n, 'UMQ', 3) → '12.500': balances line up in columns (SPEC §2: 3, 2 or 4 decimals).
 */
export function formatBalance(baseUnits: bigint, asset: AssetSymbol, shownDecimals: number): string {
  return formatAmount(baseUnits, ASSETS[asset].decimals, shownDecimals, { fixed: true });
}

/** An amount with its symbol and every significant decimal, e.g. '1.5 ALGO' (the confirmation modal, toasts). */
export function formatAsset(baseUnits: bigint, asset: AssetRef): string {
  return `${formatAmount(baseUnits, decimalsOf(asset))} ${unitLabel(asset)}`;
}

/**
 * The hint for an amount the parser refused because of how it is written (too many decimals, a comma that cannot
 * group thousands, marks out of place); undefined for the other refusals, whose message each form chooses.
 */
export function amountHint(error: unknown, asset: AssetRef): string | undefined {
  if (!(error instanceof AmountError)) return undefined;
  if (error.kind === 'tooManyDecimals')
    return t('wallet.tooManyDecimals', { asset: unitLabel(asset), n: decimalsOf(asset) });
  if (error.kind === 'ambiguous') return t('wallet.amountAmbiguous');
  if (error.kind === 'malformed') return t('wallet.amountMalformed');
  return undefined;
}
