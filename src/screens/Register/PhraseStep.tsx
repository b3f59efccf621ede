import type { RegistrationDraft } from '../../hooks/onboarding';
import { onboardingCopy } from '../../i18n/onboarding';
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
      <StepHeading>
        {create ? onboardingCopy('register.wordsTitle') : onboardingCopy('register.importedTitle')}
      </StepHeading>
      {create ? (
        <>
          <Notice tone="warning">{onboardingCopy('register.wordsWarning')}</Notice>
          <p className={styles.text}>{onboardingCopy('register.wordsEnglish')}</p>
          <MnemonicGrid words={draft.words} label={onboardingCopy('register.wordsTitle')} />
        </>
      ) : (
        <>
          <Notice tone="success">{onboardingCopy('register.importedNotice')}</Notice>
          {draft.sameWallet && (
            <Notice tone="info">{onboardingCopy('register.sameWallet', { username: draft.username })}</Notice>
          )}
        </>
      )}
      <Button size="lg" fullWidth onClick={onNext}>
        {create ? onboardingCopy('register.wordsDone') : onboardingCopy('register.verifyThree')}
      </Button>
      <Button variant="ghost" fullWidth onClick={onBack}>
        {onboardingCopy('register.back')}
      </Button>
    </div>
  );
}
