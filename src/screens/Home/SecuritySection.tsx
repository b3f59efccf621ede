import { useState } from 'react';
import { useBackupDrill, useChangePassword, useNoteAddress, useRevealWords } from '../../hooks/security';
import { usePasskeySettings } from '../../hooks/session';
import { BackupDrillDialog } from '../../ui/BackupDrillDialog';
import { ChangePasswordDialog } from '../../ui/ChangePasswordDialog';
import { RevealWordsDialog } from '../../ui/RevealWordsDialog';
import { SecurityCard } from '../../ui/SecurityCard';
import { PasskeySection } from './PasskeySection';

/**
 * /home's security section, after the six apps: the 25 words shown again, a new password, the backup drill, and the
 * passkey card where this browser can hold a passkey.
 */
export function SecuritySection() {
  useNoteAddress();
  const passkey = usePasskeySettings();
  const reveal = useRevealWords();
  const drill = useBackupDrill();
  const password = useChangePassword();
  const [changing, setChanging] = useState(false);
  const withPasskey = passkey.supported && passkey.enabled === true;
  const unlockProps = (unlock: typeof reveal.unlock) => ({
    unlock: { busy: unlock.busy, problem: unlock.problem, passkey: withPasskey },
    onPassword: (value: string) => void unlock.withPassword(value),
    onPasskey: () => void unlock.withPasskey(),
  });

  return (
    <>
      <SecurityCard
        onShowWords={reveal.open}
        onChangePassword={() => {
          password.reset();
          setChanging(true);
        }}
        onDrill={drill.open}
      />
      {passkey.supported && <PasskeySection settings={passkey} />}
      <RevealWordsDialog
        stage={reveal.stage}
        words={reveal.words}
        {...unlockProps(reveal.unlock)}
        onReveal={reveal.reveal}
        onAgain={reveal.again}
        onClose={reveal.close}
      />
      <BackupDrillDialog
        stage={drill.stage}
        positions={drill.positions}
        answers={drill.answers}
        wrong={drill.wrong}
        {...unlockProps(drill.unlock)}
        onChange={drill.change}
        onCheck={drill.check}
        onClose={drill.close}
      />
      <ChangePasswordDialog
        open={changing}
        busy={password.busy}
        problem={password.problem}
        onSubmit={(values) => void password.submit(values).then((done) => done && setChanging(false))}
        onCancel={() => setChanging(false)}
      />
    </>
  );
}
