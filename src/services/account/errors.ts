/** Why a phrase is not a usable Algorand mnemonic; the screens show 'Mnemonic inválido' for all three. */
export type InvalidMnemonicReason = 'wordCount' | 'unknownWord' | 'checksum';

/** The text is not a valid 25-word Algorand mnemonic (typed in by the user, or found after decrypting a vault). */
export class InvalidMnemonic extends Error {
  readonly kind = 'invalidMnemonic';
  constructor(readonly reason: InvalidMnemonicReason) {
    super(`Invalid mnemonic (${reason})`);
    this.name = 'InvalidMnemonic';
  }
}
