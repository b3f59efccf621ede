import { useState, type FormEvent } from 'react';

/**
 * The state of a form that asks for the wallet's current password before a sensitive step (showing the words,
 * making a passkey): what was typed, whether it was sent empty (the form says so on the field, nothing is sent), and
 * the props of its {@link PasswordInput}, read-only while the step runs.
 */
export function useCurrentPasswordForm(busy: boolean, onPassword: (password: string) => void) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(password === '');
    if (!busy && password !== '') onPassword(password);
  };
  const input = {
    name: 'password',
    autoComplete: 'current-password',
    value: password,
    onChange: (event: { target: { value: string } }) => {
      setPassword(event.target.value);
      setMissing(false);
    },
    readOnly: busy,
  };
  return { missing, submit, input };
}
