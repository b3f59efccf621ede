/**
 * The admin every Mox app has (decision 0030): methods that run the business and can never touch what the app owes
 * its players. Mirrors src/devnet/apps/admin.ts. The admin is an address in global state (`admin`), `TMPL_ADMIN` at
 * creation (the deploy's MOX_ADMIN, else the deployer) until it hands over with `set_admin` (a multisig account works: it is only an address). Only the admin may
 * call these methods, opted in or not:
 * - `set_admin` + 32-byte address: hands the role over; the old admin is refused from then on;
 * - `pause` / `resume`: a paused app (`paused` = 1) refuses the methods that take a payment or hand out a prize,
 *   never those that return a player's own funds (MoxApp.runsWhilePaused);
 * - `withdraw_revenue` + amount (UMQ base units) + 32-byte treasury address: moves UMQ above what the app owes
 *   (MoxApp.owedUmq) to the treasury, which the call lists among its accounts as the AVM requires;
 * - `fund_pool`, just after a plain UMQ (or HLK, for an app holding it) transfer from the admin to the app account.
 */
import type { bytes, uint64 } from '@algorandfoundation/algorand-typescript';
import { Account, assert, Bytes, Global, gtxn, Txn } from '@algorandfoundation/algorand-typescript';
import { arg, hlk, payTo, requireForeignAsset, uintArg, umq } from './common.algo';

/** Whether `name` is one of the admin's methods. */
export function isAdminMethod(name: bytes): boolean {
  return (
    name === Bytes('set_admin') ||
    name === Bytes('pause') ||
    name === Bytes('resume') ||
    name === Bytes('withdraw_revenue') ||
    name === Bytes('fund_pool')
  );
}

/** Application arg `i` as an account: exactly the 32 bytes of a public key. */
export function accountArg(i: uint64): Account {
  const key = arg(i);
  assert(key.length === 32, 'arg is an address');
  return Account(key);
}

/**
 * Sends `amount` UMQ base units to the treasury named by arg 2, refused unless it leaves the app at least `owed`:
 * the surplus is the app's UMQ balance minus what it owes its players.
 */
export function withdrawSurplus(owed: uint64): void {
  requireForeignAsset(umq());
  const amount = uintArg(1);
  const treasury = accountArg(2);
  const balance = umq().balance(Global.currentApplicationAddress);
  assert(balance >= owed && amount <= balance - owed, 'within the surplus');
  payTo(treasury, umq(), amount);
}

/** The transfer just before `fund_pool`: a plain UMQ (or HLK, when the app holds it) deposit from the admin. */
export function requirePoolDeposit(holdsHlk: boolean): void {
  assert(Txn.groupIndex >= 1, 'deposit in the group');
  const deposit = gtxn.AssetTransferTxn(Txn.groupIndex - 1);
  assert(deposit.xferAsset === umq() || (holdsHlk && deposit.xferAsset === hlk()), 'deposit of a pool token');
  assert(deposit.sender === Txn.sender, 'deposit from the admin');
  assert(deposit.assetReceiver === Global.currentApplicationAddress, 'deposit to the app');
  assert(deposit.assetCloseTo === Global.zeroAddress && deposit.assetSender === Global.zeroAddress, 'plain deposit');
  assert(deposit.assetAmount > 0, 'deposit of something');
}
