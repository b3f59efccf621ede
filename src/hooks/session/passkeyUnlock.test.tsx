import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../i18n';
import { enablePasskey } from '../../services/passkey';
import {
  installFakeAuthenticator,
  uninstallFakeAuthenticator,
  type FakeAuthenticator,
} from '../../services/passkey/testing';
import { saveWallet } from '../../services/vault';
import { deleteVaultDatabase } from '../../services/vault/testRecords';
import { passkeyFailureMessage, type PasskeyFailure } from './failures';
import { PASSWORD, ZERO_ADDRESS, ZERO_PHRASE, renderSession, signInWithPasskey } from './testing';

/**
 * The session's 'Entrar con llave de acceso' over the real passkey service, with only WebAuthn faked: what /login
 * gets back is a failure kind whose message is Spanish, never an exception, and a failure leaves it logged out.
 */

const PRF_OUTPUT = Uint8Array.from({ length: 32 }, (_, i) => 255 - i);
let authenticator: FakeAuthenticator;

/** What /login shows for an unlock's result: nothing on success, else the failure's Spanish message. */
const shown = (result: true | PasskeyFailure) => (result === true ? null : passkeyFailureMessage(result));

beforeEach(async () => {
  await deleteVaultDatabase();
  await new Promise((resolve) => (indexedDB.deleteDatabase('MoxPasskeyDB').onsuccess = resolve));
  authenticator = installFakeAuthenticator(PRF_OUTPUT.slice());
  await saveWallet('ana', ZERO_PHRASE, PASSWORD);
  await enablePasskey('ana', PASSWORD);
});

afterEach(uninstallFakeAuthenticator);

describe('signing in with a passkey', () => {
  it('opens the wallet the passkey wraps, with no username given', async () => {
    const { session, run } = renderSession();
    expect(await run(signInWithPasskey)).toBe(true);
    expect(session()).toMatchObject({ address: ZERO_ADDRESS, username: 'ana' });
  });

  it('a passkey whose PRF output changed says in Spanish to use the password, and stays logged out', async () => {
    authenticator.prfOutput = PRF_OUTPUT.map((byte) => byte ^ 1);
    const { session, run } = renderSession();
    const result = await run(signInWithPasskey);
    expect(result).toBe('unreadable');
    expect(shown(result)).toBe(es.passkey.unreadable);
    expect(session().address).toBeNull();
  });

  it('an authenticator that gives no PRF result is told this device cannot use a passkey for Mox', async () => {
    authenticator.hasPrf = false;
    const { session, run } = renderSession();
    const result = await run(signInWithPasskey);
    expect(result).toBe('unsupported');
    expect(shown(result)).toBe(es.passkey.unsupported);
    expect(session().address).toBeNull();
  });

  it('a dismissed dialog is a Spanish "try again", not a raw NotAllowedError', async () => {
    authenticator.refuse = 'NotAllowedError';
    const errors = vi.spyOn(console, 'error');
    const { run } = renderSession();
    const result = await run(signInWithPasskey);
    expect(result).toBe('cancelled');
    expect(shown(result)).toBe(es.passkey.cancelled);
    // A known failure is not an "unexpected" one: nothing is logged.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
