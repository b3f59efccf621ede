/** The onboarding forms (SPEC §2 /login, terms modal, /register): their state, checks and calls into the session. */
export { useLoginForm, useRememberChoice, type LoginProblem } from './useLoginForm';
export { usePasskeyLogin } from './usePasskeyLogin';
export { useRememberedAccount } from './useRememberedAccount';
export { useRegistration, type RegistrationProblem, type RegistrationStep } from './useRegistration';
export { useRegistrationDraft, type BeginOptions } from './useRegistrationDraft';
export type { RegistrationDraft, RegistrationState } from './registration';
export { useTermsAcceptance } from './terms';
export type { LoginField } from './validation';
export type { RegistrationField, RegistrationValues } from './registrationValidation';
