import { mnemonicWords } from '../account/words';
import { fromBase64, toBase64 } from '../vault/base64';
import { isStoredRecord, openWallet } from '../vault/vault';
import { PasskeyNotRegistered, PasskeyRecordUnreadable, PasskeyWalletChanged } from './errors';
import {
  deletePasskey,
  deletePasskeysOf,
  passkeyCountFor,
  putOnlyPasskey,
  readPasskey,
  type PasskeyRecord,
} from './store';
import { createPrfPasskey, evaluatePrf, forgetCredential, type PrfResult } from './webauthn';
import { wrappingKey } from './wrapKey';

const SALT_BYTES = 32;
const IV_BYTES = 12;

/** AES-GCM's additional data: a record moved to another credential id or username no longer opens. */
function boundTo(credentialId: string, username: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`mox-passkey-v1\n${credentialId}\n${username}`);
}

async function sealRecord(username: string, mnemonic: string, prf: PrfResult): Promise<PasskeyRecord> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await wrappingKey(prf.prfOutput, salt);
  const plaintext = new TextEncoder().encode(mnemonic);
  try {
    const additionalData = boundTo(prf.credentialId, username);
    const ciphertext = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, plaintext),
    );
    return {
      v: 1,
      credentialId: prf.credentialId,
      username,
      salt: toBase64(salt),
      iv: toBase64(iv),
      ciphertext: toBase64(ciphertext),
    };
  } finally {
    plaintext.fill(0);
  }
}

async function openRecord(record: PasskeyRecord, prf: PrfResult): Promise<string> {
  const [salt, iv, ciphertext] = [fromBase64(record.salt), fromBase64(record.iv), fromBase64(record.ciphertext)];
  if (record.v !== 1 || !salt || !iv || !ciphertext) {
    prf.prfOutput.fill(0);
    throw new PasskeyRecordUnreadable();
  }
  const key = await wrappingKey(prf.prfOutput, salt);
  let plaintext: Uint8Array;
  try {
    const additionalData = boundTo(record.credentialId, record.username);
    plaintext = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData }, key, ciphertext));
  } catch {
    throw new PasskeyRecordUnreadable();
  }
  try {
    return mnemonicWords(new TextDecoder().decode(plaintext)).join(' ');
  } finally {
    plaintext.fill(0);
  }
}

/**
 * Makes a passkey unlock the username's wallet: the password is checked by opening the spec's record (which is
 * left as it is), a passkey with PRF is created, and the 25 words are wrapped under its key in a second record.
 * An earlier passkey of this wallet is replaced. Throws WrongPassword, PasskeyUnsupported, PasskeyCancelled,
 * PasskeyWalletChanged or VaultStorageFailed; on any of them nothing is stored.
 */
export async function enablePasskey(username: string, password: string): Promise<void> {
  const { mnemonic, stored } = await openWallet(username, password);
  const prf = await createPrfPasskey(username);
  const record = await sealRecord(username, mnemonic, prf);
  const replaced = await putOnlyPasskey(record);
  await Promise.all(replaced.map(forgetCredential));
  // The words were read before the device's prompt, which can take a while. Had another tab replaced the wallet
  // meanwhile, this passkey would open words the user chose to replace: checked after the write, so a replacement at
  // any moment is caught either here or by the replacing tab's own sweep of the username's passkeys (vault.ts).
  if (!(await isStoredRecord(username, stored))) {
    await deletePasskey(record.credentialId);
    await forgetCredential(record.credentialId);
    throw new PasskeyWalletChanged();
  }
}

/** The wallet a passkey the user picks opens: its username and 25 words. No username is typed: the passkey says. */
export async function unlockWithPasskey(): Promise<{ username: string; mnemonic: string }> {
  const prf = await evaluatePrf();
  const record = await readPasskey(prf.credentialId);
  if (!record) {
    prf.prfOutput.fill(0);
    throw new PasskeyNotRegistered();
  }
  return { username: record.username, mnemonic: await openRecord(record, prf) };
}

/** Forgets the username's passkey record (the password keeps working) and asks the device to drop the passkey. */
export async function removePasskey(username: string): Promise<void> {
  const removed = await deletePasskeysOf(username);
  await Promise.all(removed.map(forgetCredential));
}

/** Whether the username's wallet can be unlocked with a passkey in this browser. */
export async function hasPasskey(username: string): Promise<boolean> {
  return (await passkeyCountFor(username)) > 0;
}
