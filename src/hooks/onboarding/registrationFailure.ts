import { onboardingCopy, type OnboardingKey } from '../../i18n/onboarding';
import type { RegistrationFailure } from '../session';

// Here, not in hooks/session/failures.ts (in the entry), so that the registration's copy loads with /register only.

const REGISTRATION_COPY: Record<RegistrationFailure, OnboardingKey> = {
  invalidMnemonic: 'errors.invalidMnemonic',
  usernameTaken: 'register.replaceTitle',
  wrongPassword: 'register.replaceWrongPassword',
  corrupted: 'register.replaceUnreadable',
  storage: 'errors.saveAccount',
  noPending: 'errors.saveAccount',
  unexpected: 'errors.saveAccount',
};

/** The message for a failed registration step. */
export function registrationFailureMessage(failure: RegistrationFailure): string {
  return onboardingCopy(REGISTRATION_COPY[failure]);
}
