/** The membership marketplace (SPEC §4 Marketplace): items, the UMQ spent and purchases through the paid path. */
export { ITEM_NAMES } from './items';
export { useMarket, type MarketProduct } from './useMarket';
export { purchaseCost, purchaseRefusal } from './purchase';
