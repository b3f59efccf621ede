/** Committing a block: its groups' transactions and the history index. */
import { getApplicationAddress, type Transaction } from 'algosdk';
import type { Submitted } from './split';
import type { ApplyData, LedgerState } from './types';

/** Every address a transaction touched, as the indexer's account history lists it. */
export function participants(txn: Transaction, applyData: ApplyData): string[] {
  const list = [
    txn.sender,
    txn.payment?.receiver,
    txn.payment?.closeRemainderTo,
    txn.assetTransfer?.receiver,
    txn.assetTransfer?.closeRemainderTo,
    txn.assetTransfer?.assetSender,
    txn.assetFreeze?.freezeAccount,
    ...(txn.applicationCall?.accounts ?? []),
  ].map((a) => a?.toString());
  if (txn.applicationCall && applyData.inner?.length)
    list.push(getApplicationAddress(txn.applicationCall.appIndex).toString());
  for (const inner of applyData.inner ?? []) list.push(inner.receiver);
  return [...new Set(list.filter((a): a is string => !!a))];
}

/** A group that made it into a block, with what each of its transactions produced. */
export interface IncludedGroup {
  group: Submitted[];
  applied: ApplyData[];
}

/** Empty blocks older than this many rounds are dropped: only the recent ones and those with transactions matter. */
const KEPT_EMPTY_ROUNDS = 1000n;

/** Appends block `round` holding the groups, and indexes their transactions. */
export function recordBlock(state: LedgerState, round: bigint, timestamp: bigint, included: IncludedGroup[]) {
  const txids = included.flatMap(({ group }) => group.map((s) => s.txid));
  state.blocks.set(round, { round, timestamp, txids });
  let offset = 0;
  for (const { group, applied } of included) {
    group.forEach(({ txid, bytes, stxn }, i) => {
      state.txns.set(txid, { txid, signed: bytes, round, offset: offset++, applyData: applied[i] });
      for (const address of participants(stxn.txn, applied[i])) {
        const list = state.history.get(address) ?? [];
        list.push(txid);
        state.history.set(address, list);
      }
    });
  }
  state.round = round;
  const old = state.blocks.get(round - KEPT_EMPTY_ROUNDS);
  if (old && old.txids.length === 0 && old.round > 1n) state.blocks.delete(old.round);
}
