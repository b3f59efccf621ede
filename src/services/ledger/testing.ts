/**
 * Test fixtures for code that talks to the ledger (used with src/devnet/testing.ts's useTestLedger):
 * build a group with the real contract builders against algod's current params, sign it, submit it.
 */
import type { Account } from 'algosdk';
import type { BuildContext, BuiltGroup } from '../contracts';
import { freshBuildContext } from './params';
import type { Confirmed } from './settle';
import { submit } from './submit';

/** Builds a group for `account`, signs every transaction with its key and returns the signed bytes. */
export async function signedGroup(account: Account, build: (ctx: BuildContext) => BuiltGroup): Promise<Uint8Array[]> {
  const { txns } = build(await freshBuildContext(account.addr.toString()));
  return txns.map((txn) => txn.signTxn(account.sk));
}

/** Builds, signs and submits a group for `account`. */
export async function signAndSubmit(account: Account, build: (ctx: BuildContext) => BuiltGroup): Promise<Confirmed> {
  return submit(await signedGroup(account, build));
}
