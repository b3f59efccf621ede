/**
 * The signed-in wallet's 25 words, decrypted again from its stored record (never kept from the login): with its
 * password, or with its passkey. For 'Ver mis 25 palabras' and the backup drill; the caller holds them only while
 * they are needed and drops them after.
 */
import { mnemonicWords } from '../../services/account';
import { unlockWallet } from '../../services/vault';
import { failureKind, loginFailureMessage, passkeyFailureMessage, PASSKEY_FAILURES } from '../session';

const loadPasskey = () => import('../../services/passkey');

/** Why the words were not opened, said in Spanish: on the password field (a wrong one), or for the whole step. */
export interface UnlockProblem {
  field: 'password' | 'form';
  message: string;
}

/** The words, or why not. */
export type OwnWords = readonly string[] | UnlockProblem;

/** The words of the username's wallet, opened with its password. */
export async function wordsWithPassword(username: string, password: string): Promise<OwnWords> {
  try {
    return mnemonicWords(await unlockWallet(username, password));
  } catch (error) {
    const kind = failureKind(error, ['notFound', 'wrongPassword', 'corrupted', 'invalidMnemonic', 'storage'] as const);
    return { field: kind === 'wrongPassword' ? 'password' : 'form', message: loginFailureMessage(kind) };
  }
}

/** The words of the username's wallet, opened with its passkey; a passkey of another wallet of this browser is refused. */
export async function wordsWithPasskey(username: string): Promise<OwnWords> {
  try {
    const passkey = await loadPasskey();
    const opened = await passkey.unlockWithPasskey();
    if (opened.username !== username) throw new passkey.PasskeyNotRegistered();
    return mnemonicWords(opened.mnemonic);
  } catch (error) {
    return { field: 'form', message: passkeyFailureMessage(failureKind(error, PASSKEY_FAILURES)) };
  }
}
