import { useState, type FormEvent } from 'react';
import type { AccountBalances } from '../account';
import type { AmountQuestion } from '../account/format';
import type { OtherHolding } from '../assets';
import { isChecksummedAddress } from '../../services/config/address';
import type { TokenSymbol } from '../../services/contracts/group';
import type { AssetRef } from '../../services/amounts';
import { readRequestHere } from './paymentRequest';
import { checkSend, maxAmountText, sendAssetOf, type SendDraft, type SendErrors, type SendOrder } from './sendForm';
import type { SendOptions } from './useWalletActions';

const EMPTY: SendDraft = { destination: '', amount: '', asset: 'ALGO' };

/** A field of the form the user types in. */
export type SendField = Exclude<keyof SendDraft, 'noteFixed'>;

/** What the send form needs from the screen: the account, the address book and the send action. */
export interface SendFormInputs {
  balances: AccountBalances | undefined;
  connected: boolean;
  /** Starts a checked send through the paid-action path (useWalletActions' `send`). */
  send: (order: SendOrder, options: SendOptions) => unknown;
  /** A saved contact's name for an address, or undefined. */
  nameOf: (address: string) => string | undefined;
  /** The other assets held: the unfrozen ones can be sent too. */
  otherAssets?: readonly OtherHolding[];
  /** Every asset id the account holds: a request in another one opens `onAddAsset` instead of filling the form. */
  heldAssets?: readonly bigint[];
  /** Opens 'Añadir activo' on the asset a payment request names when the account does not hold it. */
  onAddAsset?: (assetId: bigint) => void;
}

/** The amount field's question when an amount reads two ways ('1,500' in es-ES), each reading a button. */
export interface AmountQuestionView {
  text: string;
  choices: Array<{ label: string; onChoose: () => void }>;
}

/**
 * The /wallet send form's state (SPEC §5): the draft as typed, each field's Spanish message, the payment request
 * read into it, the question about an amount that reads two ways. Sending checks the draft first: bad input keeps
 * the form as typed and says why under its field, nothing is built; a send that goes through empties the form
 * (keeping the asset). Screens only wire this to the kit's fields.
 */
export function useSendForm({
  balances,
  connected,
  send: startSend,
  nameOf,
  otherAssets = [],
  heldAssets = [],
  onAddAsset,
}: SendFormInputs) {
  const sendable = otherAssets.filter((asset) => !asset.frozen).map((asset) => asset.id);
  const [draft, setDraft] = useState<SendDraft>(EMPTY);
  const [errors, setErrors] = useState<SendErrors>({});
  const [readSummary, setReadSummary] = useState<string>();
  // An amount that reads two ways is asked about until the user picks a reading or edits it.
  const [question, setQuestion] = useState<AmountQuestion>();

  /** A field typed in: its message and any question or request summary go, as they were about the old text. */
  const edit = (field: SendField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setReadSummary(undefined);
    setQuestion(undefined);
  };

  /** Takes a pasted, typed or scanned text: a payment request fills the form; anything else is a destination. */
  const takeDestination = (text: string) => {
    const read = readRequestHere(text, nameOf, heldAssets);
    // Another destination typed: a request's fixed note was for the request's receiver, not this one.
    if (!read && draft.noteFixed) setDraft((current) => ({ ...current, note: '', noteFixed: false }));
    if (!read) return edit('destination')(text);
    // A refused request stays in the field with its reason (it may be half typed); amount and asset stay as they were.
    if ('error' in read) {
      setDraft((current) => ({ ...current, destination: text }));
      return setErrors({ destination: read.error });
    }
    // An asset not held yet is added first: the dialog opens on it, and the form stays as it was.
    if ('addAsset' in read) return onAddAsset?.(read.addAsset);
    setDraft(read.draft);
    setErrors({});
    setReadSummary(read.summary);
    setQuestion(undefined);
  };

  const sendDraft = (sent: SendDraft) => {
    const checked = checkSend(sent, connected, sendable);
    setQuestion('errors' in checked ? checked.question : undefined);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setReadSummary(undefined);
    void startSend(checked.order, {
      onSent: () => setDraft((current) => ({ ...EMPTY, asset: current.asset })),
      receiverName: nameOf(checked.order.receiver),
      // Stopped by the minimum balance: said under the amount, beside 'Máximo'.
      onRefused: (reason) => setErrors({ amount: reason }),
    });
  };

  // Picking a reading writes it in the field, one way only, and goes on with the send.
  const amountQuestion: AmountQuestionView | undefined = question && {
    text: question.question,
    choices: question.readings.map(({ label, text }) => ({
      label,
      onChoose: () => {
        const chosen = { ...draft, amount: text };
        setDraft(chosen);
        sendDraft(chosen);
      },
    })),
  };

  const destination = draft.destination.trim();
  const contactName = nameOf(destination);
  const asset: AssetRef | undefined = sendAssetOf(draft.asset, sendable);
  const token: TokenSymbol | null = draft.asset === 'UMQ' || draft.asset === 'HLK' ? draft.asset : null;
  const notOptedIn =
    token !== null && balances !== undefined && (token === 'UMQ' ? balances.umq : balances.hlk) === null;
  return {
    draft,
    errors,
    /** What a payment request filled in ('Solicitud de pago: …'), until the form is edited. */
    readSummary,
    amountQuestion,
    /** The destination, trimmed. */
    destination,
    /** The destination's contact name, when it is saved. */
    contactName,
    /** A real address not saved yet: 'Guardar como contacto' is offered. */
    canSaveContact: contactName === undefined && isChecksummedAddress(destination),
    /** The chosen asset, when it is one that can be sent. */
    asset,
    /** The chosen Mox token while the account has not activated it: 'Opt-in al ASA' is offered. */
    optInToken: notOptedIn ? token : null,
    edit,
    takeDestination,
    /** 'Máximo': writes the most that can be sent of the chosen asset (absent until the balances are read). */
    fillMax: balances && asset !== undefined ? () => edit('amount')(maxAmountText(balances, asset)) : undefined,
    onSubmit: (event?: FormEvent) => {
      event?.preventDefault();
      sendDraft(draft);
    },
  };
}
