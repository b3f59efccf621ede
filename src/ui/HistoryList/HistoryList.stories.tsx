import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { sampleData } from '../fixtures';
import { shortenAddress } from '../format';
import { baitNote, dust, everyKind } from './fixtures';
import { HistoryList } from './HistoryList';

const meta = {
  title: 'UI/HistoryList',
  component: HistoryList,
  parameters: { layout: 'padded' },
  args: { entries: everyKind, status: 'ready', onRetry: fn(), onMore: fn() },
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof HistoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of entry, newest first: each a list item named by its Spanish label, with amounts, date, fee and txId. */
export const EveryKind: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: es.history.list });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(everyKind.length);
    for (const entry of everyKind) {
      const item = within(list).getByRole('listitem', { name: entry.label });
      for (const { text } of entry.amounts) await expect(item).toHaveTextContent(text);
      await expect(within(item).getByText(entry.date)).toHaveAttribute('datetime', entry.dateTime);
      await expect(item).toHaveTextContent(shortenAddress(entry.txId));
      if (entry.fee) await expect(item).toHaveTextContent(entry.fee);
    }
    await expect(canvas.queryByRole('button', { name: es.history.more })).toBeNull();
  },
};

/** The copy button beside a txId copies the whole id and says "Copiado". */
export const CopyTxId: Story = {
  play: async ({ canvas }) => {
    const [first] = everyKind;
    const item = within(canvas.getByRole('listitem', { name: first.label }));
    await userEvent.click(item.getByRole('button', { name: es.history.copyTxId }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(first.txId);
    await expect(await item.findByRole('status')).toHaveTextContent(es.ui.copied);
  },
};

/** Nothing happened on the account yet: a friendly empty state and no list. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.history.empty)).toBeVisible();
    await expect(canvas.getByText(es.history.emptyBody)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The first read is on its way: a labelled spinner under the 'Historial' heading. */
export const Loading: Story = {
  args: { entries: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: es.history.title })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(es.history.loading);
  },
};

/** The first read failed: the reason, announced, and 'Reintentar' reads again. */
export const Failed: Story = {
  args: { entries: [], status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.history.failed);
    await userEvent.click(canvas.getByRole('button', { name: es.history.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Older entries remain: 'Ver más' asks for the next page. */
export const More: Story = {
  args: { entries: everyKind.slice(0, 3), hasMore: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: es.history.more }));
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

/** The next page is on its way: 'Ver más' is busy and does nothing when pressed again. */
export const LoadingMore: Story = {
  args: { entries: everyKind.slice(0, 3), hasMore: true, loadingMore: true },
  play: async ({ canvas, args }) => {
    const more = canvas.getByRole('button', { name: es.history.more });
    await expect(more).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(more);
    await expect(args.onMore).not.toHaveBeenCalled();
  },
};

/** The next page failed: the entries stay, the failure is announced, and 'Ver más' tries again. */
export const MoreFailed: Story = {
  args: { entries: everyKind.slice(0, 3), hasMore: true, moreFailed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.history.failedMore);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: es.history.more }));
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

/** A MainNet build: each entry links to the block explorer in a new tab, named for the txId it opens. */
export const ExplorerLinks: Story = {
  args: {
    entries: everyKind.slice(0, 2).map((entry) => ({ ...entry, explorerUrl: `https://allo.info/tx/${entry.txId}` })),
  },
  play: async ({ canvas }) => {
    const [first] = everyKind;
    const item = within(canvas.getByRole('listitem', { name: first.label }));
    const link = item.getByRole('link', {
      name: ledgerCopy('explorer.openLabel', { txId: shortenAddress(first.txId) }),
    });
    await expect(link).toHaveAttribute('href', `https://allo.info/tx/${first.txId}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  },
};

/** The local ledger: no explorer knows it, so no entry links anywhere. */
export const NoExplorer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: new RegExp(es.explorer.open) })).toBeNull();
  },
};

/** A send to an address not in the contacts offers 'Guardar contacto'; pressing it hands over the whole address. */
export const SaveCounterparty: Story = {
  args: {
    entries: [{ ...everyKind[0], newCounterparty: sampleData.recipient }, everyKind[1]],
    onSaveContact: fn(),
  },
  play: async ({ args, canvas }) => {
    const name = ledgerCopy('contacts.saveCounterparty', { address: shortenAddress(sampleData.recipient) });
    await userEvent.click(canvas.getByRole('button', { name }));
    await expect(args.onSaveContact).toHaveBeenCalledWith(sampleData.recipient);
    // Only the entry with an unsaved counterparty offers it.
    await expect(canvas.getAllByRole('button', { name: new RegExp(es.contacts.save) })).toHaveLength(1);
  },
};

/**
 * A stranger's 0-ALGO payment is folded as 'Posible spam': its label, amounts and note are hidden until 'Mostrar',
 * and it never offers 'Guardar contacto'. Notes are text: the link in either note is never a link.
 */
export const SpamFolded: Story = {
  args: { entries: dust, onSaveContact: fn() },
  play: async ({ canvas }) => {
    const spam = within(canvas.getByRole('listitem', { name: es.history.suspect }));
    await expect(spam.getByText(es.history.suspectBody)).toBeVisible();
    await expect(spam.queryByText(baitNote, { exact: false })).toBeNull();
    await expect(spam.getByRole('button', { name: es.history.reveal })).toHaveAttribute('aria-expanded', 'false');
    // The friend's payment shows its note as plain text, and only it offers to save its sender.
    const [, friend] = dust;
    const paid = within(canvas.getByRole('listitem', { name: friend.label }));
    await expect(paid.getByText(friend.note!)).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getAllByRole('button', { name: new RegExp(es.contacts.save) })).toHaveLength(1);
  },
};

/** 'Mostrar' reveals the folded entry: its label, amount and note (as text); still no link and no 'Guardar contacto'. */
export const SpamRevealed: Story = {
  args: { entries: dust.slice(0, 1), onSaveContact: fn() },
  play: async ({ canvas }) => {
    const [spam] = dust;
    await userEvent.click(canvas.getByRole('button', { name: es.history.reveal }));
    const item = within(canvas.getByRole('listitem', { name: spam.label }));
    await expect(item.getByText(baitNote)).toBeVisible();
    await expect(item.getByText(es.history.suspectBody)).toBeVisible();
    await expect(item.getByRole('button', { name: es.history.hide })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: new RegExp(es.contacts.save) })).toBeNull();
    // Folding it again hides the note once more.
    await userEvent.click(item.getByRole('button', { name: es.history.hide }));
    await expect(canvas.queryByText(baitNote)).toBeNull();
  },
};
