import { useId, type FormEvent } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { AddressChip } from '../AddressChip';
import { Field } from '../Field';
import { FormSubmit } from '../FormSubmit';
import { Notice } from '../Notice';
import { Panel } from '../Panel';
import { TextInput } from '../TextInput';
import styles from './ReferralForm.module.css';

/** Where the referral email stands. */
export type ReferralStatus = 'idle' | 'sending' | 'sent' | 'error';

/** What the person typed. */
export interface ReferralFormValues {
  email: string;
  invited: string;
}

/** Props of {@link ReferralForm}. */
export interface ReferralFormProps {
  /** The wallet address: the referral code, shown shortened with a copy button. */
  address: string;
  status: ReferralStatus;
  /** Why the email field was refused (it is not an email); nothing was sent. */
  emailError?: string;
  /** Why the invited code was refused (free text: the proxy mails codes only); nothing was sent. */
  invitedError?: string;
  onSend: (values: ReferralFormValues) => void;
}

/**
 * The referral section of /referido (claimed gift): the referral code, an email input of type email, an
 * invited-code input and 'Enviar correo', locked while sending. The form skips the browser's own validation
 * bubble (`noValidate`) so the refusal is the Spanish message under the field.
 */
export function ReferralForm({ address, status, emailError, invitedError, onSend }: ReferralFormProps) {
  const codeId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const data = new FormData(event.currentTarget);
    onSend({ email: String(data.get('email') ?? ''), invited: String(data.get('invited') ?? '') });
  };
  return (
    <Panel title={ledgerCopy('referral.referralTitle')}>
      <p>{ledgerCopy('referral.referralIntro')}</p>
      <div className={styles.code} role="group" aria-labelledby={codeId}>
        <span id={codeId} className={styles.codeLabel}>
          {ledgerCopy('referral.code')}
        </span>
        <AddressChip address={address} />
      </div>
      <form className={styles.form} noValidate onSubmit={submit}>
        <Field label={ledgerCopy('referral.email')} error={emailError}>
          <TextInput name="email" type="email" autoComplete="email" inputMode="email" required />
        </Field>
        <Field label={ledgerCopy('referral.invited')} error={invitedError}>
          <TextInput name="invited" autoComplete="off" />
        </Field>
        <FormSubmit
          label={ledgerCopy('referral.sendEmail')}
          busy={status === 'sending'}
          progress={ledgerCopy('referral.sending')}
          error={status === 'error' ? ledgerCopy('errors.referralEmail') : undefined}
        />
        {status === 'sent' && <Notice tone="success">{ledgerCopy('referral.emailSent')}</Notice>}
      </form>
    </Panel>
  );
}
