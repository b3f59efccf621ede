import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useLegalLinks } from '../../hooks/legal';
import { useRegistration, useTermsAcceptance } from '../../hooks/onboarding';
import { onboardingCopy } from '../../i18n/onboarding';
import { AuthLayout } from '../../ui/AuthLayout';
import { StepIndicator } from '../../ui/StepIndicator';
import { TermsModal } from '../../ui/TermsModal';
import { PhraseStep } from './PhraseStep';
import { RegisterForm } from './RegisterForm';
import { ReplaceModal } from './ReplaceModal';
import { VerifyStep } from './VerifyStep';

const STEP_INDEX = { form: 0, words: 1, verify: 2 } as const;

/**
 * `/register` (SPEC §2): the terms first (once per tab; closing them leads back to /login), then form → words (or the
 * import notice) → 3-word check → 'Cuenta activada' and /home.
 */
export function RegisterScreen() {
  const [, navigate] = useLocation();
  const links = useLegalLinks();
  const terms = useTermsAcceptance();
  // From /login's '¿Olvidaste tu contraseña?': recover with the 25 words under that username.
  const forgotten = new URLSearchParams(useSearch()).get('recuperar');
  const flow = useRegistration(
    forgotten === null ? 'create' : 'recover',
    useCallback(() => navigate('/home'), [navigate]),
    forgotten ?? '',
  );
  const { step, draft } = flow;
  const steps = [
    onboardingCopy('register.stepForm'),
    onboardingCopy('register.stepWords'),
    onboardingCopy('register.stepVerify'),
    onboardingCopy('register.stepDone'),
  ];

  return (
    <AuthLayout
      title={
        flow.values.mode === 'create' ? onboardingCopy('register.createTitle') : onboardingCopy('register.recoverTitle')
      }
    >
      <StepIndicator label={onboardingCopy('register.steps')} steps={steps} current={STEP_INDEX[step]} />
      {!draft ? (
        <RegisterForm {...flow} forgotten={forgotten !== null} />
      ) : step === 'words' ? (
        <PhraseStep draft={draft} onNext={flow.toVerify} onBack={flow.backToForm} />
      ) : (
        <VerifyStep
          indexes={draft.verifyIndexes}
          answers={flow.answers}
          onChange={flow.changeAnswer}
          onSubmit={() => void flow.submitAnswers()}
          error={flow.quizError}
          busy={flow.busy}
          onBack={flow.backToForm}
        />
      )}
      <ReplaceModal
        username={flow.replacing}
        error={flow.replaceError}
        busy={flow.busy}
        onConfirm={(storedPassword) => void flow.confirmReplace(storedPassword)}
        onCancel={flow.keepExisting}
      />
      <TermsModal
        open={!terms.accepted}
        termsUrl={links.terms}
        privacyUrl={links.privacy}
        onAccept={terms.accept}
        onClose={() => navigate('/login')}
      />
    </AuthLayout>
  );
}
