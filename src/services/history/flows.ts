/** What transactions move, as plain sender → receiver transfers, and what that does to one account's balances. */
import type { indexerModels } from 'algosdk';
import type { HistoryAsset, Move } from './types';

/** A transaction as the indexer returns it (lookupAccountTransactions). */
export type IndexerTxn = indexerModels.Transaction;

/** One movement of value, in base units. */
export interface Transfer extends Move {
  sender: string;
  receiver: string;
}

/** Names an asset id: ALGO has none, UMQ and HLK by symbol, any other stays an id. */
export type AssetNamer = (assetId: bigint) => HistoryAsset;

/** Every transfer a transaction makes, a close-out's remainder and its inner transactions' transfers included. */
export function transfers(txn: IndexerTxn, assetOf: AssetNamer): Transfer[] {
  const own: Transfer[] = [];
  const pay = txn.paymentTransaction;
  if (pay) {
    own.push({ asset: 'ALGO', amount: pay.amount, sender: txn.sender, receiver: pay.receiver });
    if (pay.closeRemainderTo && pay.closeAmount)
      own.push({ asset: 'ALGO', amount: pay.closeAmount, sender: txn.sender, receiver: pay.closeRemainderTo });
  }
  const axfer = txn.assetTransferTransaction;
  if (axfer) {
    const asset = assetOf(axfer.assetId);
    // A clawback names the account it takes from in the transfer's own `sender`.
    const sender = axfer.sender ?? txn.sender;
    own.push({ asset, amount: axfer.amount, sender, receiver: axfer.receiver });
    if (axfer.closeTo && axfer.closeAmount)
      own.push({ asset, amount: axfer.closeAmount, sender, receiver: axfer.closeTo });
  }
  return [...own, ...(txn.innerTxns ?? []).flatMap((inner) => transfers(inner, assetOf))];
}

/** Amounts added up per asset, in the order the assets first appear. */
export function sumByAsset(moves: readonly Move[]): Move[] {
  const sums = new Map<HistoryAsset, bigint>();
  for (const { asset, amount } of moves) sums.set(asset, (sums.get(asset) ?? 0n) + amount);
  return [...sums].map(([asset, amount]) => ({ asset, amount }));
}

/** `account`'s balance change per asset from these transfers (+ received, − sent), assets that did not change left out. */
export function netMoves(all: readonly Transfer[], account: string): Move[] {
  const signed = all.flatMap(({ asset, amount, sender, receiver }) => [
    ...(receiver === account ? [{ asset, amount }] : []),
    ...(sender === account ? [{ asset, amount: -amount }] : []),
  ]);
  return sumByAsset(signed).filter(({ amount }) => amount !== 0n);
}
