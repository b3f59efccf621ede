import type { RegistrationDraft } from '../../hooks/onboarding';
import { t } from '../../i18n/onboarding';
import { Button } from '../../ui/Button';
import { MnemonicGrid } from '../../ui/MnemonicGrid';
import { Notice } from '../../ui/Notice';
import { StepHeading } from './StepHeading';
import styles from './Register.module.css';

/** Props of {@link PhraseStep}. */
export interface PhraseStepProps {
  draft: RegistrationDraft;
  onNext: () => void;
  onBack: () => void;
}

/**
 * Step 2. Create: the 25 numbered words with the warnings (kept only in this browser; English words, written down in
 * order). Recover: only the notice that the phrase was imported and will not be shown again.
 */
export function PhraseStep({ draft, onNext, onBack }: PhraseStepProps) {
  const create = draft.mode === 'create';
  return (
    <div className={styles.step}>
      <StepHeading>{create ? t('register.wordsTitle') : t('register.importedTitle')}</StepHeading>
      {create ? (
        <>
          <Notice tone="warning">{t('register.wordsWarning')}</Notice>
          <p className={styles.text}>{t('register.wordsEnglish')}</p>
          <MnemonicGrid words={draft.words} label={t('register.wordsTitle')} />
        </>
      ) : (
        <>
          <Notice tone="success">{t('register.importedNotice')}</Notice>
          {draft.sameWallet && <Notice tone="info">{t('register.sameWallet', { username: draft.username })}</Notice>}
        </>
      )}
      <Button size="lg" fullWidth onClick={onNext}>
        {create ? t('register.wordsDone') : t('register.verifyThree')}
      </Button>
      <Button variant="ghost" fullWidth onClick={onBack}>
        {t('register.back')}
      </Button>
    </div>
  );
}
