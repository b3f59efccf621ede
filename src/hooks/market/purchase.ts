import { ledgerCopy } from '../../i18n/features';
import { ASSETS, formatAmount } from '../../services/amounts';
import { MARKET_ITEMS, MOX_FEE, UMQ_UNIT, type MarketItemId } from '../../services/config/onchain';

/** The UMQ base units a purchase takes from the buyer: the item's price plus the Mox fee (HBO: 8 015 UMQ). */
export function purchaseCost(item: MarketItemId): bigint {
  return MARKET_ITEMS[item].price * UMQ_UNIT + MOX_FEE;
}

const umq = (baseUnits: bigint) => formatAmount(baseUnits, ASSETS.UMQ.decimals);

/**
 * Why `item` cannot be bought with `umqHeld` base units, in Spanish, or null when it can: caught before the
 * confirmation modal, so nothing is signed for a purchase the ledger would refuse.
 */
export function purchaseRefusal(item: MarketItemId, itemName: string, umqHeld: bigint): string | null {
  const needed = purchaseCost(item);
  if (umqHeld >= needed) return null;
  return ledgerCopy('market.notEnough', { item: itemName, needed: umq(needed), held: umq(umqHeld) });
}
