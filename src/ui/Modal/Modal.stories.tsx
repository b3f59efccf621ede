import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es, type CopyKey } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { COPY_FIGURES } from '../../i18n/figures';
import { Button } from '../Button';
import { LinkButton } from '../LinkButton';
import { Modal, type ModalProps } from './Modal';

/** Renders an opener button and the modal it controls, as a screen would. */
function WithOpener(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    props.onClose();
    setOpen(false);
  };
  return (
    <div style={{ padding: '1rem' }}>
      <Button onClick={() => setOpen(true)}>{es.tiles.wallet}</Button>
      <Modal {...props} open={open} onClose={close} />
    </div>
  );
}

const walletActions = (
  <div style={{ display: 'grid', gap: '0.75rem' }}>
    <p>{es.tiles.walletBody}</p>
    <LinkButton href="/wallet" fullWidth>
      {es.tiles.profile}
    </LinkButton>
    <LinkButton href="/referido" variant="secondary" fullWidth>
      {es.tiles.welcome}
    </LinkButton>
  </div>
);

const meta = {
  title: 'UI/Modal',
  component: Modal,
  render: (args) => <WithOpener {...args} />,
  args: { open: false, title: es.tiles.wallet, children: walletActions, onClose: fn() },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const opener = () => within(document.body).getByRole('button', { name: es.tiles.wallet });
const openDialog = async () => {
  await userEvent.click(opener());
  return within(document.body).findByRole('dialog', { name: es.tiles.wallet });
};

/** Open: titled dialog that takes focus itself (its name is announced), page scroll locked. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: es.tiles.wallet });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
  },
};

/** With pinned footer actions, as the terms modal uses. */
export const WithFooter: Story = {
  args: {
    open: true,
    title: es.terms.title,
    children: <p>{es.terms.intro}</p>,
    footer: (
      <>
        <Button variant="secondary">{es.common.cancel}</Button>
        <Button disabled>{es.terms.continue}</Button>
      </>
    ),
  },
};

/** Long content scrolls inside the sheet; header and footer stay put. */
export const LongContent: Story = {
  args: {
    open: true,
    title: es.news.title,
    children: Object.keys(es.news).map((name) => (
      <p key={name} style={{ marginBottom: '1rem' }}>
        {ledgerCopy(`news.${name}` as CopyKey, COPY_FIGURES)}
      </p>
    )),
    footer: <Button fullWidth>{es.common.back}</Button>,
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    const body = within(dialog).getByText(ledgerCopy('news.quizBody', COPY_FIGURES)).parentElement!;
    // A body of text alone takes a tab stop after the X: keyboard users can scroll it with the arrow keys.
    await userEvent.tab();
    await userEvent.tab();
    await expect(body).toHaveFocus();
  },
};

/** Escape closes it and focus returns to the opener. */
export const ClosesOnEscape: Story = {
  play: async ({ args }) => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener()).toHaveFocus();
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  },
};

/** The X closes it and focus returns to the opener. */
export const ClosesOnCloseButton: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: es.ui.close }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener()).toHaveFocus();
  },
};

/** A click on the backdrop closes it; a click inside the panel does not. */
export const ClosesOnBackdropClick: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByText(es.tiles.walletBody));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog); // the dialog element itself is only reachable on its backdrop
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener()).toHaveFocus();
  },
};

/** Tab and Shift+Tab cycle through the dialog's controls and never leave it. */
export const TrapsFocus: Story = {
  play: async () => {
    const dialog = await openDialog();
    const close = within(dialog).getByRole('button', { name: es.ui.close });
    const profile = within(dialog).getByRole('link', { name: es.tiles.profile });
    const welcome = within(dialog).getByRole('link', { name: es.tiles.welcome });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(profile).toHaveFocus();
    await userEvent.tab();
    await expect(welcome).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(welcome).toHaveFocus();
  },
};

/** Not dismissible (a transaction in flight): Escape, the backdrop and the X do nothing. */
export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    await expect(within(dialog).getByRole('button', { name: es.ui.close })).toBeDisabled();
    await expect(dialog).toBeInTheDocument();
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

function Nested(props: ModalProps) {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Modal {...props} open={outer} onClose={() => setOuter(false)} title={es.tiles.market}>
      <Button onClick={() => setInner(true)}>{es.market.showProducts}</Button>
      <Modal open={inner} onClose={() => setInner(false)} title={es.confirmTx.title}>
        <p>{es.market.claim}</p>
      </Modal>
    </Modal>
  );
}

/** A modal opened from another: Escape closes only the top one, and focus returns inside the first. */
export const NestedEscape: Story = {
  render: (args) => <Nested {...args} />,
  play: async () => {
    const body = within(document.body);
    const open = await body.findByRole('button', { name: es.market.showProducts });
    await userEvent.click(open);
    await body.findByRole('dialog', { name: es.confirmTx.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: es.confirmTx.title })).toBeNull());
    await expect(body.getByRole('dialog', { name: es.tiles.market })).toBeInTheDocument();
    await expect(open).toHaveFocus();
  },
};
