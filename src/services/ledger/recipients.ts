import { indexer } from './clients';

/** How many of the account's own transactions the first-payment check reads (one indexer page). */
const HISTORY_LIMIT = 1000;

/**
 * Every address this account has paid ALGO or a token to, from its history on the indexer (its newest
 * HISTORY_LIMIT transactions, those it sent; an opt-in, a transfer to oneself, is not a payment to anyone).
 */
export async function earlierRecipients(account: string): Promise<Set<string>> {
  // The account's own history, its sends picked here: indexers may disable `address-role` (the local one does).
  const page = await indexer().lookupAccountTransactions(account).limit(HISTORY_LIMIT).do();
  const receivers = page.transactions
    .filter((txn) => txn.sender === account)
    .map((txn) => txn.paymentTransaction?.receiver ?? txn.assetTransferTransaction?.receiver);
  return new Set(receivers.filter((receiver): receiver is string => !!receiver && receiver !== account));
}

/** The part of an address people compare by eye: its first and last four characters. */
const visibleEnds = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

/**
 * An earlier recipient that `receiver` looks like but is not: the same first 4 and last 4 characters, a different
 * address (the shape of an address-poisoning attack); undefined when there is none.
 */
export function lookAlikeOf(receiver: string, earlier: Iterable<string>): string | undefined {
  for (const address of earlier) {
    if (address !== receiver && visibleEnds(address) === visibleEnds(receiver)) return address;
  }
  return undefined;
}
