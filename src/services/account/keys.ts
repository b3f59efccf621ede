/**
 * The algosdk-backed half of the account helpers. It pulls in algosdk (~80 kB gzip), so code on the first
 * screens loads it with `import('…/services/account/keys')` rather than through the account index.
 */
import {
  Address,
  generateAccount,
  mnemonicToSecretKey,
  secretKeyToMnemonic,
  seedFromMnemonic,
  signBytes,
} from 'algosdk';
import { ed25519PublicKey } from './ed25519';
import { InvalidMnemonic } from './errors';
import { mnemonicWords } from './words';

/** An unlocked Algorand account; the secret key is the 64-byte ed25519 key and lives only in memory. */
export interface Account {
  address: string;
  secretKey: Uint8Array;
}

/** An account together with its 25-word phrase in canonical form (lower case, single spaces). */
export interface AccountWithMnemonic {
  account: Account;
  mnemonic: string;
}

/** A brand-new account from the platform CSPRNG, with the phrase the user must write down. */
export function createAccount(): AccountWithMnemonic {
  const { addr, sk } = generateAccount();
  return { account: { address: addr.toString(), secretKey: sk }, mnemonic: secretKeyToMnemonic(sk) };
}

// algosdk reports problems only through these message texts (mnemonic.js: NOT_IN_WORDS_LIST_ERROR_MSG).
const UNKNOWN_WORD_MESSAGE = 'the mnemonic contains a word that is not in the wordlist';

/**
 * The account a typed, pasted or decrypted phrase stands for. Normalises case and spacing first, then
 * throws InvalidMnemonic with the reason: not 25 words, a word outside the BIP-39 English list, or a bad checksum.
 */
export function accountFromMnemonic(text: string): AccountWithMnemonic {
  const mnemonic = mnemonicWords(text).join(' ');
  try {
    const { addr, sk } = mnemonicToSecretKey(mnemonic);
    return { account: { address: addr.toString(), secretKey: sk }, mnemonic };
  } catch (error) {
    throw invalidMnemonic(error);
  }
}

/**
 * {@link accountFromMnemonic} for an unlock, which a person waits on: the same account and errors, its public key
 * derived by the browser's Ed25519 (native, off the main thread) rather than algosdk's curve code in JS, which costs
 * a page's cold start about 30 ms of main thread on every unlock. Where WebCrypto has no Ed25519, algosdk's.
 */
export async function accountFromMnemonicNatively(text: string): Promise<AccountWithMnemonic> {
  const mnemonic = mnemonicWords(text).join(' ');
  let seed: Uint8Array;
  try {
    seed = seedFromMnemonic(mnemonic);
  } catch (error) {
    throw invalidMnemonic(error);
  }
  const publicKey = await ed25519PublicKey(seed);
  if (!publicKey) {
    seed.fill(0);
    return accountFromMnemonic(mnemonic);
  }
  // An ed25519 secret key as algosdk signs with it: the 32-byte seed, then the public key.
  const secretKey = new Uint8Array(64);
  secretKey.set(seed);
  secretKey.set(publicKey, 32);
  seed.fill(0);
  return { account: { address: new Address(publicKey).toString(), secretKey }, mnemonic };
}

/** algosdk's phrase error as InvalidMnemonic, with its reason. */
function invalidMnemonic(error: unknown): InvalidMnemonic {
  const message = error instanceof Error ? error.message : '';
  return new InvalidMnemonic(message === UNKNOWN_WORD_MESSAGE ? 'unknownWord' : 'checksum');
}

/** The address a phrase stands for, the key it derives on the way zeroed at once. Throws InvalidMnemonic. */
export function addressOfMnemonic(text: string): string {
  const { account } = accountFromMnemonic(text);
  account.secretKey.fill(0);
  return account.address;
}

/** algosdk `signBytes`: the "MX"-prefixed signature of `message`, which can never pass for a transaction's. */
export function signMessage(message: Uint8Array, secretKey: Uint8Array): Uint8Array {
  return signBytes(message, secretKey);
}
