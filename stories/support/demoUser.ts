import { DEVNET_MNEMONICS } from '../../src/devnet';
import { saveWallet } from '../../src/services/vault';
import { deleteRawRecord } from '../../src/services/vault/testRecords';

/** The signed-in user of screen stories: a funded demo player of the devnet genesis. */
export const DEMO_USER = {
  username: 'demo',
  password: 'Secreto9@',
  mnemonic: DEVNET_MNEMONICS.demoPlayers[0],
} as const;

/** Who a signed-in screen story starts as: the user and the words of the wallet a loader stored for them. */
export interface StorySession {
  username: string;
  mnemonic: string;
}

/**
 * Stores `mnemonic` as the demo user's wallet in the browser's real IndexedDB (deleting any earlier one first), so /login
 * and the vault work as for a real user, and hands the story its session as `loaded.signedInAs`: StoryApp opens it
 * from the words (WalletProvider's `initialSession`) instead of paying a second 600 000-iteration unlock.
 * The last loader that returns `signedInAs` decides who the story is signed in as.
 */
export async function seedDemoWallet(mnemonic: string): Promise<{ signedInAs: StorySession }> {
  // The app never replaces a wallet without its password; a story's setup starts the demo user afresh instead.
  await deleteRawRecord(DEMO_USER.username);
  await saveWallet(DEMO_USER.username, mnemonic, DEMO_USER.password);
  return { signedInAs: { username: DEMO_USER.username, mnemonic } };
}

/** Loader: the demo user's own wallet (a funded demo player). */
export const seedDemoVault = () => seedDemoWallet(DEMO_USER.mnemonic);
