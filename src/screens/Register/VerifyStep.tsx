import { onboardingCopy } from '../../i18n/onboarding';
import { Button } from '../../ui/Button';
import { StatusLine } from '../../ui/StatusLine';
import { WordQuiz } from '../../ui/WordQuiz';
import { StepHeading } from './StepHeading';
import styles from './Register.module.css';

/** Props of {@link VerifyStep}. */
export interface VerifyStepProps {
  /** The asked positions, 0-based as the session keeps them. */
  indexes: readonly number[];
  answers: readonly string[];
  onChange: (index: number, value: string) => void;
  onSubmit: () => void;
  error?: string;
  busy: boolean;
  onBack: () => void;
}

/** Step 3: the three asked words; on success the wallet is encrypted and saved (a 600 000-iteration KDF: shown). */
export function VerifyStep({ indexes, answers, onChange, onSubmit, error, busy, onBack }: VerifyStepProps) {
  return (
    <div className={styles.step}>
      <StepHeading>{onboardingCopy('register.verifyTitle')}</StepHeading>
      <p className={styles.text}>{onboardingCopy('register.verifyIntro')}</p>
      <WordQuiz
        positions={indexes.map((index) => index + 1)}
        values={answers}
        onChange={onChange}
        onSubmit={onSubmit}
        error={error}
        busy={busy}
      />
      <StatusLine message={busy ? onboardingCopy('register.saving') : undefined} />
      <Button variant="ghost" fullWidth onClick={onBack} disabled={busy}>
        {onboardingCopy('register.back')}
      </Button>
    </div>
  );
}
