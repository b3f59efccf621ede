/** The membership marketplace: a purchase pays the Mox fee and the item's price to the app account. */
import { LOCAL_SCHEMAS, MARKET_ITEMS, METHODS, MOX_FEE, STATE_KEYS, UMQ_UNIT } from '../../services/config/onchain';
import { dispatch, textArg, umqTransferBefore } from './groupChecks';
import { withAdmin } from './admin';
import type { AppCallContext, AppModel } from './types';

const { umqSpent } = STATE_KEYS.marketplace;
const utf8 = new TextDecoder();

function buy(ctx: AppCallContext): void {
  const itemId = textArg(ctx, 1);
  const item = Object.hasOwn(MARKET_ITEMS, itemId) ? MARKET_ITEMS[itemId as keyof typeof MARKET_ITEMS] : undefined;
  ctx.assert(item, 'known item');
  ctx.assert(item.available, 'item on sale');
  ctx.assert(umqTransferBefore(ctx, 2, ctx.appAddress, 'fee').amount === MOX_FEE, 'fee amount');
  const payment = umqTransferBefore(ctx, 1, ctx.appAddress, 'payment');
  ctx.assert(payment.amount === item.price * UMQ_UNIT, 'payment is the price');
  ctx.assert(utf8.decode(payment.note) === itemId, 'payment note is the item');
  ctx.local.set(umqSpent, ctx.local.uint(umqSpent) + item.price);
}

/** Local state: umq_spent, the whole UMQ paid for items (fees excluded). */
export const marketplace: AppModel = withAdmin({
  name: 'marketplace',
  globalSchema: { numUint: 0, numByteSlice: 0 },
  localSchema: LOCAL_SCHEMAS.marketplace,
  create() {},
  optIn: (ctx) => ctx.local.set(umqSpent, 0n),
  call: (ctx) => dispatch(ctx, { [METHODS.buy]: buy }),
});
