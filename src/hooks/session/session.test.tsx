import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { makePaymentTxnWithSuggestedParamsFromObject, mnemonicToSecretKey, verifyBytes } from 'algosdk';
import { es } from '../../i18n';
import { saveWallet } from '../../services/vault';
import { deleteVaultDatabase, makeLegacyRecord, writeRawRecord } from '../../services/vault/testRecords';
import { WalletNotConnected } from './errors';
import { loginFailureMessage } from './failures';
import { PASSWORD, ZERO_ADDRESS, ZERO_PHRASE, issuedKeys, rememberedInStorage, renderSession, signIn } from './testing';
import { useWallet } from './useWallet';

vi.mock('../../services/account/keys', async (real) => (await import('./testing')).trackKeys(await real()));

const PARAMS = {
  fee: 1000n,
  minFee: 1000n,
  firstValid: 1n,
  lastValid: 1001n,
  genesisID: 'mox-local',
  genesisHash: new Uint8Array(32),
};
const paymentFrom = (sender: string) =>
  makePaymentTxnWithSuggestedParamsFromObject({ sender, receiver: sender, amount: 1n, suggestedParams: PARAMS });

beforeEach(async () => {
  issuedKeys.length = 0;
  localStorage.clear();
  await deleteVaultDatabase();
});

describe('useWallet', () => {
  it('throws the spec message outside <WalletProvider>', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useWallet())).toThrow(es.errors.walletProviderMissing);
    vi.restoreAllMocks();
  });

  it('starts logged out', () => {
    const { session } = renderSession();
    expect(session()).toMatchObject({ address: null, username: null, locked: null, abandoned: null });
    expect(() => session().sign([paymentFrom(ZERO_ADDRESS)])).toThrow(WalletNotConnected);
  });
});

describe('unlockAccount, then open', () => {
  it('opens the session from the stored vault and signs with its key', async () => {
    await saveWallet('ana', ZERO_PHRASE, PASSWORD);
    const { session, run } = renderSession();

    expect(await run((s) => signIn(s, 'ana', PASSWORD))).toBe(true);
    expect(session()).toMatchObject({ address: ZERO_ADDRESS, username: 'ana' });

    const txn = paymentFrom(ZERO_ADDRESS);
    const [signed] = session().sign([txn]);
    expect(signed).toEqual(txn.signTxn(mnemonicToSecretKey(ZERO_PHRASE).sk));
    const fromStranger = paymentFrom('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ');
    expect(() => session().sign([txn, fromStranger])).toThrow(/sender/);

    // Bytes for a server (the referral proxy): algosdk's "MX"-prefixed signature of this key, never a transaction's.
    const message = new TextEncoder().encode('{"referido":"…"}');
    expect(verifyBytes(message, await session().signBytes(message), ZERO_ADDRESS)).toBe(true);
    await run((s) => s.logout());
    await expect(session().signBytes(message)).rejects.toThrow(WalletNotConnected);
  });

  it('reports each failure with its own kind and spec message, and stays logged out', async () => {
    await saveWallet('ana', ZERO_PHRASE, PASSWORD);
    // The vault refuses to seal a phrase with a bad checksum, so an older build's record stands in for one.
    await writeRawRecord('bad-checksum', await makeLegacyRecord(`${'abandon '.repeat(24)}ability`, PASSWORD, 150_000));
    await writeRawRecord('short', await makeLegacyRecord('abandon '.repeat(24), PASSWORD, 150_000));
    await writeRawRecord('broken', '{"salt":');
    const { session, run } = renderSession();

    const cases = [
      ['nobody', PASSWORD, 'notFound', es.errors.accountNotFound],
      ['ana', 'Secreto9!', 'wrongPassword', es.errors.wrongPassword],
      ['bad-checksum', PASSWORD, 'invalidMnemonic', es.errors.invalidMnemonic],
      ['short', PASSWORD, 'invalidMnemonic', es.errors.invalidMnemonic],
      ['broken', PASSWORD, 'corrupted', es.errors.wrongPasswordOrCorrupted],
    ] as const;
    for (const [username, password, kind, message] of cases) {
      const result = await run((s) => signIn(s, username, password));
      expect(result, username).toBe(kind);
      expect(loginFailureMessage(kind)).toBe(message);
      expect(session().address).toBeNull();
    }
  });
});

describe('initialSession (stories and tests)', () => {
  it('starts signed in with the given account, signs with it, and logout zeroes it', async () => {
    const { sk } = mnemonicToSecretKey(ZERO_PHRASE);
    const expected = paymentFrom(ZERO_ADDRESS).signTxn(sk);
    const { session, run } = renderSession({ username: 'ana', account: { address: ZERO_ADDRESS, secretKey: sk } });
    expect(session()).toMatchObject({ address: ZERO_ADDRESS, username: 'ana' });
    expect(session().sign([paymentFrom(ZERO_ADDRESS)])[0]).toEqual(expected);
    await run((s) => s.logout());
    expect(sk.every((byte) => byte === 0)).toBe(true);
  });
});

describe('logout', () => {
  it('zeroes the key bytes the session held and closes the session; the account the user chose to remember stays', async () => {
    await saveWallet('ana', ZERO_PHRASE, PASSWORD);
    const { session, run } = renderSession();
    await run((s) => signIn(s, 'ana', PASSWORD));
    await run((s) => s.rememberAddress());
    expect(localStorage.getItem('accountAddress')).toBe(ZERO_ADDRESS);
    expect(localStorage.getItem('accountUsername')).toBe('ana');

    const [held] = issuedKeys;
    expect(held.some((byte) => byte !== 0)).toBe(true);
    await run((s) => s.logout());

    expect(held.every((byte) => byte === 0)).toBe(true);
    expect(session()).toMatchObject({ address: null, username: null });
    expect(() => session().sign([paymentFrom(ZERO_ADDRESS)])).toThrow(WalletNotConnected);
    // Public, and asked for: /login shows it next time and forgets it in one click (not logout's job).
    expect(rememberedInStorage()).toEqual({ address: ZERO_ADDRESS, username: 'ana', keys: 2 });
  });

  it('a second login zeroes the key of the first', async () => {
    await saveWallet('ana', ZERO_PHRASE, PASSWORD);
    const { session, run } = renderSession();
    await run((s) => signIn(s, 'ana', PASSWORD));
    await run((s) => signIn(s, 'ana', PASSWORD));
    const [first, second] = issuedKeys;
    expect(first.every((byte) => byte === 0)).toBe(true);
    expect(second.some((byte) => byte !== 0)).toBe(true);
    expect(session().sign([paymentFrom(ZERO_ADDRESS)])).toHaveLength(1);
  });
});
