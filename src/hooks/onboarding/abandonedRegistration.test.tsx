import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteVaultDatabase } from '../../services/vault/testRecords';
import { HIDDEN_LOCK_MS, IDLE_LOCK_MS } from '../session/lockPolicy';
import { issuedKeys, renderSession } from '../session/testing';
import { renderRegistration } from './testing';

vi.mock('../../services/account/keys', async (real) => (await import('../session/testing')).trackKeys(await real()));

const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const isZeroed = (bytes: Uint8Array) => bytes.every((byte) => byte === 0);

let tabHidden = false;
const setHidden = (hidden: boolean) => {
  tabHidden = hidden;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};

/** The registration screen open, with a draft holding 25 words. */
async function registering() {
  const view = renderRegistration();
  expect(await view.run((d) => d.begin('bea'))).toBe(true);
  expect(view.shown()?.words).toHaveLength(25);
  return { ...view, draftKey: issuedKeys.at(-1)! };
}

beforeEach(async () => {
  issuedKeys.length = 0;
  tabHidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => tabHidden });
  await deleteVaultDatabase();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('a registration left half done follows the session’s lock rules', () => {
  it('15 minutes without input: the draft key is zeroed, the words are gone and the reason is kept', async () => {
    const view = await registering();
    elapse(IDLE_LOCK_MS - 1000);
    expect(view.shown()).not.toBeNull();

    elapse(1000);
    expect(view.shown()).toBeNull();
    expect(view.wallet()).toMatchObject({ abandoned: 'idle', address: null, locked: null });
    expect(isZeroed(view.draftKey)).toBe(true);
  });

  it('hidden more than 5 minutes: discarded while still hidden', async () => {
    const view = await registering();
    setHidden(true);
    elapse(HIDDEN_LOCK_MS + 1000);
    expect(view.shown()).toBeNull();
    expect(view.wallet().abandoned).toBe('hidden');
    expect(isZeroed(view.draftKey)).toBe(true);
  });

  it('a logout in another tab discards it', async () => {
    const view = await registering();
    const other = renderSession();
    await other.run((s) => s.logout());
    await vi.waitFor(() => expect(view.wallet().abandoned).toBe('elsewhere'));
    expect(view.shown()).toBeNull();
    expect(isZeroed(view.draftKey)).toBe(true);
  });

  it('the form alone (a typed password, no words yet) is closed too, so the screen leaves with what was typed', () => {
    const view = renderRegistration();
    elapse(IDLE_LOCK_MS);
    expect(view.wallet().abandoned).toBe('idle');
  });

  it('opening a new registration clears the notice; once the screen is closed nothing is timed', async () => {
    const view = await registering();
    elapse(IDLE_LOCK_MS);
    expect(view.wallet().abandoned).toBe('idle');

    view.close();
    view.reopen();
    expect(view.wallet().abandoned).toBeNull();
    view.close();
    elapse(2 * IDLE_LOCK_MS);
    expect(view.wallet().abandoned).toBeNull();
  });
});
