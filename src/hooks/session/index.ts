/** The wallet session (DESIGN §6): provider, hook, the ways to unlock a stored wallet, failure kinds and messages. */
export { WalletProvider, type WalletProviderProps } from './WalletProvider';
export {
  ADDRESS_STORAGE_KEY,
  USERNAME_STORAGE_KEY,
  readRemembered,
  forgetRemembered,
  type RememberedAccount,
} from './remembered';
export { useWallet } from './useWallet';
export type { WalletSession, Lock } from './WalletContext';
export { unlockAccount, unlockAccountWithPasskey, prepareUnlock, type Unlocked } from './unlock';
export { loadKeys } from './loaders';
export { LOCK_MINUTES, lockMinutes, type LockReason } from './lockPolicy';
export { WalletNotConnected } from './errors';
export { usePasskeySettings, type PasskeyState } from './usePasskeySettings';
export {
  passkeyFailureMessage,
  PASSKEY_FAILURES,
  type PasskeyFailure,
  loginFailureMessage,
  failureKind,
  type LoginFailure,
  type RegistrationFailure,
} from './failures';
