/** A marketplace purchase: Mox fee, the price (note = item id), then `buy` + item id, all to the app. */
import { INNER_TRANSFERS, MARKET_ITEMS, METHODS, MOX_FEE, UMQ_UNIT, type MarketItemId } from '../config/onchain';
import { appCall, feeReceiver, sealGroup, tokenTransfer, type BuildContext, type BuiltGroup } from './group';

/** Builds the purchase of one membership; the value is its price in UMQ base units. */
export function buildBuy(ctx: BuildContext, purchase: { item: MarketItemId }): BuiltGroup {
  const { item } = purchase;
  const receiver = feeReceiver(ctx.ids, 'marketplace');
  const price = MARKET_ITEMS[item].price * UMQ_UNIT;
  const fee = tokenTransfer(ctx, { asset: 'UMQ', receiver, amount: MOX_FEE });
  const payment = tokenTransfer(ctx, { asset: 'UMQ', receiver, amount: price, note: new TextEncoder().encode(item) });
  const call = appCall(ctx, 'marketplace', { method: METHODS.buy, args: [item], innerTransfers: INNER_TRANSFERS.buy });
  return sealGroup(ctx, [fee, payment, call]);
}
