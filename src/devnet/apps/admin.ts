/**
 * The admin every Mox app has (decision 0030), as contracts/src/admin.algo.ts and MoxApp have it: global `admin`
 * (`TMPL_ADMIN` at creation: the devnet's admin, until it hands over with `set_admin`) and `paused`. Only the admin may
 * call `set_admin`, `pause`, `resume`, `withdraw_revenue` and `fund_pool`, opted in or not; a paused app refuses its
 * own methods but those that return a player's funds; a withdrawal takes only the UMQ above what the app owes.
 */
import { decodeAddress, encodeAddress, TransactionType } from 'algosdk';
import { ADMIN_METHODS, ADMIN_STATE_KEYS, METHODS } from '../../services/config/onchain';
import { requireForeignAsset, uintArg } from './groupChecks';
import type { AppCallContext, AppModel } from './types';

const utf8 = new TextDecoder();
const { admin: ADMIN, paused: PAUSED } = ADMIN_STATE_KEYS;

/** What an app adds to the admin's rules: what it owes in UMQ, and the methods a pause never stops. */
export interface AdminRules {
  /** UMQ base units the app owes its players (default 0: it owes nothing once a call is over). */
  owedUmq?(ctx: AppCallContext): bigint;
  runsWhilePaused?: readonly string[];
  /** The app holds HLK too, which the admin may deposit with `fund_pool`. */
  holdsHlk?: boolean;
}

const methodOf = (ctx: AppCallContext) => (ctx.args[0] ? utf8.decode(ctx.args[0]) : '');
const isAdminMethod = (method: string) => (ADMIN_METHODS as readonly string[]).includes(method);

/** Application arg `i` as an address: exactly 32 bytes. */
function addressArg(ctx: AppCallContext, i: number): string {
  const arg = ctx.args[i];
  ctx.assert(arg?.length === 32, `arg ${i} is an address`);
  return encodeAddress(arg);
}

function currentAdmin(ctx: AppCallContext): string {
  const value = ctx.global.get(ADMIN);
  return value instanceof Uint8Array ? encodeAddress(value) : '';
}

function withdrawSurplus(ctx: AppCallContext, owed: bigint): void {
  const { UMQ } = ctx.ids.assets;
  requireForeignAsset(ctx, UMQ, 'UMQ');
  const amount = uintArg(ctx, 1);
  const treasury = addressArg(ctx, 2);
  const balance = ctx.appBalance(UMQ);
  ctx.assert(balance >= owed && amount <= balance - owed, 'within the surplus');
  ctx.innerTransfer({ receiver: treasury, amount, assetId: UMQ });
}

function requirePoolDeposit(ctx: AppCallContext, holdsHlk: boolean): void {
  const deposit = ctx.group[ctx.index - 1];
  ctx.assert(deposit?.type === TransactionType.axfer && deposit.assetTransfer, 'deposit in the group');
  const xfer = deposit.assetTransfer;
  const { UMQ, HLK } = ctx.ids.assets;
  ctx.assert(xfer.assetIndex === UMQ || (holdsHlk && xfer.assetIndex === HLK), 'deposit of a pool token');
  ctx.assert(deposit.sender.toString() === ctx.sender, 'deposit from the admin');
  ctx.assert(xfer.receiver.toString() === ctx.appAddress, 'deposit to the app');
  ctx.assert(!xfer.closeRemainderTo && !xfer.assetSender, 'plain deposit');
  ctx.assert(xfer.amount > 0n, 'deposit of something');
}

function adminCall(ctx: AppCallContext, method: string, rules: AdminRules): void {
  ctx.assert(ctx.sender === currentAdmin(ctx), 'admin only');
  if (method === METHODS.setAdmin) ctx.global.set(ADMIN, decodeAddress(addressArg(ctx, 1)).publicKey);
  else if (method === METHODS.pause) ctx.global.set(PAUSED, 1n);
  else if (method === METHODS.resume) ctx.global.set(PAUSED, 0n);
  else if (method === METHODS.withdrawRevenue) withdrawSurplus(ctx, rules.owedUmq?.(ctx) ?? 0n);
  else requirePoolDeposit(ctx, rules.holdsHlk ?? false);
}

/** The app's model with the admin's state and methods: one more uint and one more byte slice in its global schema. */
export function withAdmin(model: AppModel, rules: AdminRules = {}): AppModel {
  const { numUint, numByteSlice } = model.globalSchema;
  return {
    ...model,
    globalSchema: { numUint: numUint + 1, numByteSlice: numByteSlice + 1 },
    create(ctx) {
      model.create(ctx);
      ctx.global.set(ADMIN, decodeAddress(ctx.ids.admin).publicKey);
      ctx.global.set(PAUSED, 0n);
    },
    openToAll: (method) => isAdminMethod(method) || (model.openToAll?.(method) ?? false),
    call(ctx: AppCallContext) {
      const method = methodOf(ctx);
      if (isAdminMethod(method)) return adminCall(ctx, method, rules);
      const stops = ctx.global.uint(PAUSED) !== 0n && !(rules.runsWhilePaused ?? []).includes(method);
      ctx.assert(!stops, 'app not paused');
      model.call(ctx);
    },
  };
}
