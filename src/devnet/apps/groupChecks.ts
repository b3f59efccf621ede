/**
 * The checks the Mox contracts repeat, written once as a TEAL program's subroutines would be:
 * method dispatch, argument decoding, foreign assets and the UMQ transfers that sit before a call.
 */
import { TransactionType } from 'algosdk';
import { GAME_ENTRY, MOX_FEE } from '../../services/config/onchain';
import type { AppCallContext } from './types';

const utf8 = new TextDecoder();

/** Runs the handler named by args[0]; an unknown method fails like a contract's final `err` branch. */
export function dispatch(ctx: AppCallContext, handlers: Record<string, (ctx: AppCallContext) => void>): void {
  const method = ctx.args[0] ? utf8.decode(ctx.args[0]) : '';
  // The contracts' deploy-time step (creator only): the genesis opted the app accounts in, so it changes nothing here.
  if (method === 'opt_in_tokens') return ctx.assert(ctx.sender === ctx.creator, 'creator only');
  const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
  ctx.assert(handler, 'known method');
  handler(ctx);
}

/** Application arg `i` read as TEAL's btoi reads it: big-endian, at most 8 bytes. */
export function uintArg(ctx: AppCallContext, i: number): bigint {
  const arg = ctx.args[i];
  ctx.assert(arg !== undefined && arg.length <= 8, `arg ${i} is a uint64`);
  return arg.reduce((n, byte) => (n << 8n) | BigInt(byte), 0n);
}

/** Application arg `i` as UTF-8 text (asserted present). */
export function textArg(ctx: AppCallContext, i: number): string {
  const arg = ctx.args[i];
  ctx.assert(arg !== undefined, `arg ${i} present`);
  return utf8.decode(arg);
}

/** An inner transfer may only name an asset the call lists among its foreign assets. */
export function requireForeignAsset(ctx: AppCallContext, assetId: bigint, label: string): void {
  ctx.assert(ctx.foreignAssets.includes(assetId), `foreign asset ${label}`);
}

/**
 * Asserts the transaction `distance` places before the call is a plain UMQ transfer from the caller
 * to `receiver` (no close-out, no clawback), and returns its amount and note for the caller's own rule.
 */
export function umqTransferBefore(
  ctx: AppCallContext,
  distance: number,
  receiver: string,
  label: string,
): { amount: bigint; note: Uint8Array } {
  const txn = ctx.group[ctx.index - distance];
  ctx.assert(txn?.type === TransactionType.axfer && txn.assetTransfer, `${label} is an asset transfer`);
  const xfer = txn.assetTransfer;
  ctx.assert(xfer.assetIndex === ctx.ids.assets.UMQ, `${label} asset is UMQ`);
  ctx.assert(txn.sender.toString() === ctx.sender, `${label} sender is the caller`);
  ctx.assert(xfer.receiver.toString() === receiver, `${label} receiver`);
  ctx.assert(!xfer.closeRemainderTo && !xfer.assetSender, `${label} is a plain transfer`);
  return { amount: xfer.amount, note: txn.note };
}

/** A game's price, paid just before the call: the Mox fee, then the entry, both to `receiver`. */
export function requireGameEntry(ctx: AppCallContext, receiver: string): void {
  ctx.assert(umqTransferBefore(ctx, 2, receiver, 'fee').amount === MOX_FEE, 'fee amount');
  ctx.assert(umqTransferBefore(ctx, 1, receiver, 'entry').amount === GAME_ENTRY, 'entry amount');
}
