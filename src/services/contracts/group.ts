/**
 * What the contract builders share: their inputs, their result (the unsigned group plus what the
 * confirmation modal shows about it) and the fee rule — flat MIN_TXN_FEE per transaction, and an app
 * call pays one more MIN_TXN_FEE per inner transfer its contract makes.
 */
import {
  assignGroupID,
  encodeUint64,
  getApplicationAddress,
  makeApplicationNoOpTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import type { OnchainIds } from '../config/ids';
import { FEE_RECEIVER, GAME_ENTRY, MIN_TXN_FEE, MOX_FEE, type AppName, type AssetSymbol } from '../config/onchain';

/** The two Mox tokens (ASAs), as opposed to ALGO. */
export type TokenSymbol = Exclude<AssetSymbol, 'ALGO'>;

/** Inputs every builder takes: the network's suggested params, the signing address and the network's ids. */
export interface BuildContext {
  params: SuggestedParams;
  sender: string;
  ids: OnchainIds;
}

/** An unsigned group ready to sign, with the figures the confirmation modal shows (all in base units). */
export interface BuiltGroup {
  /** The transactions in submission order; two or more share one group id. */
  txns: Transaction[];
  /** What the action moves besides fees (amount sent, game entry, price, stake), in `asset`; 0n when nothing. */
  value: bigint;
  asset: AssetSymbol;
  /** The Mox fee in UMQ base units: MOX_FEE when the group pays it, else 0n. */
  moxFee: bigint;
  /** The sum of the transactions' fees, in µALGO. */
  networkFee: bigint;
  /** The whole address the value goes to (the app's address for calls that move nothing). */
  receiver: string;
}

/** A group's total network fee in µALGO: the sum of its transactions' fees. */
export function groupNetworkFee(txns: readonly Transaction[]): bigint {
  return txns.reduce((sum, txn) => sum + txn.fee, 0n);
}

/** Suggested params with a flat fee covering the transaction itself and `innerTransfers` more. */
export function feeParams(params: SuggestedParams, innerTransfers = 0): SuggestedParams {
  return { ...params, flatFee: true, fee: MIN_TXN_FEE * BigInt(1 + innerTransfers) };
}

/** The account address of one of the six apps. */
export function appAddress(ids: OnchainIds, app: AppName): string {
  return getApplicationAddress(ids.apps[app]).toString();
}

/** Who receives an app's fee and entry transfers (FEE_RECEIVER): the admin or the app itself. */
export function feeReceiver(ids: OnchainIds, app: keyof typeof FEE_RECEIVER): string {
  return FEE_RECEIVER[app] === 'admin' ? ids.admin : appAddress(ids, app);
}

/** A transfer of a Mox token from the sender. */
export function tokenTransfer(
  ctx: BuildContext,
  transfer: { asset: TokenSymbol; receiver: string; amount: bigint; note?: Uint8Array },
): Transaction {
  return makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: ctx.sender,
    receiver: transfer.receiver,
    amount: transfer.amount,
    assetIndex: ctx.ids.assets[transfer.asset],
    note: transfer.note,
    suggestedParams: feeParams(ctx.params),
  });
}

/** A NoOp call: args[0] is the method name (UTF-8), then text args as UTF-8 and numbers as uint64 big-endian. */
export function appCall(
  ctx: BuildContext,
  app: AppName,
  call: { method: string; args?: ReadonlyArray<string | bigint>; foreignAssets?: TokenSymbol[]; innerTransfers: number },
): Transaction {
  const utf8 = new TextEncoder();
  const args = [call.method, ...(call.args ?? [])].map((arg) => (typeof arg === 'string' ? utf8.encode(arg) : encodeUint64(arg)));
  return makeApplicationNoOpTxnFromObject({
    sender: ctx.sender,
    appIndex: ctx.ids.apps[app],
    appArgs: args,
    foreignAssets: call.foreignAssets?.map((asset) => ctx.ids.assets[asset]),
    suggestedParams: feeParams(ctx.params, call.innerTransfers),
  });
}

/** Seals a group: assigns the group id when it has several transactions and adds up the network fee. */
export function sealGroup(txns: Transaction[], summary: Omit<BuiltGroup, 'txns' | 'networkFee'>): BuiltGroup {
  if (txns.length > 1) assignGroupID(txns);
  return { txns, networkFee: groupNetworkFee(txns), ...summary };
}

/** A paid game: the Mox fee and the entry in UMQ to the game's fee receiver, then the game's call. */
export function gameGroup(ctx: BuildContext, game: 'roulette' | 'quiz' | 'target', call: Transaction): BuiltGroup {
  const receiver = feeReceiver(ctx.ids, game);
  const fee = tokenTransfer(ctx, { asset: 'UMQ', receiver, amount: MOX_FEE });
  const entry = tokenTransfer(ctx, { asset: 'UMQ', receiver, amount: GAME_ENTRY });
  return sealGroup([fee, entry, call], { value: GAME_ENTRY, asset: 'UMQ', moxFee: MOX_FEE, receiver });
}
