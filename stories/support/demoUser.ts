import { DEVNET_MNEMONICS } from '../../src/devnet';
import { sealRecord } from '../../src/services/vault/vault';
import { writeRawRecord } from '../../src/services/vault/testRecords';

/**
 * The signed-in user of screen stories: a funded demo player of the devnet genesis. The username is this page's own:
 * another tab of the catalogue shares the origin's IndexedDB, and its stored wallet must not be the one this page
 * unlocks. (The story tests run every file in one page, one story at a time: ADR 0041.)
 */
export const DEMO_USER = {
  username: `demo-${crypto.randomUUID().slice(0, 8)}`,
  password: 'Secreto9@',
  mnemonic: DEVNET_MNEMONICS.demoPlayers[0],
} as const;

/** Who a signed-in screen story starts as: the user and the words of the wallet a loader stored for them. */
export interface StorySession {
  username: string;
  mnemonic: string;
}

/**
 * The demo user's record of each wallet, sealed once per page (the story tests' files share this module: ADR 0041):
 * sealing runs the vault's 600 000-iteration KDF, which a story's loader would otherwise pay again for every story.
 */
const sealedRecords = new Map<string, Promise<string>>();

function sealedRecord(mnemonic: string): Promise<string> {
  let record = sealedRecords.get(mnemonic);
  if (!record) {
    record = sealRecord(mnemonic, DEMO_USER.password);
    sealedRecords.set(mnemonic, record);
  }
  return record;
}

/**
 * Stores `mnemonic` as the demo user's wallet in the browser's real IndexedDB (replacing any earlier one), so /login
 * and the vault work as for a real user, and hands the story its session as `loaded.signedInAs`: StoryApp opens it
 * from the words (WalletProvider's `initialSession`) instead of paying a second 600 000-iteration unlock.
 * The record is the vault's own (sealRecord), written afresh for each story, so whatever the previous story changed
 * in it is gone. The last loader that returns `signedInAs` decides who the story is signed in as.
 */
export async function seedDemoWallet(mnemonic: string): Promise<{ signedInAs: StorySession }> {
  const record = await sealedRecord(mnemonic);
  // The app never replaces a wallet without its password; a story's setup overwrites the demo user's instead.
  await writeRawRecord(DEMO_USER.username, record);
  return { signedInAs: { username: DEMO_USER.username, mnemonic } };
}

/** Loader: the demo user's own wallet (a funded demo player). */
export const seedDemoVault = () => seedDemoWallet(DEMO_USER.mnemonic);
