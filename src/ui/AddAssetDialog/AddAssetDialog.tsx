import type { FormEvent } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { AddressChip } from '../AddressChip';
import { Button } from '../Button';
import { Field } from '../Field';
import { Modal } from '../Modal';
import { Notice } from '../Notice';
import { Spinner } from '../Spinner';
import { TextInput } from '../TextInput';
import styles from './AddAssetDialog.module.css';

/** What the dialog knows of the id typed: nothing yet, being read, a refusal, or the asset found. */
export type AddAssetState =
  | { kind: 'empty' }
  | { kind: 'reading' }
  | { kind: 'refused'; reason: string }
  | {
      kind: 'found';
      name: string;
      unit: string;
      decimals: number;
      creator: string;
      /** '0.1 ALGO', as the reader writes it. */
      reserve: string;
    };

/** Props of {@link AddAssetDialog}. */
export interface AddAssetDialogProps {
  open: boolean;
  /** The id as typed. */
  value: string;
  onChange: (value: string) => void;
  state: AddAssetState;
  /** The opt-in is on its way (the confirmation dialog is open or it is being sent). */
  adding: boolean;
  onAdd: () => void;
  onClose: () => void;
}

/**
 * 'Añadir activo': the asset's number, then what it is (name, unit, decimals, creator) and the 0.1 ALGO its holding
 * reserves, before 'Añadir' hands it to the confirmation dialog.
 */
export function AddAssetDialog({ open, value, onChange, state, adding, onAdd, onClose }: AddAssetDialogProps) {
  const found = state.kind === 'found' ? state : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (found) onAdd();
  };
  return (
    <Modal open={open} onClose={onClose} title={ledgerCopy('assets.addTitle')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          label={ledgerCopy('assets.idLabel')}
          hint={ledgerCopy('assets.idHint')}
          error={state.kind === 'refused' ? state.reason : undefined}
        >
          <TextInput
            value={value}
            onChange={(event) => onChange(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
          />
        </Field>
        {state.kind === 'reading' && <Spinner label={ledgerCopy('assets.loading')} />}
        {found && (
          <div className={styles.preview}>
            <dl className={styles.facts}>
              <dt>{ledgerCopy('assets.previewName')}</dt>
              <dd>{found.name || ledgerCopy('assets.noName')}</dd>
              <dt>{ledgerCopy('assets.previewUnit')}</dt>
              <dd>{found.unit}</dd>
              <dt>{ledgerCopy('assets.previewDecimals')}</dt>
              <dd>{found.decimals}</dd>
              <dt>{ledgerCopy('assets.previewCreator')}</dt>
              <dd>
                <AddressChip address={found.creator} />
              </dd>
            </dl>
            <Notice tone="info">{ledgerCopy('assets.reserve', { reserve: found.reserve })}</Notice>
          </div>
        )}
        <div className={styles.buttons}>
          <Button type="submit" disabled={!found} loading={adding}>
            {found ? ledgerCopy('assets.addConfirm', { unit: found.unit || found.name }) : ledgerCopy('assets.add')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {ledgerCopy('common.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
