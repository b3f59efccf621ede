import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { isEmail, isInvitedCode, referralClient } from '../../services/referral';
import { useWallet } from '../session';
import { useToasts } from '../toasts';

/** Where the referral email stands, shaped like the kit's ReferralForm status. */
export type ReferralEmailStatus = 'idle' | 'sending' | 'sent' | 'error';

/**
 * The referral section's 'Enviar correo' (SPEC §7 email provider): the email is checked as an input of type email
 * would, and the invited code is checked to be a code (the proxy mails no free text), before anything is sent (a
 * refusal sits under its field); then the configured client sends
 * `{email, phone: '', referido: address, invited}` and the toast says 'Correo enviado correctamente.' or
 * 'Error enviando el correo.' (the reason goes to the console only). A send in progress ignores further presses.
 */
export function useReferralEmail(address: string) {
  const { show } = useToasts();
  const { signBytes } = useWallet();
  const [emailError, setEmailError] = useState<string>();
  const [invitedError, setInvitedError] = useState<string>();
  // The mutation's isPending flag lands after the click handler returns; the ref shuts the door within the same tick.
  const inFlight = useRef(false);
  const mutation = useMutation({
    // Signed with the session's key (for the proxy, which checks it against `referido`); the key stays in the session.
    mutationFn: (values: { email: string; invited: string }) =>
      referralClient().send({ ...values, referido: address }, signBytes),
    onSettled: () => (inFlight.current = false),
    onSuccess: () => show({ tone: 'success', message: ledgerCopy('referral.emailSent') }),
    onError: (error) => {
      console.error(error);
      show({ tone: 'error', message: ledgerCopy('errors.referralEmail') });
    },
  });

  const send = (values: { email: string; invited: string }) => {
    if (inFlight.current) return;
    const emailOk = isEmail(values.email.trim());
    const invitedOk = isInvitedCode(values.invited.trim());
    setEmailError(emailOk ? undefined : ledgerCopy('referral.invalidEmail'));
    setInvitedError(invitedOk ? undefined : ledgerCopy('referral.invalidCode'));
    if (!emailOk || !invitedOk) return;
    inFlight.current = true;
    mutation.mutate(values);
  };

  const status: ReferralEmailStatus = mutation.isPending
    ? 'sending'
    : mutation.isSuccess
      ? 'sent'
      : mutation.isError
        ? 'error'
        : 'idle';
  return { send, status, emailError, invitedError };
}
