import { zeroBytes } from '../account/zero';

/**
 * The address a 25-word phrase stands for. algosdk (~80 kB gzip) is loaded only here, when a wallet is written, never
 * with the vault's first load; the key it makes on the way is zeroed at once. Throws InvalidMnemonic.
 */
export async function addressOfPhrase(mnemonic: string): Promise<string> {
  const { account } = (await import('../account/keys')).accountFromMnemonic(mnemonic);
  zeroBytes(account.secretKey);
  return account.address;
}
