import { act } from '@testing-library/react';
import { makePaymentTxnWithSuggestedParamsFromObject, mnemonicToSecretKey } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { saveWallet } from '../../services/vault';
import { requireUpdate } from '../pwa';
import { UnsafeVersion } from './errors';
import { PASSWORD, ZERO_ADDRESS, ZERO_PHRASE, renderSession, signIn } from './testing';

// One flow in a file of its own: a required update is for the whole page (module state), and never goes away.
describe('a running version below the minimum safe version (issue 31 item 3)', () => {
  it('locks the session at once, zeroes the key, refuses to sign, and locks again any new sign-in', async () => {
    const { sk } = mnemonicToSecretKey(ZERO_PHRASE);
    const { session, run } = renderSession({ username: 'ana', account: { address: ZERO_ADDRESS, secretKey: sk } });
    const payment = makePaymentTxnWithSuggestedParamsFromObject({
      sender: ZERO_ADDRESS,
      receiver: ZERO_ADDRESS,
      amount: 1n,
      suggestedParams: { fee: 1000n, minFee: 1000n, firstValid: 1n, lastValid: 1001n, genesisHash: new Uint8Array(32) },
    });

    act(() => requireUpdate());

    expect(session()).toMatchObject({ address: null, locked: { reason: 'unsafeVersion', username: 'ana' } });
    expect(sk.every((byte) => byte === 0)).toBe(true);
    expect(() => session().sign([payment])).toThrow(UnsafeVersion);
    await expect(session().signBytes(new Uint8Array([1]))).rejects.toThrow(UnsafeVersion);

    await saveWallet('ana', ZERO_PHRASE, PASSWORD);
    await run((s) => signIn(s, 'ana', PASSWORD));

    expect(session()).toMatchObject({ address: null, locked: { reason: 'unsafeVersion' } });
    expect(() => session().sign([payment])).toThrow(UnsafeVersion);
  });
});
