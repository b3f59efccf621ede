import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../src/i18n';
import { ledgerCopy } from '../../src/i18n/features';
import { LOCALNET_GENESIS, LOCALNET_IDS } from '../../src/services/config/localnet';
import { uriAuthority } from '../../src/services/payments';
import { screenMeta } from '../support';
import { dialog, FRIEND, toasts } from './walletStates';

/** Each story starts with an empty address book (the browser keeps it between stories otherwise). */
const clearContacts = () =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('MoxContacts');
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });

const meta = {
  title: 'Screens/WalletContacts',
  ...screenMeta({ route: '/wallet', signedIn: true }),
  beforeEach: clearContacts,
};
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const GH = uriAuthority(LOCALNET_GENESIS.hash);
const destination = (canvas: Canvas) => canvas.getByLabelText(es.wallet.destination);

/** Pastes `text` into the destination, as a user pasting a payment link would. */
async function paste(canvas: Canvas, text: string) {
  await userEvent.click(destination(canvas));
  await userEvent.paste(text);
}

const contactsCard = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: es.contacts.title }, { timeout: 10_000 }));

/** No contacts yet: the card says what it is for; the send form has no picker. */
export const NoContacts: Story = {
  play: async ({ canvas }) => {
    const card = await contactsCard(canvas);
    await expect(await card.findByText(es.contacts.empty)).toBeVisible();
    await expect(canvas.queryByLabelText(es.contacts.pick)).toBeNull();
  },
};

/** A pasted ARC-90 request for 2.5 UMQ fills destination, asset and amount, and says what it read. */
export const PastedRequest: Story = {
  play: async ({ canvas }) => {
    await paste(canvas, `algorand://${GH}${FRIEND}?amount=2500000000&asset=${LOCALNET_IDS.assets.UMQ}`);
    await expect(destination(canvas)).toHaveValue(FRIEND);
    await expect(canvas.getByLabelText(es.wallet.asset)).toHaveValue('UMQ');
    await expect(canvas.getByLabelText(es.wallet.amount)).toHaveValue('2,5');
    const summary = ledgerCopy('payRequest.read', {
      what: ledgerCopy('payRequest.readAmount', { amount: '2,5', asset: 'UMQ', who: FRIEND }),
    });
    await expect(await canvas.findByText(summary)).toBeVisible();
  },
};

/** A MainNet request on the local ledger: refused, amount untouched. */
export const RefusedRequest: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(es.wallet.amount), '3');
    await paste(canvas, `algorand://${FRIEND}?amount=1000000`);
    await expect(destination(canvas)).toHaveAccessibleDescription(
      ledgerCopy('payRequest.wrongNetwork', { network: es.payRequest.localnet }),
    );
    await expect(canvas.getByLabelText(es.wallet.amount)).toHaveValue('3');
  },
};

/**
 * A request naming an asset the account does not hold (a payment in it, or an ARC-90 asset query): 'Añadir activo'
 * opens with its number filled in and reads it from the ledger; the send form stays as it was.
 */
export const RequestForAnAssetNotHeld: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(es.wallet.amount), '3');
    await paste(canvas, `algorand://${GH}${FRIEND}?amount=1&asset=45`);
    const add = await dialog(es.assets.addTitle);
    await expect(add.getByLabelText(es.assets.idLabel)).toHaveValue('45');
    await expect(await add.findByText(ledgerCopy('assets.notFound', { id: '45' }))).toBeVisible();
    await userEvent.click(add.getByRole('button', { name: es.common.cancel }));
    await waitFor(() => expect(add.queryByLabelText(es.assets.idLabel)).toBeNull());
    await expect(canvas.getByLabelText(es.wallet.amount)).toHaveValue('3');
    await expect(destination(canvas)).toHaveValue('');
    await expect(canvas.getByLabelText(es.wallet.asset)).toHaveValue('ALGO');

    await paste(canvas, `algorand://${GH}asset/46`);
    const again = await dialog(es.assets.addTitle);
    await expect(again.getByLabelText(es.assets.idLabel)).toHaveValue('46');
  },
};

