/**
 * The address a 25-word phrase stands for. algosdk (~80 kB gzip) is loaded only here, when a wallet is written, never
 * with the vault's first load. Throws InvalidMnemonic.
 */
export async function addressOfPhrase(mnemonic: string): Promise<string> {
  return (await import('../account/keys')).addressOfMnemonic(mnemonic);
}
