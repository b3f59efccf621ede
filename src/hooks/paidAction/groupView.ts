import type { Transaction } from 'algosdk';
import type { OnchainIds } from '../../services/config/ids';
import { decodeGroup, type DecodedGroup } from '../../services/contracts/decode';
import type { BuiltGroup } from '../../services/contracts/group';

/**
 * A built group as the paid-action path holds it: its transactions, fixed when it was built, and what they do,
 * decoded from them once. The dialog's figures (summary.ts), the dry run's wording and the receiver checks
 * (checks.ts) all read this one view, and the controller signs these very transactions, so nothing can describe,
 * check or sign a different group than the one the user is shown.
 */
export interface GroupView {
  /** The transactions to sign, in order: a copy the builder can no longer add to, drop or reorder. */
  readonly txns: readonly Transaction[];
  /** What they do (value, Mox fee, network fee, receiver, notes), read from the transactions themselves. */
  readonly decoded: DecodedGroup;
  /** Who signs: the first transaction's sender. */
  readonly sender: string;
}

/** The group's one decoded view (see {@link GroupView}). */
export function viewGroup(group: BuiltGroup, ids: OnchainIds): GroupView {
  const txns = Object.freeze([...group.txns]);
  return { txns, decoded: decodeGroup(txns, ids), sender: txns[0]?.sender.toString() ?? '' };
}