/**
 * A destination saved from the send form: named, then picked by name, listed in the card, and named in the
 * confirmation's action line.
 */
export const SaveAndPick: Story = {
  play: async ({ canvas }) => {
    await paste(canvas, FRIEND);
    await userEvent.click(canvas.getByRole('button', { name: es.contacts.saveDestination }));
    const form = await dialog(es.contacts.addTitle);
    await expect(form.getByLabelText(es.contacts.address)).toHaveValue(FRIEND);
    await userEvent.click(form.getByRole('button', { name: es.contacts.save }));
    await waitFor(() =>
      expect(form.getByLabelText(es.contacts.name)).toHaveAccessibleDescription(es.contacts.nameEmpty),
    );
    await userEvent.type(form.getByLabelText(es.contacts.name), 'Ana');
    await userEvent.click(form.getByRole('button', { name: es.contacts.save }));
    await waitFor(() => expect(within(toasts()).getByText(es.contacts.saved)).toBeInTheDocument());

    // The field now shows whose address it is; the picker offers the contact.
    await waitFor(() => expect(destination(canvas)).toHaveAccessibleDescription('Ana'));
    const card = await contactsCard(canvas);
    await expect(await card.findByRole('listitem', { name: 'Ana' })).toBeVisible();
    await userEvent.clear(destination(canvas));
    await userEvent.selectOptions(canvas.getByLabelText(es.contacts.pick), 'Ana');
    await expect(destination(canvas)).toHaveValue(FRIEND);

    await userEvent.type(canvas.getByLabelText(es.wallet.amount), '1');
    await userEvent.click(canvas.getByRole('button', { name: es.wallet.send }));
    const modal = await dialog(es.confirmTx.title);
    // Past the modal's opening animation.
    await waitFor(() =>
      expect(modal.getByText(ledgerCopy('contacts.sendTo', { asset: 'ALGO', name: 'Ana' }))).toBeVisible(),
    );
    await userEvent.click(modal.getByRole('button', { name: es.common.cancel }));
  },
};

/** Duplicates refused in Spanish; rename and delete from the card. */
export const RenameAndDelete: Story = {
  play: async ({ canvas }) => {
    const card = await contactsCard(canvas);
    const add = async (name: string, address: string) => {
      await userEvent.click(await card.findByRole('button', { name: es.contacts.add }));
      const form = await dialog(es.contacts.addTitle);
      await userEvent.type(form.getByLabelText(es.contacts.name), name);
      await userEvent.type(form.getByLabelText(es.contacts.address), address);
      await userEvent.click(form.getByRole('button', { name: es.contacts.save }));
      return form;
    };
    await add('Luis', FRIEND);
    await expect(await card.findByRole('listitem', { name: 'Luis' })).toBeVisible();
    const again = await add('Otro', FRIEND);
    await waitFor(() =>
      expect(again.getByLabelText(es.contacts.address)).toHaveAccessibleDescription(es.contacts.addressTaken),
    );
    await userEvent.click(again.getByRole('button', { name: es.common.cancel }));

    await userEvent.click(card.getByRole('button', { name: ledgerCopy('contacts.rename', { name: 'Luis' }) }));
    const rename = await dialog(es.contacts.renameTitle);
    await userEvent.clear(rename.getByLabelText(es.contacts.name));
    await userEvent.type(rename.getByLabelText(es.contacts.name), 'Luis M.');
    await userEvent.click(rename.getByRole('button', { name: es.contacts.save }));
    await expect(await card.findByRole('listitem', { name: 'Luis M.' })).toBeVisible();

    await userEvent.click(card.getByRole('button', { name: ledgerCopy('contacts.remove', { name: 'Luis M.' }) }));
    const confirm = await dialog(ledgerCopy('contacts.removeConfirm', { name: 'Luis M.' }));
    await userEvent.click(confirm.getByRole('button', { name: es.contacts.removeYes }));
    await waitFor(() => expect(card.getByText(es.contacts.empty)).toBeVisible());
  },
};
