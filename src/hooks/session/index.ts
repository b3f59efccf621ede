/** The wallet session (DESIGN §6): provider, hook, the ways to unlock a stored wallet, failure kinds and messages. */
export { WalletProvider, ADDRESS_STORAGE_KEY, type WalletProviderProps } from './WalletProvider';
export { useWallet } from './useWallet';
export type { WalletSession, Lock } from './WalletContext';
export { unlockAccount, unlockAccountWithPasskey, prepareUnlock, loadKeys, type Unlocked } from './unlock';
export { LOCK_MINUTES, lockMinutes, type LockReason } from './lockPolicy';
export { WalletNotConnected } from './errors';
export { usePasskeySettings, type PasskeyState } from './usePasskeySettings';
export {
  passkeyFailureMessage,
  type PasskeyFailure,
  loginFailureMessage,
  registrationFailureMessage,
  failureKind,
  type LoginFailure,
  type RegistrationFailure,
} from './failures';
