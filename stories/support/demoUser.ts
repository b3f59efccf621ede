import { DEVNET_MNEMONICS } from '../../src/devnet';
import { saveWallet } from '../../src/services/vault';

/** The signed-in user of screen stories: a funded demo player of the devnet genesis. */
export const DEMO_USER = {
  username: 'demo',
  password: 'Secreto9@',
  mnemonic: DEVNET_MNEMONICS.demoPlayers[0],
} as const;

/** Loader: stores the demo user's wallet in the browser's real IndexedDB, replacing any earlier one. */
export async function seedDemoVault(): Promise<void> {
  await saveWallet(DEMO_USER.username, DEMO_USER.mnemonic, DEMO_USER.password, { replace: true });
}
