import { modelsv2, SignedTransaction, type Transaction } from 'algosdk';
import type { OnchainIds } from '../config/ids';
import type { AssetRef } from '../amounts/assets';
import { assetRefOf } from '../contracts/decode';
import { algod } from './clients';
import { classifyError, isNetworkFailure } from './errors';

/** One asset's change to the account's balance, in base units: negative when it leaves. */
export interface BalanceChange {
  asset: AssetRef;
  amount: bigint;
}

/**
 * What the node's dry run (algod simulate) says: the account's balance changes, a failure the ledger would give
 * (nothing may be signed), or no answer (an error, the 8 s timeout, a node without the route): the user may go on.
 */
export type DryRunResult =
  { kind: 'ok'; changes: BalanceChange[] } | { kind: 'failed'; error: Error } | { kind: 'unavailable' };

export interface DryRunOptions {
  /** Leave out what the apps' inner transactions pay: a game's prize must not be known before paying (ADR 0008). */
  withoutInnerPayouts?: boolean;
}

type Executed = modelsv2.PendingTransactionResponse;

/** The asset's name for the changes, or undefined for one the wallet never read (an app's inner transfer of it). */
function knownRef(assetIndex: bigint, ids: OnchainIds): AssetRef | undefined {
  try {
    return assetRefOf(assetIndex, ids);
  } catch {
    return undefined;
  }
}

/** Adds one executed transaction's effect on `account` (and, unless left out, its inner transactions'). */
function collect(
  executed: Executed,
  account: string,
  ids: OnchainIds,
  add: (asset: AssetRef, amount: bigint) => void,
  inner: boolean,
): void {
  const txn = executed.txn.txn;
  const sender = txn.sender.toString();
  if (sender === account) add('ALGO', -txn.fee);
  const transfer = txn.payment ?? txn.assetTransfer;
  const asset: AssetRef | undefined = txn.payment
    ? 'ALGO'
    : txn.assetTransfer && knownRef(txn.assetTransfer.assetIndex, ids);
  if (transfer && asset && sender !== transfer.receiver.toString()) {
    if (sender === account) add(asset, -transfer.amount);
    if (transfer.receiver.toString() === account) add(asset, transfer.amount);
  }
  if (inner) for (const child of executed.innerTxns ?? []) collect(child, account, ids, add, inner);
}

/** The signed change per asset the executed group makes to `account`, leaving out assets that do not change. */
export function balanceChanges(
  results: readonly Executed[],
  account: string,
  ids: OnchainIds,
  options: DryRunOptions = {},
): BalanceChange[] {
  const totals = new Map<AssetRef, bigint>();
  const add = (asset: AssetRef, amount: bigint) => totals.set(asset, (totals.get(asset) ?? 0n) + amount);
  for (const executed of results) collect(executed, account, ids, add, !options.withoutInnerPayouts);
  return [...totals].filter(([, amount]) => amount !== 0n).map(([asset, amount]) => ({ asset, amount }));
}

/**
 * Dry-runs an unsigned group on the node (simulate with allow-empty-signatures: nothing is signed or sent) and reads
 * what it would do to `account`. A failure the ledger itself reports (its message is one of algod's known texts) is
 * `failed`; anything else that stops the node from answering is `unavailable`.
 */
export async function dryRun(
  txns: readonly Transaction[],
  account: string,
  ids: OnchainIds,
  options: DryRunOptions = {},
): Promise<DryRunResult> {
  const request = new modelsv2.SimulateRequest({
    txnGroups: [
      new modelsv2.SimulateRequestTransactionGroup({ txns: txns.map((txn) => new SignedTransaction({ txn })) }),
    ],
    allowEmptySignatures: true,
  });
  try {
    const response = await algod().simulateTransactions(request).do();
    const [group] = response.txnGroups;
    if (group?.failureMessage) return { kind: 'failed', error: new Error(group.failureMessage) };
    const results = (group?.txnResults ?? []).map((result) => result.txnResult);
    return { kind: 'ok', changes: balanceChanges(results, account, ids, options) };
  } catch (error) {
    // algod refuses some groups before evaluating them (a 400 with its usual text): that is the ledger's answer.
    const known = !isNetworkFailure(error) && classifyError(error) !== 'unknown';
    return known ? { kind: 'failed', error: error as Error } : { kind: 'unavailable' };
  }
}
