// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { InvalidMnemonic } from './errors';
import { mnemonicWords, normaliseMnemonic } from './words';

describe('mnemonic words', () => {
  it('normalises case and any run of whitespace', () => {
    expect(normaliseMnemonic('  Alpha\tBETA \n gamma ')).toBe('alpha beta gamma');
  });

  it('splits exactly 25 words and refuses any other count', () => {
    expect(mnemonicWords(' a'.repeat(25))).toHaveLength(25);
    expect(() => mnemonicWords(' a'.repeat(24))).toThrow(InvalidMnemonic);
    expect(() => mnemonicWords('   ')).toThrow(InvalidMnemonic);
  });
});
