/**
 * What the contract builders share: their inputs, their result (the unsigned group plus what the
 * confirmation modal shows about it) and the fee rule — each transaction pays what algod asks for its
 * size (the suggested fee per byte × its signed size, at least the minimum fee), and an app call pays one
 * minimum fee more per inner transfer its contract makes. A congested network raises the per-byte fee.
 */
import {
  assignGroupID,
  encodeUint64,
  encodeUnsignedTransaction,
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

/**
 * An unsigned group ready to sign. A builder only makes the transactions: what the confirmation shows is read from
 * them (decodeGroup), so the figures can never say something the signed bytes do not do.
 */
export interface BuiltGroup {
  /** The transactions in submission order; two or more share one group id. */
  txns: Transaction[];
}

/** The minimum fee per transaction algod asks for (in µALGO), as its params say. */
function minFee(params: SuggestedParams): bigint {
  return BigInt(params.minFee ?? MIN_TXN_FEE);
}

/**
 * Suggested params for one transaction of a group. The fee set here is only what its inner transfers cost
 * (one minimum fee each); sealGroup adds what the transaction itself costs once the group's size is known.
 */
export function feeParams(params: SuggestedParams, innerTransfers = 0): SuggestedParams {
  return { ...params, flatFee: true, fee: minFee(params) * BigInt(innerTransfers) };
}

/** What a signature adds to a transaction's encoding: the `sig` field (64 bytes) and the signed wrapper (algosdk's figure). */
const SIGNATURE_BYTES = 75;

/** The size of a transaction once signed, which is what algod charges the fee per byte on. */
function signedSize(txn: Transaction): number {
  return encodeUnsignedTransaction(txn).length + SIGNATURE_BYTES;
}

/**
 * Adds to each transaction's fee what algod asks for the transaction itself: the fee per byte × its signed
 * size, at least the minimum fee. The size depends on the fee's own encoding, so it is measured again until
 * the fee covers it; a group's id (32 bytes, set later) is stood in for so the size is the final one.
 */
function payOwnFees(txns: Transaction[], params: SuggestedParams): void {
  const perByte = BigInt(params.fee);
  for (const txn of txns) {
    const inner = txn.fee;
    if (txns.length > 1) txn.group = new Uint8Array(32).fill(1); // not zeros: a zero group id is left out of the encoding
    for (let own = minFee(params); ;) {
      txn.fee = inner + own;
      const needed = perByte * BigInt(signedSize(txn));
      if (needed <= own) break;
      own = needed;
    }
    // The stand-in must go: algod computes the group id over the transactions without one.
    txn.group = undefined;
  }
}

/** The account address of one of the six apps. */
export function appAddress(ids: OnchainIds, app: AppName): string {
  return getApplicationAddress(ids.apps[app]).toString();
}

/** Who receives an app's fee and entry transfers (FEE_RECEIVER): the admin or the app itself. */
export function feeReceiver(ids: OnchainIds, app: keyof typeof FEE_RECEIVER): string {
  return FEE_RECEIVER[app] === 'admin' ? ids.admin : appAddress(ids, app);
}

/**
 * A transfer of any asset by id from the sender, with an optional note; `closeTo` (an opt-out) sends the remainder
 * and the holding there.
 */
export function assetTransfer(
  ctx: BuildContext,
  transfer: { assetIndex: bigint; receiver: string; amount: bigint; note?: Uint8Array; closeTo?: string },
): Transaction {
  return makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: ctx.sender,
    receiver: transfer.receiver,
    amount: transfer.amount,
    assetIndex: transfer.assetIndex,
    note: transfer.note,
    closeRemainderTo: transfer.closeTo,
    suggestedParams: feeParams(ctx.params),
  });
}

/** A transfer of a Mox token from the sender. */
export function tokenTransfer(
  ctx: BuildContext,
  { asset, ...transfer }: { asset: TokenSymbol; receiver: string; amount: bigint; note?: Uint8Array },
): Transaction {
  return assetTransfer(ctx, { ...transfer, assetIndex: ctx.ids.assets[asset] });
}

/**
 * A NoOp call: args[0] is the method name (UTF-8), then text args as UTF-8, numbers as uint64 big-endian and raw
 * bytes (an address's public key) as they are.
 */
export function appCall(
  ctx: BuildContext,
  app: AppName,
  call: {
    method: string;
    args?: ReadonlyArray<string | bigint | Uint8Array>;
    /** Accounts the call reaches besides its sender (an inner transfer's receiver). */
    accounts?: string[];
    foreignAssets?: TokenSymbol[];
    /** Names of the app's own boxes the call reads or writes (the AVM refuses a box the group does not name). */
    boxes?: Uint8Array[];
    innerTransfers: number;
  },
): Transaction {
  const utf8 = new TextEncoder();
  const args = [call.method, ...(call.args ?? [])].map((arg) => {
    if (arg instanceof Uint8Array) return arg;
    return typeof arg === 'string' ? utf8.encode(arg) : encodeUint64(arg);
  });
  return makeApplicationNoOpTxnFromObject({
    sender: ctx.sender,
    appIndex: ctx.ids.apps[app],
    appArgs: args,
    accounts: call.accounts,
    foreignAssets: call.foreignAssets?.map((asset) => ctx.ids.assets[asset]),
    boxes: call.boxes?.map((name) => ({ appIndex: 0, name })),
    suggestedParams: feeParams(ctx.params, call.innerTransfers),
  });
}

/** Seals a group: pays each transaction's fee and assigns the group id when there are several. */
export function sealGroup(ctx: BuildContext, txns: Transaction[]): BuiltGroup {
  payOwnFees(txns, ctx.params);
  if (txns.length > 1) assignGroupID(txns);
  return { txns };
}

/** A paid game: the Mox fee and the entry in UMQ to the game's fee receiver, then the game's call. */
export function gameGroup(ctx: BuildContext, game: 'roulette' | 'quiz' | 'target', call: Transaction): BuiltGroup {
  const receiver = feeReceiver(ctx.ids, game);
  const fee = tokenTransfer(ctx, { asset: 'UMQ', receiver, amount: MOX_FEE });
  const entry = tokenTransfer(ctx, { asset: 'UMQ', receiver, amount: GAME_ENTRY });
  return sealGroup(ctx, [fee, entry, call]);
}
