/** The membership marketplace (src/devnet/apps/marketplace.ts): fee and price are paid to the app account. */
import type { bytes, uint64 } from '@algorandfoundation/algorand-typescript';
import { assert, Bytes, err, Global, LocalState, Txn } from '@algorandfoundation/algorand-typescript';
import { arg, MOX_FEE, umqTransferBefore, UMQ_UNIT } from './common.algo';
import { MoxApp } from './mox-app.algo';

/** An item's price in whole UMQ; USDC is listed but not on sale, anything else is unknown. */
function priceOnSale(item: bytes): uint64 {
  if (item === Bytes('HBO') || item === Bytes('Paramount')) return 8000;
  if (item === Bytes('Netflix')) return 10000;
  if (item === Bytes('USDC')) err('item not on sale');
  err('unknown item');
}

export class Marketplace extends MoxApp {
  /** The whole UMQ paid for items (fees excluded). */
  umqSpent = LocalState<uint64>({ key: 'umq_spent' });

  protected openLocalState(): void {
    this.umqSpent(Txn.sender).value = 0;
  }

  protected call(name: bytes): boolean {
    if (name === Bytes('buy')) return this.buy();
    err('unknown method');
  }

  private buy(): boolean {
    const item = arg(1);
    const price = priceOnSale(item);
    const shop = Global.currentApplicationAddress;
    assert(umqTransferBefore(2, shop).assetAmount === MOX_FEE, 'fee amount');
    const payment = umqTransferBefore(1, shop);
    assert(payment.assetAmount === price * UMQ_UNIT, 'payment is the price');
    assert(payment.note === item, 'payment note is the item');
    this.umqSpent(Txn.sender).value = this.umqSpent(Txn.sender).value + price;
    return true;
  }
}
