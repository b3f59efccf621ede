import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenarios } from '../../devnet/scenarios';
import { useTestLedger } from '../../devnet/testing';
import { es } from '../../i18n';
import { buildSend } from '../../services/contracts';
import { signAndSubmit } from '../../services/ledger/testing';
import { renderSignedIn } from '../paidAction/testing';
import { startFirstRead } from './firstRead';
import { accountQueries, BALANCE_POLL_MS } from './queries';
import { useAccount } from './useAccount';

/** Makes the page look hidden (or visible again) to React Query's focus manager. */
function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useAccount', () => {
  const net = useTestLedger();

  beforeEach(() => {
    // Only the poll's interval is faked: msw and algosdk keep their real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    setHidden(false);
  });

  /** A signed-in account with 10 ALGO, its balances hook, and how many times the hook rendered. */
  function setup(key = net.newAccount()) {
    let renders = 0;
    const hook = renderSignedIn(key, () => {
      renders += 1;
      return useAccount(key.addr.toString());
    });
    const state = () => hook.client.getQueryState(accountQueries.detail(key.addr.toString()).queryKey);
    const fetches = () => state()?.dataUpdateCount ?? 0;
    /** The round of the last answer (the raw snapshot in the cache, before `select` drops it). */
    const round = () => state()?.data?.round;
    return { ...hook, address: key.addr.toString(), renders: () => renders, fetches, round };
  }

  /** Retries `check` on real timeouts (RTL's waitFor polls with setInterval, which these tests fake). */
  async function eventually(check: () => void, timeoutMs = 3_000) {
    for (const start = Date.now(); ;) {
      try {
        return check();
      } catch (error) {
        if (Date.now() - start > timeoutMs) throw error;
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      }
    }
  }

  const poll = async (times = 1) => {
    for (let i = 0; i < times; i++) await act(async () => vi.advanceTimersByTime(BALANCE_POLL_MS));
  };

  it('reads the balances, the minimum balance and the ALGO that can be spent', async () => {
    const hook = setup();
    await eventually(() => expect(hook.current().data).toBeDefined());
    expect(hook.current().data).toMatchObject({
      algo: 10_000_000n,
      minBalance: 100_000n,
      available: 9_900_000n,
      umq: null,
      hlk: null,
    });
  });

  it('polls every 5 s, and an answer with unchanged balances (new round) neither replaces the data nor re-renders', async () => {
    const hook = setup();
    await eventually(() => expect(hook.current().data).toBeDefined());
    const first = hook.current().data;
    const firstRound = hook.round()!;
    const rendersBefore = hook.renders();
    // Someone else's transaction moves the ledger to a new round; this account's balances stay the same.
    const [alice, bob] = [net.newAccount(), net.newAccount()];
    await signAndSubmit(alice, (ctx) => buildSend(ctx, { asset: 'ALGO', receiver: bob.addr.toString(), amount: 1n }));

    await poll();
    await eventually(() => expect(hook.round()).toBeGreaterThan(firstRound));
    // React Query tells its observers on a later tick: give it one before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(hook.current().data).toBe(first);
    expect(hook.renders()).toBe(rendersBefore);

    net.fund(hook.address, 1_000_000n);
    await poll();
    await eventually(() => expect(hook.current().data?.algo).toBe(11_000_000n));
  });

  it('stops polling while the tab is hidden and resumes when it is shown', async () => {
    const hook = setup();
    await eventually(() => expect(hook.fetches()).toBe(1));
    setHidden(true);
    await poll(4);
    expect(hook.fetches()).toBe(1);

    setHidden(false);
    await poll();
    await eventually(() => expect(hook.fetches()).toBe(2));
  });

  it('toasts a failed read once per failure streak, keeps polling and recovers by itself', async () => {
    net.faults.set(scenarios.balances500);
    const hook = setup();
    const errorToasts = () => hook.toasts().filter((toast) => toast.message === es.errors.balances);
    await eventually(() => expect(errorToasts()).toHaveLength(1));
    await poll(3);
    expect(errorToasts()).toHaveLength(1);

    net.faults.clear();
    await poll();
    await eventually(() => expect(hook.current().data?.algo).toBe(10_000_000n));
    expect(hook.current().isError).toBe(false);

    hook.dismissToasts(); // the toast region times it out
    net.faults.set(scenarios.balances500);
    await poll();
    await eventually(() => expect(errorToasts()).toHaveLength(1));
  });

  it("starts from the sign-in's first read: the first render has the balances, and polling goes on from there", async () => {
    const key = net.newAccount();
    await startFirstRead(key.addr.toString());
    net.fund(key.addr, 1_000_000n);
    const hook = setup(key);
    expect(hook.current().data).toMatchObject({ algo: 10_000_000n, available: 9_900_000n });
    await poll();
    await eventually(() => expect(hook.current().data?.algo).toBe(11_000_000n));
  });

  it("never shows a first read of another account, nor one older than a sign-in's", async () => {
    const [key, other] = [net.newAccount(), net.newAccount()];
    await startFirstRead(other.addr.toString());
    expect(setup(key).current().data).toBeUndefined();

    await startFirstRead(key.addr.toString());
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    expect(setup(key).current().data).toBeUndefined();
    vi.restoreAllMocks();
  });
});
