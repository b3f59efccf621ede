/** The account's history from the indexer, newest first, a page at a time, each atomic group as one entry. */
import { requireNetwork } from '../config/networks';
import { indexer } from '../ledger/clients';
import { describeGroup, groupKey } from './classify';
import type { IndexerTxn } from './flows';
import type { HistoryEntry } from './types';

/** Transactions per page. */
export const HISTORY_PAGE_SIZE = 20;

/** The most transactions one atomic group can hold (the protocol's limit). */
const MAX_GROUP_SIZE = 16;

/**
 * Where the next page starts: the indexer's next-token, and the group the page before already showed whole
 * (its remaining members open this page and are skipped).
 */
export interface HistoryCursor {
  token: string;
  shownGroup?: string;
}

/** One page of entries and where the next one starts (null on the last page). */
export interface HistoryPage {
  entries: HistoryEntry[];
  next: HistoryCursor | null;
}

async function lookup(address: string, limit: number, token?: string) {
  const query = indexer().lookupAccountTransactions(address).limit(limit);
  if (token) query.nextToken(token);
  return query.do();
}

/** Consecutive members of one group gathered, each list in the order its transactions were sent. */
function splitGroups(txns: readonly IndexerTxn[]): IndexerTxn[][] {
  const groups: IndexerTxn[][] = [];
  for (const txn of txns) {
    const previous = groups.at(-1);
    const key = groupKey(txn);
    if (key && previous && groupKey(previous[0]) === key) previous.push(txn);
    else groups.push([txn]);
  }
  return groups.map((members) => members.sort((a, b) => (a.intraRoundOffset ?? 0) - (b.intraRoundOffset ?? 0)));
}

/**
 * One page of `address`'s history after `cursor` (null: the newest). A group the page's end splits is completed
 * from the transactions after it, so it is one entry here and skipped by the next page.
 */
export async function readHistoryPage(
  address: string,
  cursor: HistoryCursor | null,
  limit = HISTORY_PAGE_SIZE,
): Promise<HistoryPage> {
  const page = await lookup(address, limit, cursor?.token);
  const raw = page.transactions;
  const shown = cursor?.shownGroup;
  let txns = shown ? raw.filter((txn) => groupKey(txn) !== shown) : raw;
  let next: HistoryCursor | null = null;
  if (raw.length === limit && page.nextToken) {
    const last = groupKey(raw.at(-1));
    // A page made only of the shown group's members passes it on; a group this page ends in is completed here.
    next = { token: page.nextToken, ...(last && { shownGroup: last }) };
    if (last && last !== shown) {
      const ahead = await lookup(address, MAX_GROUP_SIZE - 1, page.nextToken);
      const rest = ahead.transactions.findIndex((txn) => groupKey(txn) !== last);
      txns = [...txns, ...ahead.transactions.slice(0, rest === -1 ? undefined : rest)];
    }
  }
  const { ids } = requireNetwork();
  return { entries: splitGroups(txns).map((members) => describeGroup(members, address, ids)), next };
}
