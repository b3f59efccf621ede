import { t, type CoreKey } from '../../i18n';

/** Why a login (restore) failed; each has its own message (SPEC §8, login). */
export type LoginFailure = 'notFound' | 'wrongPassword' | 'corrupted' | 'invalidMnemonic' | 'storage' | 'unexpected';

/**
 * Why a registration step failed. 'usernameTaken' asks the user for the stored wallet's password to replace it;
 * 'wrongPassword' and 'corrupted' mean that password does not open it; 'noPending' means no step 1.
 */
export type RegistrationFailure =
  'invalidMnemonic' | 'usernameTaken' | 'wrongPassword' | 'corrupted' | 'storage' | 'noPending' | 'unexpected';

/** Why turning on or using a passkey failed; the password path is untouched by every one of them. */
export type PasskeyFailure =
  | 'unsupported'
  | 'cancelled'
  | 'notRegistered'
  | 'unreadable'
  | 'walletChanged'
  | 'wrongPassword'
  | 'invalidMnemonic'
  | 'storage'
  | 'unexpected';

/** The kinds the passkey service and the vault can throw on the passkey paths. */
export const PASSKEY_FAILURES = [
  'unsupported',
  'cancelled',
  'notRegistered',
  'unreadable',
  'walletChanged',
  'wrongPassword',
  'invalidMnemonic',
  'storage',
] as const;

const PASSKEY_COPY: Record<PasskeyFailure, CoreKey> = {
  unsupported: 'passkey.unsupported',
  cancelled: 'passkey.cancelled',
  notRegistered: 'passkey.notRegistered',
  unreadable: 'passkey.unreadable',
  walletChanged: 'passkey.walletChanged',
  wrongPassword: 'errors.wrongPassword',
  invalidMnemonic: 'errors.invalidMnemonic',
  storage: 'passkey.failed',
  unexpected: 'passkey.failed',
};

/** The Spanish message for a failed passkey step. */
export function passkeyFailureMessage(failure: PasskeyFailure): string {
  return t(PASSKEY_COPY[failure]);
}

const LOGIN_COPY: Record<LoginFailure, CoreKey> = {
  notFound: 'errors.accountNotFound',
  wrongPassword: 'errors.wrongPassword',
  invalidMnemonic: 'errors.invalidMnemonic',
  // The spec's "any other failure" message.
  corrupted: 'errors.wrongPasswordOrCorrupted',
  storage: 'errors.wrongPasswordOrCorrupted',
  unexpected: 'errors.wrongPasswordOrCorrupted',
};

/** The spec's message for a failed login. */
export function loginFailureMessage(failure: LoginFailure): string {
  return t(LOGIN_COPY[failure]);
}

/**
 * The failure kind of a caught error: the services' typed errors carry a `kind`; anything else (a bug, an
 * algosdk chunk that failed to load offline) is 'unexpected' and logged — our errors never carry secrets.
 */
export function failureKind<K extends string>(error: unknown, expected: readonly K[]): K | 'unexpected' {
  const kind = (error as { kind?: unknown } | null)?.kind;
  if (expected.includes(kind as K)) return kind as K;
  console.error(error);
  return 'unexpected';
}
