import { ASSETS, formatAmount } from '../../services/amounts';
import type { AssetSymbol } from '../../services/config/onchain';

/**
 * An amount of `asset` with exactly `shownDecimals` fraction digits (truncated, never rounded up), e.g.
 * formatBalance(12_500_000_000n, 'UMQ', 3) → '12.500': balances line up in columns (SPEC §2: 3, 2 or 4 decimals).
 */
export function formatBalance(baseUnits: bigint, asset: AssetSymbol, shownDecimals: number): string {
  return formatAmount(baseUnits, ASSETS[asset].decimals, shownDecimals, { fixed: true });
}

/** An amount with its symbol and every significant decimal, e.g. '1.5 ALGO' (the confirmation modal, toasts). */
export function formatAsset(baseUnits: bigint, asset: AssetSymbol): string {
  return `${formatAmount(baseUnits, ASSETS[asset].decimals)} ${asset}`;
}
