/** Committing an evaluated group: one block per group (LocalNet dev mode), its txns and the history index. */
import { getApplicationAddress, type Transaction } from 'algosdk';
import type { Submitted } from './split';
import type { ApplyData, LedgerState } from './types';

/** Every address a transaction touched, as the indexer's account history lists it. */
export function participants(txn: Transaction, applyData: ApplyData): string[] {
  const list = [txn.sender, txn.payment?.receiver, txn.payment?.closeRemainderTo, txn.assetTransfer?.receiver,
    txn.assetTransfer?.closeRemainderTo, ...(txn.applicationCall?.accounts ?? [])].map((a) => a?.toString());
  if (txn.applicationCall && applyData.inner?.length) list.push(getApplicationAddress(txn.applicationCall.appIndex).toString());
  for (const inner of applyData.inner ?? []) list.push(inner.receiver);
  return [...new Set(list.filter((a): a is string => !!a))];
}

/** Appends block `round` holding the group, and indexes its transactions. */
export function recordBlock(state: LedgerState, round: bigint, timestamp: bigint, group: Submitted[], applied: ApplyData[]) {
  state.blocks.set(round, { round, timestamp, txids: group.map((s) => s.txid) });
  group.forEach(({ txid, bytes, stxn }, offset) => {
    state.txns.set(txid, { txid, signed: bytes, round, offset, applyData: applied[offset] });
    for (const address of participants(stxn.txn, applied[offset])) {
      const list = state.history.get(address) ?? [];
      list.push(txid);
      state.history.set(address, list);
    }
  });
  state.round = round;
}
