import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../i18n';
import { saveWallet, unlockWallet } from '../../services/vault';
import { deleteVaultDatabase } from '../../services/vault/testRecords';
import { WalletProvider } from '../session';
import { PASSWORD, TEST_CHANNEL, ZERO_ADDRESS, ZERO_PHRASE } from '../session/testing';
import { ToastProvider } from '../toasts';
import { REVEAL_SECONDS, useBackupDrill, useChangePassword, useRevealWords } from '.';

const WORDS = ZERO_PHRASE.split(' ');

beforeEach(async () => {
  await deleteVaultDatabase();
  await saveWallet('ana', ZERO_PHRASE, PASSWORD);
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

/** A hook of the security section, signed in as 'ana' (the session holds a key with no words: they come from the vault). */
function renderSigned<T>(hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ToastProvider>
      <WalletProvider
        channel={TEST_CHANNEL}
        initialSession={{ username: 'ana', account: { address: ZERO_ADDRESS, secretKey: new Uint8Array(64) } }}
      >
        {children}
      </WalletProvider>
    </ToastProvider>
  );
  const view = renderHook(hook, { wrapper });
  const step = (work: (now: T) => unknown) => act(async () => void (await work(view.result.current)));
  return { now: () => view.result.current, step };
}

describe('useRevealWords', () => {
  it('decrypts the words from the record, gives them only once revealed, and drops them when the tab is hidden', async () => {
    const view = renderSigned(useRevealWords);
    await view.step((r) => r.open());
    await view.step((r) => r.unlock.withPassword('Otra9clave!'));
    expect(view.now().unlock.problem).toEqual({ field: 'password', message: es.errors.wrongPassword });
    expect(view.now().stage).toBe('ask');

    await view.step((r) => r.unlock.withPassword(PASSWORD));
    expect(view.now().stage).toBe('warning');
    expect(view.now().words).toBeNull();
    await view.step((r) => r.reveal());
    expect(view.now().words).toEqual(WORDS);

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await view.step(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(view.now().stage).toBe('hidden');
    expect(view.now().words).toBeNull();
  });

  it(`hides them after ${REVEAL_SECONDS} s`, async () => {
    const view = renderSigned(useRevealWords);
    await view.step((r) => r.open());
    await view.step((r) => r.unlock.withPassword(PASSWORD));
    vi.useFakeTimers();
    await view.step((r) => r.reveal());
    await view.step(() => vi.advanceTimersByTime((REVEAL_SECONDS - 1) * 1000));
    expect(view.now().words).toEqual(WORDS);
    await view.step(() => vi.advanceTimersByTime(1000));
    expect(view.now().stage).toBe('hidden');
    expect(view.now().words).toBeNull();
  });
});

describe('useChangePassword', () => {
  it('checks the form with the spec’s messages, then the new password opens the wallet and the old one does not', async () => {
    const view = renderSigned(useChangePassword);
    const tries = [
      [{ current: '', next: 'Nueva8clave$', confirm: 'Nueva8clave$' }, 'current', es.security.currentRequired],
      [{ current: PASSWORD, next: 'Nueva8clave$', confirm: 'Nueva8clave!' }, 'confirm', es.register.passwordMismatch],
      [{ current: PASSWORD, next: 'corta', confirm: 'corta' }, 'next', es.register.passwordRule],
      [{ current: PASSWORD, next: PASSWORD, confirm: PASSWORD }, 'next', es.security.samePassword],
      [{ current: 'Otra9clave!', next: 'Nueva8clave$', confirm: 'Nueva8clave$' }, 'current', es.errors.wrongPassword],
    ] as const;
    for (const [values, field, message] of tries) {
      await view.step((h) => h.submit(values));
      expect(view.now().problem).toEqual({ field, message });
    }
    expect(await unlockWallet('ana', PASSWORD)).toBe(ZERO_PHRASE);

    let done = false;
    await view.step(async (h) => {
      done = await h.submit({ current: PASSWORD, next: 'Nueva8clave$', confirm: 'Nueva8clave$' });
    });
    expect(done).toBe(true);
    expect(await unlockWallet('ana', 'Nueva8clave$')).toBe(ZERO_PHRASE);
    await expect(unlockWallet('ana', PASSWORD)).rejects.toMatchObject({ kind: 'wrongPassword' });
  }, 30_000);
});

describe('useBackupDrill', () => {
  it('asks three positions of the stored words and passes only with them', async () => {
    const view = renderSigned(useBackupDrill);
    await view.step((d) => d.open());
    await view.step((d) => d.unlock.withPassword(PASSWORD));
    expect(view.now().stage).toBe('quiz');
    const { positions } = view.now();
    expect(new Set(positions).size).toBe(3);

    await view.step((d) => positions.forEach((_, i) => d.change(i, 'zoo')));
    await view.step((d) => d.check());
    expect(view.now()).toMatchObject({ stage: 'quiz', wrong: true });

    await view.step((d) => positions.forEach((index, i) => d.change(i, ` ${WORDS[index].toUpperCase()} `)));
    await view.step((d) => d.check());
    expect(view.now().stage).toBe('passed');
  });
});
