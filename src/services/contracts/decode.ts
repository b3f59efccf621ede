import { getApplicationAddress, type Transaction } from 'algosdk';
import type { OnchainIds } from '../config/ids';
import { knownAsset, type AssetRef } from '../amounts/assets';
import { MOX_FEE, type AppName } from '../config/onchain';

/** One transfer the signer makes in a group, read from the transaction itself. */
export interface DecodedTransfer {
  asset: AssetRef;
  amount: bigint;
  receiver: string;
}

/** What a group does, read from its transactions (never from what its builder meant): the confirmation's figures. */
export interface DecodedGroup {
  /** What the group moves besides fees, added up per asset, in the order the transfers come. */
  moves: ReadonlyArray<{ asset: AssetRef; amount: bigint }>;
  /** The Mox fee in UMQ base units (0n when the group pays none). */
  moxFee: bigint;
  /** The sum of the transactions' fees, in µALGO. */
  networkFee: bigint;
  /** Who the value goes to; for a call that moves nothing, the app's address; for an opt-in, the signer. */
  receiver: string;
  /** The Mox app the group calls or opts in to, if any. */
  app?: AppName;
  /** The token of a transfer to oneself (an opt-in), if any. */
  optIn?: AssetRef;
}

/**
 * An asset id as the wallet names it: UMQ or HLK by symbol, any other asset by id once its params were read (the
 * wallet reads them before it builds anything with the asset); an asset never read is not one this wallet moves.
 */
export function assetRefOf(assetIndex: bigint, ids: OnchainIds): AssetRef {
  const symbol = (['UMQ', 'HLK'] as const).find((token) => ids.assets[token] === assetIndex);
  if (symbol) return symbol;
  if (!knownAsset(assetIndex)) throw new Error(`unknown asset ${assetIndex}`);
  return assetIndex;
}

/** A transaction's transfer, with the asset named by the network's ids; undefined for calls. */
function transferOf(txn: Transaction, ids: OnchainIds): DecodedTransfer | undefined {
  if (txn.payment) return { asset: 'ALGO', amount: txn.payment.amount, receiver: txn.payment.receiver.toString() };
  if (!txn.assetTransfer) return undefined;
  const { assetIndex, amount, receiver } = txn.assetTransfer;
  return { asset: assetRefOf(assetIndex, ids), amount, receiver: receiver.toString() };
}

/** The Mox app a transaction calls, if any. */
function appOf(txn: Transaction, ids: OnchainIds): AppName | undefined {
  const index = txn.applicationCall?.appIndex;
  if (index === undefined) return undefined;
  return (Object.keys(ids.apps) as AppName[]).find((app) => ids.apps[app] === index);
}

/**
 * Reads a sealed group as the ledger will: every transfer the signer makes, the fees, the app it calls. The Mox fee
 * is recognised by its place, as every paid app group is built (ADR 0004): the first transaction of a group that
 * calls an app, a transfer of exactly MOX_FEE in UMQ. A 0-amount transfer to oneself (an opt-in) moves nothing.
 */
export function decodeGroup(txns: readonly Transaction[], ids: OnchainIds): DecodedGroup {
  const sender = txns[0]?.sender.toString() ?? '';
  const app = txns.map((txn) => appOf(txn, ids)).find(Boolean);
  const transfers = txns.map((txn) => transferOf(txn, ids));
  const first = transfers[0];
  const feeFirst = app !== undefined && first?.asset === 'UMQ' && first.amount === MOX_FEE;
  const valued = transfers
    .slice(feeFirst ? 1 : 0)
    .filter((transfer): transfer is DecodedTransfer => transfer !== undefined && transfer.receiver !== sender);
  const moves = new Map<AssetRef, bigint>();
  for (const { asset, amount } of valued) moves.set(asset, (moves.get(asset) ?? 0n) + amount);
  const toSelf = transfers.find((transfer) => transfer?.receiver === sender);
  const appAccount = app && getApplicationAddress(ids.apps[app]).toString();
  return {
    moves: [...moves].map(([asset, amount]) => ({ asset, amount })),
    moxFee: feeFirst ? MOX_FEE : 0n,
    networkFee: txns.reduce((sum, txn) => sum + txn.fee, 0n),
    receiver:
      valued[0]?.receiver ?? (feeFirst ? first.receiver : undefined) ?? appAccount ?? toSelf?.receiver ?? sender,
    app,
    optIn: toSelf?.asset,
  };
}
