import { useState } from 'react';
import { passkeyFailureMessage, type PasskeyFailure, type usePasskeySettings } from '../../hooks/session';
import { PasskeyCard } from '../../ui/PasskeyCard';
import { PasskeyConfirm } from '../../ui/PasskeyConfirm';

/** /home's passkey: the card, and the password confirmation that creates one (settings from the security section). */
export function PasskeySection({ settings }: { settings: ReturnType<typeof usePasskeySettings> }) {
  const { enabled, enable, remove } = settings;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PasskeyFailure | null>(null);
  const [removeFailure, setRemoveFailure] = useState<PasskeyFailure | null>(null);

  const activate = async (password: string) => {
    setBusy(true);
    setFailure(null);
    const result = await enable(password);
    setBusy(false);
    if (result === true) setConfirming(false);
    else setFailure(result);
  };
  const removeIt = async () => {
    setBusy(true);
    const result = await remove();
    setBusy(false);
    setRemoveFailure(result === true ? null : result);
  };
  const open = () => {
    setFailure(null);
    setRemoveFailure(null);
    setConfirming(true);
  };

  return (
    <>
      <PasskeyCard
        enabled={enabled}
        onActivate={open}
        onRemove={() => void removeIt()}
        removing={busy && !confirming}
        error={removeFailure ? passkeyFailureMessage(removeFailure) : undefined}
      />
      <PasskeyConfirm
        open={confirming}
        busy={busy}
        passwordError={failure === 'wrongPassword' ? passkeyFailureMessage(failure) : undefined}
        error={failure && failure !== 'wrongPassword' ? passkeyFailureMessage(failure) : undefined}
        onSubmit={(password) => void activate(password)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
