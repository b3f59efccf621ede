/** The wallet session (DESIGN §6): provider, hook, failure kinds and their spec messages. */
export { WalletProvider, ADDRESS_STORAGE_KEY, type WalletProviderProps } from './WalletProvider';
export { useWallet } from './useWallet';
export type { WalletSession, PendingRegistration, BeginOptions, Lock } from './WalletContext';
export { LOCK_MINUTES, type LockReason } from './lockPolicy';
export { WalletNotConnected } from './errors';
export { usePasskeySettings, type PasskeyState } from './usePasskeySettings';
export {
  passkeyFailureMessage,
  type PasskeyFailure,
  loginFailureMessage,
  registrationFailureMessage,
  type LoginFailure,
  type RegistrationFailure,
} from './failures';
