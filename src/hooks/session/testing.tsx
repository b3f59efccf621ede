/** Test helpers for the session: a mounted provider, and the keys algosdk handed out (to check they get zeroed). */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type * as Keys from '../../services/account/keys';
import type { LoginFailure, PasskeyFailure } from './failures';
import { unlockAccount, unlockAccountWithPasskey, type Unlocked } from './unlock';
import type { WalletSession } from './WalletContext';
import { WalletProvider, type WalletProviderProps } from './WalletProvider';
import { useWallet } from './useWallet';

/** The all-zero seed's phrase and address (reference/security-perf.md A8 item 4). */
export const ZERO_PHRASE = `${'abandon '.repeat(24)}invest`;
export const ZERO_ADDRESS = 'HNVCPPGOW2SC2YVDVDICU3YNONSTEFLXDXREHJR2YBEKDC2Z3IUZSC6YGI';
export const PASSWORD = 'Secreto9@';

/** This test file's cross-tab channel: its providers hear each other's logouts, other files' do not. */
export const TEST_CHANNEL = `mox-test-${crypto.randomUUID()}`;

/** Mounts <WalletProvider> and returns the live hook value plus a helper that runs an action inside act(). */
export function renderSession(initialSession?: WalletProviderProps['initialSession']) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WalletProvider initialSession={initialSession} channel={TEST_CHANNEL}>
      {children}
    </WalletProvider>
  );
  const view = renderHook(() => useWallet(), { wrapper });
  const run = async <T,>(action: (session: ReturnType<typeof useWallet>) => T | Promise<T>): Promise<T> => {
    let result!: T;
    await act(async () => {
      result = await action(view.result.current);
    });
    return result;
  };
  return { ...view, session: () => view.result.current, run };
}

/** Opens the session with what an unlock gave: true, or the unlock's failure untouched. */
function openWith<F extends string>(session: WalletSession, unlocked: Unlocked | F): true | F {
  if (typeof unlocked === 'string') return unlocked;
  session.open(unlocked.username, unlocked.account);
  return true;
}

/** A password login as /login does it: unlock the vault, open the session with the key. True, or why not. */
export async function signIn(session: WalletSession, username: string, password: string): Promise<true | LoginFailure> {
  return openWith(session, await unlockAccount(username, password));
}

/** 'Entrar con llave de acceso' as /login does it: the passkey's wallet opened. True, or why not. */
export async function signInWithPasskey(session: WalletSession): Promise<true | PasskeyFailure> {
  return openWith(session, await unlockAccountWithPasskey());
}

/** Every secret key algosdk handed out since the test began (the very buffers, so zeroing shows). */
export const issuedKeys: Uint8Array[] = [];

/**
 * A vi.mock factory body for services/account/keys that records each key it makes in `issuedKeys`. Use as
 * `vi.mock('../../services/account/keys', async (real) => (await import('./testing')).trackKeys(await real()))`.
 */
export function trackKeys(real: typeof Keys): typeof Keys {
  const track = <T extends Keys.AccountWithMnemonic>(made: T) => {
    issuedKeys.push(made.account.secretKey);
    return made;
  };
  return {
    ...real,
    createAccount: () => track(real.createAccount()),
    accountFromMnemonic: (text) => track(real.accountFromMnemonic(text)),
    accountFromMnemonicNatively: async (text) => track(await real.accountFromMnemonicNatively(text)),
  };
}

/** What localStorage holds of the remembered account, and how many keys it holds in all. */
export function rememberedInStorage() {
  return {
    address: localStorage.getItem('accountAddress'),
    username: localStorage.getItem('accountUsername'),
    keys: localStorage.length,
  };
}
