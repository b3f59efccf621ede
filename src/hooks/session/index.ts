/** The wallet session (DESIGN §6): provider, hook, failure kinds and their spec messages. */
export { WalletProvider, ADDRESS_STORAGE_KEY, type WalletProviderProps } from './WalletProvider';
export { useWallet } from './useWallet';
export type { WalletSession, PendingRegistration, BeginOptions } from './WalletContext';
export { WalletNotConnected } from './errors';
export { loginFailureMessage, registrationFailureMessage, type LoginFailure, type RegistrationFailure } from './failures';
// Screens may not import services (DESIGN §2); the form checks they need come through here.
export { isValidPassword, MNEMONIC_WORD_COUNT, VERIFY_WORD_COUNT } from '../../services/account';
