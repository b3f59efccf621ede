import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteVaultDatabase } from '../../services/vault/testRecords';
import { HIDDEN_LOCK_MS, IDLE_LOCK_MS } from './lockPolicy';
import { issuedKeys, renderSession } from './testing';

vi.mock('../../services/account/keys', async (real) => (await import('./testing')).trackKeys(await real()));

const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const isZeroed = (bytes: Uint8Array) => bytes.every((byte) => byte === 0);

let tabHidden = false;
const setHidden = (hidden: boolean) => {
  tabHidden = hidden;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};

/** A provider with the registration screen open (as useRegistration opens it) and a draft holding 25 words. */
async function registering() {
  const view = renderSession();
  await view.run((s) => void s.openRegistration());
  expect(await view.run((s) => s.beginRegistration('bea'))).toBe(true);
  expect(view.session().pending?.words).toHaveLength(25);
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
    const { session, draftKey } = await registering();
    elapse(IDLE_LOCK_MS - 1000);
    expect(session().pending).not.toBeNull();

    elapse(1000);
    expect(session()).toMatchObject({ pending: null, abandoned: 'idle', address: null, locked: null });
    expect(isZeroed(draftKey)).toBe(true);
  });

  it('hidden more than 5 minutes: discarded while still hidden', async () => {
    const { session, draftKey } = await registering();
    setHidden(true);
    elapse(HIDDEN_LOCK_MS + 1000);
    expect(session()).toMatchObject({ pending: null, abandoned: 'hidden' });
    expect(isZeroed(draftKey)).toBe(true);
  });

  it('a logout in another tab discards it', async () => {
    const { session, draftKey } = await registering();
    const other = renderSession();
    await other.run((s) => s.logout());
    await vi.waitFor(() => expect(session().abandoned).toBe('elsewhere'));
    expect(session().pending).toBeNull();
    expect(isZeroed(draftKey)).toBe(true);
  });

  it('the form alone (a typed password, no words yet) is closed too, so the screen leaves with what was typed', async () => {
    const { session, run } = renderSession();
    await run((s) => void s.openRegistration());
    elapse(IDLE_LOCK_MS);
    expect(session().abandoned).toBe('idle');
  });

  it('opening a new registration clears the notice; once the screen is closed nothing is timed', async () => {
    const { session, run } = await registering();
    elapse(IDLE_LOCK_MS);
    expect(session().abandoned).toBe('idle');

    let close: () => void = () => undefined;
    await run((s) => void (close = s.openRegistration()));
    expect(session().abandoned).toBeNull();
    act(() => close());
    await run((s) => s.cancelRegistration());
    elapse(2 * IDLE_LOCK_MS);
    expect(session().abandoned).toBeNull();
  });
});
