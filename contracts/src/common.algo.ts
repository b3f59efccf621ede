/**
 * What the six Mox contracts share, written once: the spec's amounts, the deploy-time ids (template
 * variables, so the state schemas stay exactly the spec's), method dispatch on the first app arg, and the
 * checks on the UMQ transfers that sit before a call. Mirrors src/devnet/apps/groupChecks.ts.
 */
import type { bytes, uint64 } from '@algorandfoundation/algorand-typescript';
import {
  Account,
  assert,
  Asset,
  Global,
  gtxn,
  itxn,
  OnCompleteAction,
  op,
  TemplateVar,
  Txn,
} from '@algorandfoundation/algorand-typescript';

/** Base units in one whole UMQ (9 decimals). */
export const UMQ_UNIT: uint64 = 1_000_000_000;
/** The Mox fee and a game's entry, in UMQ base units (SPEC §9). */
export const MOX_FEE: uint64 = 15_000_000_000;
export const GAME_ENTRY: uint64 = 100_000_000_000;

/** UMQ, named at deploy time (`TMPL_UMQ_ID`): the token is created before the apps. */
export function umq(): Asset {
  return Asset(TemplateVar<uint64>('UMQ_ID'));
}

/** HLK, the staking reward token (`TMPL_HLK_ID`). */
export function hlk(): Asset {
  return Asset(TemplateVar<uint64>('HLK_ID'));
}

/** The Mox admin account that receives the roulette's fee and entry (`TMPL_ADMIN`, 32 bytes). */
export function admin(): Account {
  return Account(TemplateVar<bytes>('ADMIN'));
}

/** Application arg `i`, asserted present (a missing arg fails like the model's `arg i present`). */
export function arg(i: uint64): bytes {
  assert(Txn.numAppArgs > i, 'arg present');
  return Txn.applicationArgs(i);
}

/** Application arg `i` as a uint64: big-endian, at most 8 bytes, as `btoi` reads it. */
export function uintArg(i: uint64): uint64 {
  const value = arg(i);
  assert(value.length <= 8, 'arg is a uint64');
  return op.btoi(value);
}

/** The method a NoOp call names: its first app arg. */
export function method(): bytes {
  return arg(0);
}

/** The app's creation (a bare call at deploy time): approved, state is initialised by the contract's fields. */
export function isCreate(): boolean {
  return Txn.applicationId.id === 0;
}

export function isOptIn(): boolean {
  return Txn.onCompletion === OnCompleteAction.OptIn;
}

/**
 * Returns true for a close-out (the app may still refuse it: MoxApp.checkCloseOut, as the local ledger does); refuses
 * update, delete and anything else but a NoOp, and returns false for a NoOp, left to dispatch.
 */
export function isCloseOut(): boolean {
  if (Txn.onCompletion === OnCompleteAction.CloseOut) return true;
  assert(Txn.onCompletion === OnCompleteAction.NoOp, 'NoOp call');
  return false;
}

/**
 * A method call touches the caller's local state (or, for the roulette, requires the opt-in the screen asks
 * for): algod refuses such a call from an account that has not opted in, and the emulator must too.
 */
export function requireOptedIn(): void {
  assert(Txn.sender.isOptedIn(Global.currentApplicationId), 'caller opted in');
}

/** An inner transfer may only name an asset the call lists among its foreign assets. */
export function requireForeignAsset(asset: Asset): void {
  let listed = false;
  for (let i: uint64 = 0; i < Txn.numAssets; i++) {
    if (Txn.assets(i) === asset) listed = true;
  }
  assert(listed, 'foreign asset');
}

/**
 * Asserts the transaction `distance` places before this call is a plain UMQ transfer from the caller to
 * `receiver` (no close-out, no clawback) and returns it, for the caller's own rule on amount and note.
 */
export function umqTransferBefore(distance: uint64, receiver: Account): gtxn.AssetTransferTxn {
  assert(Txn.groupIndex >= distance, 'transfer in the group');
  const xfer = gtxn.AssetTransferTxn(Txn.groupIndex - distance);
  assert(xfer.xferAsset === umq(), 'asset is UMQ');
  assert(xfer.sender === Txn.sender, 'sender is the caller');
  assert(xfer.assetReceiver === receiver, 'receiver');
  assert(xfer.assetCloseTo === Global.zeroAddress, 'no close-out');
  assert(xfer.assetSender === Global.zeroAddress, 'no clawback');
  return xfer;
}

/** A game's price, paid just before the call: the Mox fee, then the entry, both to `receiver`. */
export function requireGameEntry(receiver: Account): void {
  assert(umqTransferBefore(2, receiver).assetAmount === MOX_FEE, 'fee amount');
  assert(umqTransferBefore(1, receiver).assetAmount === GAME_ENTRY, 'entry amount');
}

/**
 * Deploy-time step, creator only: the app account opts in to the tokens it will hold (UMQ, and HLK for the
 * staking rewards), which only the app itself can do. The local ledger's genesis does it without a call.
 */
export function optInTokens(withHlk: boolean): boolean {
  assert(Txn.sender === Global.creatorAddress, 'creator only');
  const self = Global.currentApplicationAddress;
  itxn.assetTransfer({ xferAsset: umq(), assetReceiver: self, assetAmount: 0, fee: 0 }).submit();
  if (withHlk) itxn.assetTransfer({ xferAsset: hlk(), assetReceiver: self, assetAmount: 0, fee: 0 }).submit();
  return true;
}

/** What the app account holds of `asset` (0 when not opted in): the pool a payout is taken from. */
export function appHolds(asset: Asset): uint64 {
  const [balance] = op.AssetHolding.assetBalance(Global.currentApplicationAddress, asset);
  return balance;
}

/** Pays `amount` of `asset` from the app account to `receiver`; its fee is pooled from the outer call. */
export function payTo(receiver: Account, asset: Asset, amount: uint64): void {
  itxn.assetTransfer({ xferAsset: asset, assetReceiver: receiver, assetAmount: amount, fee: 0 }).submit();
}

/** Pays `amount` of `asset` from the app account to the caller. */
export function payCaller(asset: Asset, amount: uint64): void {
  payTo(Txn.sender, asset, amount);
}
