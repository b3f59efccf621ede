import { useEffect, useRef } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { MnemonicGrid } from '../MnemonicGrid';
import { Modal } from '../Modal';
import { Notice } from '../Notice';
import { UnlockWordsForm, type UnlockWordsFormProps } from '../UnlockWordsForm';
import styles from './RevealWordsDialog.module.css';

/** Props of {@link RevealWordsDialog}. */
export interface RevealWordsDialogProps {
  /** ask: the password; warning: decrypted, not shown yet; shown: the words; hidden: they hid themselves. */
  stage: 'closed' | 'ask' | 'warning' | 'shown' | 'hidden';
  /** The 25 words, given only while shown: they are in the page only then. */
  words: readonly string[] | null;
  unlock: Omit<UnlockWordsFormProps, 'onPassword' | 'onPasskey'>;
  onPassword: (password: string) => void;
  onPasskey: () => void;
  onReveal: () => void;
  onAgain: () => void;
  onClose: () => void;
}

/**
 * 'Ver mis 25 palabras': confirm it is you, read the warning that nobody from Mox will ever ask for them, then reveal
 * them on purpose. No copy button, and the list cannot be selected: they go on paper, never on the clipboard.
 */
export function RevealWordsDialog({
  stage,
  words,
  unlock,
  onPassword,
  onPasskey,
  onReveal,
  onAgain,
  onClose,
}: RevealWordsDialogProps) {
  // Each stage replaces the controls that had focus: focus moves to the new stage's content, inside the dialog.
  const stageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stage !== 'ask') stageRef.current?.focus();
  }, [stage]);
  return (
    <Modal
      open={stage !== 'closed'}
      onClose={onClose}
      title={ledgerCopy('security.revealTitle')}
      dismissible={!unlock.busy}
    >
      <div ref={stageRef} tabIndex={-1} className={styles.body}>
        {stage === 'ask' && <UnlockWordsForm {...unlock} onPassword={onPassword} onPasskey={onPasskey} />}
        {(stage === 'warning' || stage === 'shown') && (
          <div role="alert">
            <Notice tone="warning">{ledgerCopy('security.revealWarning')}</Notice>
          </div>
        )}
        {stage === 'warning' && (
          <Button size="lg" fullWidth onClick={onReveal}>
            {ledgerCopy('security.reveal')}
          </Button>
        )}
        {stage === 'shown' && words && (
          <>
            <p className={styles.hint}>{ledgerCopy('security.revealHint')}</p>
            <div className={styles.words} onCopy={(event) => event.preventDefault()}>
              <MnemonicGrid words={words} label={ledgerCopy('security.revealTitle')} />
            </div>
            <Button variant="secondary" fullWidth onClick={onClose}>
              {ledgerCopy('security.hide')}
            </Button>
          </>
        )}
        {stage === 'hidden' && (
          <>
            <div role="status">
              <Notice tone="info">{ledgerCopy('security.hiddenNotice')}</Notice>
            </div>
            <Button fullWidth onClick={onAgain}>
              {ledgerCopy('security.again')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
