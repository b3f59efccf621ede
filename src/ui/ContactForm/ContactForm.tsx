import type { FormEvent } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { Field } from '../Field';
import { Notice } from '../Notice';
import { TextInput } from '../TextInput';
import styles from './ContactForm.module.css';

/** Props of {@link ContactForm}: the add / rename form's state, in Spanish. */
export interface ContactFormProps {
  name: string;
  address: string;
  /** The address is given (renaming, or saving one from the send form or the history): shown, not editable. */
  addressFixed: boolean;
  errors: Partial<Record<'name' | 'address' | 'form', string>>;
  saving: boolean;
  onNameChange: (name: string) => void;
  onAddressChange: (address: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** A contact's name and Algorand address, each with its message, then 'Guardar contacto' and 'Cancelar'. */
export function ContactForm(props: ContactFormProps) {
  const { name, address, addressFixed, errors, saving } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {errors.form && <Notice tone="error">{errors.form}</Notice>}
      <Field label={ledgerCopy('contacts.name')} error={errors.name}>
        <TextInput value={name} onChange={(event) => props.onNameChange(event.target.value)} autoComplete="off" />
      </Field>
      <Field label={ledgerCopy('contacts.address')} error={errors.address}>
        <TextInput
          value={address}
          onChange={(event) => props.onAddressChange(event.target.value)}
          readOnly={addressFixed}
          autoComplete="off"
          spellCheck={false}
          className={styles.address}
        />
      </Field>
      <div className={styles.buttons}>
        <Button type="submit" icon="person" loading={saving}>
          {ledgerCopy('contacts.save')}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          {ledgerCopy('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
