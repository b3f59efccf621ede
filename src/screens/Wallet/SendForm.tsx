import type { AccountBalances } from '../../hooks/account';
import type { Contact } from '../../hooks/contacts';
import { MAX_NOTE_BYTES, noteBytes, SEND_ASSETS, useSendForm, type useWalletActions } from '../../hooks/wallet';
import { ledgerCopy } from '../../i18n/features';
import { unitLabel, type OtherHolding } from '../../hooks/assets';
import { AmountInput } from '../../ui/AmountInput';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { Panel } from '../../ui/Panel';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextInput } from '../../ui/TextInput';
import styles from './Wallet.module.css';

const ASSET_OPTIONS = SEND_ASSETS.map((asset) => ({ value: asset, label: asset }));

/** The selector's choices: ALGO, UMQ, HLK, then every other asset held that is not frozen, by unit (or name). */
function assetOptions(others: readonly OtherHolding[]) {
  const sendable = others.filter((asset) => !asset.frozen);
  return [
    ...ASSET_OPTIONS,
    ...sendable.map((asset) => ({ value: String(asset.id), label: `${asset.unit || asset.name} · #${asset.id}` })),
  ];
}

/** Props of {@link SendForm}. */
interface SendFormProps {
  balances: AccountBalances | undefined;
  connected: boolean;
  actions: ReturnType<typeof useWalletActions>;
  onBack: () => void;
  /** The address book, sorted by name: picked from here, and named in the confirmation. */
  contacts: readonly Contact[];
  nameOf: (address: string) => string | undefined;
  /** Opens the add-contact dialog for a destination not saved yet. */
  onSaveContact: (address: string) => void;
  /** Opens the camera to scan a payment request's QR; it hands the text read to `onScanned`. */
  onScan: (onScanned: (text: string) => void) => void;
  /** The other assets held ('Otros activos'): the unfrozen ones can be sent from here too. */
  otherAssets?: readonly OtherHolding[];
  /** Every asset id the account holds: a request in one of them fills the form, in another opens `onAddAsset`. */
  heldAssets?: readonly bigint[];
  /** Opens 'Añadir activo' on the asset a request names when the account does not hold it. */
  onAddAsset?: (assetId: bigint) => void;
}

/**
 * The send form of /wallet: destination, amount and asset, checked before anything is built (SPEC §5), plus 'Máximo'
 * (the most that can be sent), and 'Opt-in al ASA' while the chosen token is not opted in. Both buttons go through the
 * one paid-action path. The destination can be picked from the contacts, saved to them, or filled with the asset and
 * amount by an ARC-90 payment request pasted into it or scanned; a refused request says why and changes nothing.
 */
export function SendForm(props: SendFormProps) {
  const { actions, onBack, contacts, otherAssets = [] } = props;
  const form = useSendForm({ ...props, send: actions.send });
  const { draft, errors, destination, contactName, asset, optInToken: token, edit, takeDestination } = form;
  const contactOptions = [
    { value: '', label: ledgerCopy('contacts.pickNone') },
    ...contacts.map(({ name, address }) => ({ value: address, label: name })),
  ];

  return (
    <Panel title={ledgerCopy('wallet.send')}>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        {contacts.length > 0 && (
          <Field label={ledgerCopy('contacts.pick')}>
            <Select
              value={contactName === undefined ? '' : destination}
              onChange={edit('destination')}
              options={contactOptions}
            />
          </Field>
        )}
        <Field label={ledgerCopy('wallet.destination')} error={errors.destination} hint={contactName}>
          <TextInput
            value={draft.destination}
            onChange={(event) => takeDestination(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <div className={styles.destinationTools}>
          <Button variant="ghost" size="sm" icon="camera" onClick={() => props.onScan(takeDestination)}>
            {ledgerCopy('payRequest.scan')}
          </Button>
          {form.canSaveContact && (
            <Button variant="ghost" size="sm" icon="person" onClick={() => props.onSaveContact(destination)}>
              {ledgerCopy('contacts.saveDestination')}
            </Button>
          )}
        </div>
        {form.readSummary && (
          <div role="status">
            <Notice tone="info">{form.readSummary}</Notice>
          </div>
        )}
        <Field label={ledgerCopy('wallet.amount')} error={errors.amount}>
          <AmountInput
            value={draft.amount}
            onChange={edit('amount')}
            symbol={asset === undefined ? draft.asset : unitLabel(asset)}
            onMax={form.fillMax}
            question={form.amountQuestion}
          />
        </Field>
        <Field label={ledgerCopy('wallet.asset')} error={errors.asset}>
          <Select value={draft.asset} onChange={edit('asset')} options={assetOptions(otherAssets)} />
        </Field>
        {token && (
          <Notice tone="warning">
            <p>{ledgerCopy('wallet.notOptedIn', { asset: token })}</p>
            <Button
              variant="secondary"
              loading={actions.running === 'assetOptIn'}
              onClick={() => void actions.optIn(token)}
            >
              {ledgerCopy('wallet.optIn')}
            </Button>
          </Notice>
        )}
        <Field
          label={ledgerCopy('wallet.note')}
          error={errors.note}
          hint={
            <>
              {draft.noteFixed && `${ledgerCopy('wallet.noteFixed')} `}
              {ledgerCopy('wallet.noteCount', { bytes: noteBytes(draft.note ?? ''), max: MAX_NOTE_BYTES })}
            </>
          }
        >
          <TextArea
            value={draft.note ?? ''}
            onChange={(event) => edit('note')(event.target.value)}
            readOnly={draft.noteFixed}
            rows={2}
          />
        </Field>
        <div className={styles.buttons}>
          <Button type="submit" icon="send" loading={actions.running === 'send'}>
            {ledgerCopy('wallet.send')}
          </Button>
          <Button variant="secondary" onClick={onBack}>
            {ledgerCopy('wallet.back')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
