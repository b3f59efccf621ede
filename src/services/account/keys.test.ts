// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mnemonicToSecretKey, signBytes, verifyBytes } from 'algosdk';
import { InvalidMnemonic } from './errors';
import { accountFromMnemonic, accountFromMnemonicNatively, createAccount } from './keys';

// Seed of 32 zero bytes (reference/security-perf.md A8 item 4, computed with algosdk 3.8.0).
const ZERO_SEED_PHRASE = `${'abandon '.repeat(24)}invest`;
const ZERO_SEED_ADDRESS = 'HNVCPPGOW2SC2YVDVDICU3YNONSTEFLXDXREHJR2YBEKDC2Z3IUZSC6YGI';

function reasonOf(text: string): string | undefined {
  try {
    accountFromMnemonic(text);
  } catch (error) {
    if (error instanceof InvalidMnemonic) return error.reason;
    throw error;
  }
  return undefined;
}

describe('accountFromMnemonic', () => {
  it('derives the known address of the all-zero seed', () => {
    const { account, mnemonic } = accountFromMnemonic(ZERO_SEED_PHRASE);
    expect(account.address).toBe(ZERO_SEED_ADDRESS);
    expect(account.secretKey).toHaveLength(64);
    expect(mnemonic).toBe(ZERO_SEED_PHRASE);
  });

  it('accepts a pasted phrase with capitals, line breaks and extra spaces', () => {
    const messy = `  ${ZERO_SEED_PHRASE.toUpperCase().split(' ').join(' \n\t ')}  `;
    const { account, mnemonic } = accountFromMnemonic(messy);
    expect(account.address).toBe(ZERO_SEED_ADDRESS);
    expect(mnemonic).toBe(ZERO_SEED_PHRASE);
  });

  it('refuses 24 or 26 words, an unknown word and a wrong checksum word, each with its reason', () => {
    expect(reasonOf('abandon '.repeat(24))).toBe('wordCount');
    expect(reasonOf(`${ZERO_SEED_PHRASE} abandon`)).toBe('wordCount');
    expect(reasonOf('')).toBe('wordCount');
    expect(reasonOf(ZERO_SEED_PHRASE.replace('abandon', 'abandonx'))).toBe('unknownWord');
    expect(reasonOf(`${'abandon '.repeat(24)}ability`)).toBe('checksum');
  });
});

describe('createAccount', () => {
  it('makes a fresh account whose phrase restores the same key, and whose key signs for its address', () => {
    const first = createAccount();
    const second = createAccount();
    expect(first.account.address).not.toBe(second.account.address);
    expect(first.mnemonic.split(' ')).toHaveLength(25);

    const restored = accountFromMnemonic(first.mnemonic);
    expect(restored.account.address).toBe(first.account.address);
    expect(restored.account.secretKey).toEqual(mnemonicToSecretKey(first.mnemonic).sk);

    const message = new TextEncoder().encode('mox');
    expect(verifyBytes(message, signBytes(message, restored.account.secretKey), first.account.address)).toBe(true);
  });
});

describe("accountFromMnemonicNatively (the unlock's, with WebCrypto's Ed25519)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the same address and secret key as algosdk, for the zero seed and fresh accounts', async () => {
    const phrases = [ZERO_SEED_PHRASE, createAccount().mnemonic, createAccount().mnemonic];
    for (const phrase of phrases) {
      const native = await accountFromMnemonicNatively(phrase.toUpperCase());
      const { addr, sk } = mnemonicToSecretKey(phrase);
      expect(native.account.address).toBe(addr.toString());
      expect(native.account.secretKey).toEqual(sk);
      expect(native.mnemonic).toBe(phrase);
    }
  });

  it('refuses a bad phrase with the same reasons', async () => {
    const reason = (text: string) => accountFromMnemonicNatively(text).catch((error: InvalidMnemonic) => error.reason);
    expect(await reason('abandon '.repeat(24))).toBe('wordCount');
    expect(await reason(ZERO_SEED_PHRASE.replace('abandon', 'abandonx'))).toBe('unknownWord');
    expect(await reason(`${'abandon '.repeat(24)}ability`)).toBe('checksum');
  });

  it('falls back to algosdk where WebCrypto has no Ed25519', async () => {
    const importKey = vi
      .spyOn(crypto.subtle, 'importKey')
      .mockRejectedValue(new DOMException('Unrecognized name.', 'NotSupportedError'));
    const { account } = await accountFromMnemonicNatively(ZERO_SEED_PHRASE);
    expect(importKey).toHaveBeenCalled();
    expect(account.address).toBe(ZERO_SEED_ADDRESS);
    expect(account.secretKey).toEqual(mnemonicToSecretKey(ZERO_SEED_PHRASE).sk);
  });
});
