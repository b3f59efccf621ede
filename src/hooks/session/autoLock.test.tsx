import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { createAccount } from '../../services/account/keys';
import { saveWallet } from '../../services/vault';
import { deleteVaultDatabase } from '../../services/vault/testRecords';
import { ADDRESS_STORAGE_KEY } from './remembered';
import { HIDDEN_LOCK_MS, IDLE_LOCK_MS } from './lockPolicy';
import { PASSWORD, TEST_CHANNEL, ZERO_PHRASE, renderSession, signIn } from './testing';

const MINUTE = 60_000;

/** A provider signed in as `username` with a fresh key, and that key's very bytes (to see them zeroed). */
function signedIn(username = 'ana') {
  const { account } = createAccount();
  const key = account.secretKey;
  return { key, ...renderSession({ username, account }) };
}

const isZeroed = (bytes: Uint8Array) => bytes.every((byte) => byte === 0);
const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const fire = (target: EventTarget, type: string) => act(() => void target.dispatchEvent(new Event(type)));
/**
 * Input as the browser delivers it: `isTrusted` set. (happy-dom leaves it undefined, so an event a test dispatches
 * is untrusted, as a script's is in a browser, unless marked as the browser marks real input.)
 */
const input = (target: EventTarget, type: string) => {
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, 'isTrusted', { value: true });
  act(() => void target.dispatchEvent(event));
};

let tabHidden = false;
/** Hides or shows the tab as the browser does: `document.hidden` changes, then `visibilitychange` fires. */
const setHidden = (hidden: boolean) => {
  tabHidden = hidden;
  fire(document, 'visibilitychange');
};

beforeEach(() => {
  localStorage.clear();
  tabHidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => tabHidden });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('idle lock (fake clock)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));

  it('15 minutes without activity lock the session, zero the key bytes and remember whose it was', () => {
    const { key, session } = signedIn();
    elapse(IDLE_LOCK_MS - 1);
    expect(session().address).not.toBeNull();

    elapse(1);
    expect(session()).toMatchObject({ address: null, username: null, locked: { reason: 'idle', username: 'ana' } });
    expect(isZeroed(key)).toBe(true);
  });

  it('activity at 14 minutes postpones the lock to 15 minutes after it', () => {
    const { key, session } = signedIn();
    elapse(14 * MINUTE);
    input(document.body, 'pointermove');
    elapse(14 * MINUTE);
    expect(session().address).not.toBeNull();
    expect(isZeroed(key)).toBe(false);

    // Input on any element counts too (the capture phase sees it).
    input(document.body.appendChild(document.createElement('div')), 'keydown');
    elapse(IDLE_LOCK_MS - 1);
    expect(session().address).not.toBeNull();
    elapse(1);
    expect(session().locked).toEqual({ reason: 'idle', username: 'ana' });
    expect(isZeroed(key)).toBe(true);
  });

  it('keys, touches and the wheel are activity as well', () => {
    const { session } = signedIn();
    for (const type of ['keydown', 'touchstart', 'wheel', 'pointerdown']) {
      elapse(10 * MINUTE);
      input(window, type);
    }
    expect(session().address).not.toBeNull();
  });

  it('a scripted event or a scroll (which a script can cause) is not activity: the lock comes on time', () => {
    const { key, session } = signedIn();
    elapse(10 * MINUTE);
    for (const type of ['pointermove', 'keydown', 'touchstart', 'wheel', 'pointerdown']) fire(window, type);
    input(document.body.appendChild(document.createElement('div')), 'scroll');
    input(window, 'scroll');
    elapse(5 * MINUTE);
    expect(session().locked).toEqual({ reason: 'idle', username: 'ana' });
    expect(isZeroed(key)).toBe(true);
  });

  it('a laptop that slept through the timer locks on waking, on focus or on the first touch', () => {
    const first = signedIn('ana');
    vi.setSystemTime(Date.now() + 16 * MINUTE); // the clock moved, no timer ran
    fire(window, 'focus');
    expect(first.session().locked?.reason).toBe('idle');
    expect(isZeroed(first.key)).toBe(true);

    const second = signedIn('bea');
    vi.setSystemTime(Date.now() + 16 * MINUTE);
    input(window, 'pointerdown');
    expect(second.session().locked?.reason).toBe('idle');
    expect(isZeroed(second.key)).toBe(true);
  });
  it('a clock that jumps while the tab stays open and untouched locks within a second', () => {
    const { key, session } = signedIn();
    elapse(2 * MINUTE);
    vi.setSystemTime(Date.now() + 16 * MINUTE); // no event, and no timer was due at 17 minutes
    elapse(999);
    expect(session().address).not.toBeNull();
    elapse(1);
    expect(session().locked?.reason).toBe('idle');
    expect(isZeroed(key)).toBe(true);
  });
});

