import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Notice } from '../Notice';
import { UnlockWordsForm, type UnlockWordsFormProps } from '../UnlockWordsForm';
import { WordQuiz } from '../WordQuiz';
import styles from './BackupDrillDialog.module.css';

/** Props of {@link BackupDrillDialog}. */
export interface BackupDrillDialogProps {
  stage: 'closed' | 'ask' | 'quiz' | 'passed';
  /** The asked positions, 0-based. */
  positions: readonly number[];
  answers: readonly string[];
  /** The answers did not match. */
  wrong: boolean;
  unlock: Omit<UnlockWordsFormProps, 'onPassword' | 'onPasskey'>;
  onPassword: (password: string) => void;
  onPasskey: () => void;
  onChange: (index: number, value: string) => void;
  onCheck: () => void;
  onClose: () => void;
}

/** '¿Aún tienes tus 25 palabras?': confirm it is you, then three words from the paper, checked as at registration. */
export function BackupDrillDialog(props: BackupDrillDialogProps) {
  const { stage, positions, answers, wrong, unlock, onPassword, onPasskey, onChange, onCheck, onClose } = props;
  return (
    <Modal
      open={stage !== 'closed'}
      onClose={onClose}
      title={ledgerCopy('security.drillTitle')}
      dismissible={!unlock.busy}
    >
      <div className={styles.body}>
        {stage === 'ask' && <UnlockWordsForm {...unlock} onPassword={onPassword} onPasskey={onPasskey} />}
        {stage === 'quiz' && (
          <>
            <p className={styles.text}>{ledgerCopy('security.drillIntro')}</p>
            <WordQuiz
              positions={positions.map((index) => index + 1)}
              values={answers}
              onChange={onChange}
              onSubmit={onCheck}
              error={wrong ? ledgerCopy('register.wrongWords') : undefined}
            />
            {wrong && <p className={styles.text}>{ledgerCopy('security.drillWrong')}</p>}
          </>
        )}
        {stage === 'passed' && (
          <>
            <div role="status">
              <Notice tone="success">{ledgerCopy('security.drillPassed')}</Notice>
            </div>
            <Button fullWidth onClick={onClose}>
              {ledgerCopy('security.done')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
