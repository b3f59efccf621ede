import { InvalidMnemonic } from './errors';

/** An Algorand mnemonic has 24 data words plus one checksum word. */
export const MNEMONIC_WORD_COUNT = 25;

/** Canonical form of a typed or pasted phrase: lower case, single spaces, no edges (algosdk splits on ' '). */
export function normaliseMnemonic(text: string): string {
  return text.trim().toLowerCase().split(/\s+/).join(' ');
}

/** The words of a phrase in canonical form; throws InvalidMnemonic('wordCount') unless there are exactly 25. */
export function mnemonicWords(text: string): string[] {
  const normalised = normaliseMnemonic(text);
  const words = normalised === '' ? [] : normalised.split(' ');
  if (words.length !== MNEMONIC_WORD_COUNT) throw new InvalidMnemonic('wordCount');
  return words;
}