describe('hidden tab lock (fake clock)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));

  it('hidden more than 5 minutes: locked while still hidden, not only when the user comes back', () => {
    const { key, session } = signedIn();
    setHidden(true);
    elapse(HIDDEN_LOCK_MS);
    expect(session().address).not.toBeNull();
    elapse(1000);
    expect(tabHidden).toBe(true);
    expect(session()).toMatchObject({ address: null, locked: { reason: 'hidden', username: 'ana' } });
    expect(isZeroed(key)).toBe(true);
  });

  it('hidden while the timer slept (a suspended laptop): locked on return', () => {
    const { key, session } = signedIn();
    setHidden(true);
    vi.setSystemTime(Date.now() + 6 * MINUTE); // no timer ran
    setHidden(false);
    expect(session()).toMatchObject({ address: null, locked: { reason: 'hidden', username: 'ana' } });
    expect(isZeroed(key)).toBe(true);
  });

  it('hidden 4 minutes, then visible: still signed in', () => {
    const { key, session } = signedIn();
    setHidden(true);
    elapse(4 * MINUTE);
    setHidden(false);
    expect(session().address).not.toBeNull();
    expect(session().locked).toBeNull();
    expect(isZeroed(key)).toBe(false);
  });

  it('a second short absence does not add to the first', () => {
    const { session } = signedIn();
    for (let i = 0; i < 2; i++) {
      setHidden(true);
      elapse(HIDDEN_LOCK_MS - MINUTE);
      setHidden(false);
      input(window, 'keydown');
    }
    expect(session().address).not.toBeNull();
  });
});

describe('no lock when nobody is signed in', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));

  it('signed out: idle, hidden and a logout elsewhere change nothing', async () => {
    const { session } = renderSession();
    elapse(2 * IDLE_LOCK_MS);
    setHidden(true);
    elapse(2 * HIDDEN_LOCK_MS);
    setHidden(false);
    const [here, witness] = [signedIn('bea'), signedIn('bea')];
    await here.run((s) => s.logout());
    await vi.waitFor(() => expect(witness.session().locked?.reason).toBe('elsewhere')); // the message went round
    expect(session()).toMatchObject({ address: null, locked: null });
  });

  it('after a logout the timers are gone: no lock, no notice later', async () => {
    const { run, session } = signedIn();
    await run((s) => s.logout());
    elapse(2 * IDLE_LOCK_MS);
    expect(session().locked).toBeNull();
  });
});

describe('logout in one tab locks the others', () => {
  it('the other provider drops and zeroes its key and says why; the one that logged out shows no notice', async () => {
    const here = signedIn('ana');
    const there = signedIn('ana');
    localStorage.setItem(ADDRESS_STORAGE_KEY, 'public address');

    await here.run((s) => s.logout());
    await vi.waitFor(() => expect(there.session().locked).toEqual({ reason: 'elsewhere', username: 'ana' }));
    expect(there.session().address).toBeNull();
    expect(isZeroed(there.key)).toBe(true);
    expect(here.session()).toMatchObject({ address: null, locked: null });
  });

  it('without BroadcastChannel, a storage event carries it, and nothing stays in localStorage', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const here = signedIn('ana');
    const there = signedIn('ana');
    const setItem = vi.spyOn(localStorage, 'setItem');

    await here.run((s) => s.logout());
    const written = setItem.mock.calls.slice();
    setItem.mockRestore();
    expect(written).toEqual([[TEST_CHANNEL, 'logout']]);
    expect(localStorage.length).toBe(0);

    // What the browser delivers to the app's other tabs (never to the tab that wrote).
    const [[key, newValue]] = written;
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key, newValue })));
    expect(there.session().locked).toEqual({ reason: 'elsewhere', username: 'ana' });
    expect(isZeroed(there.key)).toBe(true);
  });

  it('a sign-in clears the notice', async () => {
    await deleteVaultDatabase();
    await saveWallet('ana', ZERO_PHRASE, PASSWORD);
    const here = signedIn('ana');
    const there = signedIn('ana');
    await here.run((s) => s.logout());
    await vi.waitFor(() => expect(there.session().locked?.reason).toBe('elsewhere'));

    expect(await there.run((s) => signIn(s, 'ana', PASSWORD))).toBe(true);
    expect(there.session()).toMatchObject({ username: 'ana', locked: null });
  });
});
