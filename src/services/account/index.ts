/**
 * Account helpers that need no algosdk (safe on the first screens). The algosdk-backed ones — create an
 * account, turn a phrase into an account — are in ./keys and are meant to be imported lazily.
 */
export { InvalidMnemonic, type InvalidMnemonicReason } from './errors';
export { MNEMONIC_WORD_COUNT, mnemonicWords, normaliseMnemonic } from './words';
export { VERIFY_WORD_COUNT, pickVerificationIndexes, verificationMatches } from './verification';
export { isValidPassword } from './password';
export { zeroBytes } from './zero';
export type { Account, AccountWithMnemonic } from './keys';
