/** A history entry as the list shows it: label, signed amounts, fee and date already in Spanish. */
import { ledgerCopy } from '../../i18n/features';
import { explorerTxUrl } from '../../services/config/explorer';
import type { HistoryEntry } from '../../services/history';
import { activityLabel, formatMove, type Shorten } from './label';

/** One entry for the kit's HistoryEntry (shaped like its props: hooks may not import ui). */
export interface HistoryEntryView {
  txId: string;
  label: string;
  /** The balance changes, signed: '+10 ALGO', '−115 UMQ'. */
  amounts: { text: string; direction: 'in' | 'out' }[];
  /** 'Comisión de red: 0.001 ALGO' when the account paid one. */
  fee: string | null;
  /** When, in Spanish ('23 nov 2026, 13:20'), and as a machine-readable date for <time>. */
  date: string;
  dateTime: string;
  /** The entry on the block explorer, when this network has one. */
  explorerUrl?: string;
  /** The one other account of a send or receipt that is not a contact yet: it can be saved from the entry. */
  newCounterparty?: string;
  /** The transaction's note, as text (the list never makes a link of it). */
  note?: string;
  /** A 0-value receipt from an address the account never paid: shown folded as 'Posible spam'. */
  suspect?: boolean;
}

/** What the view needs besides the entry: how to show an address, the contacts' names, the explorer's prefix. */
export interface EntryContext {
  shorten: Shorten;
  nameOf: (address: string) => string | undefined;
  explorer: string | null;
  /** Every address the account has paid; null while unknown (every 0-value receipt is then suspect). */
  paidTo: ReadonlySet<string> | null;
}

/**
 * A receipt of nothing (0 ALGO or 0 of a token): anyone can send one to any account, with a note, to plant a link or
 * a look-alike address in its history.
 */
const isZeroReceipt = (activity: HistoryEntry['activity']) =>
  activity.kind === 'received' && activity.amounts.every(({ amount }) => amount === 0n);

// 'es' as the issue asks: Spanish month names; the figures keep the app's own number style (services/amounts).
const dateFormat = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });

/** The view of one entry. */
export function toEntryView(
  entry: HistoryEntry,
  { shorten, nameOf, explorer, paidTo }: EntryContext,
): HistoryEntryView {
  const when = new Date(entry.time * 1000);
  const { activity } = entry;
  const counterparty = activity.kind === 'sent' || activity.kind === 'received' ? activity.counterparty : null;
  const zeroReceipt = isZeroReceipt(activity);
  // Dust is never an invitation to save its sender; from someone the account never paid it is folded away.
  const saveable = counterparty && !zeroReceipt && nameOf(counterparty) === undefined;
  const suspect = zeroReceipt && !(counterparty && paidTo?.has(counterparty));
  return {
    txId: entry.txId,
    // A contact is named; any other address is shown shortened.
    label: activityLabel(activity, (address) => nameOf(address) ?? shorten(address)),
    amounts: entry.moves.map(({ asset, amount }) =>
      amount > 0n
        ? { text: `+${formatMove({ asset, amount })}`, direction: 'in' }
        : { text: `−${formatMove({ asset, amount: -amount })}`, direction: 'out' },
    ),
    fee: entry.fee > 0n ? ledgerCopy('history.fee', { fee: formatMove({ asset: 'ALGO', amount: entry.fee }) }) : null,
    date: dateFormat.format(when),
    dateTime: when.toISOString(),
    ...(explorer && { explorerUrl: explorerTxUrl(explorer, entry.txId) }),
    ...(saveable && { newCounterparty: counterparty }),
    ...(entry.note !== undefined && { note: entry.note }),
    ...(suspect && { suspect }),
  };
}
