import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let pwa: typeof import('../../hooks/pwa');
let watchMinimumVersion: typeof import('./securityUpdates').watchMinimumVersion;
let CHECK_EVERY_MS: number;
beforeEach(async () => {
  // The update state is one per page: a fresh one per test.
  vi.resetModules();
  pwa = await import('../../hooks/pwa');
  ({ watchMinimumVersion, CHECK_EVERY_MS } = await import('./securityUpdates'));
});
afterEach(() => vi.useRealTimers());

const manifest = (minimumSafeVersion: string) => ({ version: '0.9.0', minimumSafeVersion });

describe('a running version below the minimum safe version', () => {
  it('is noticed on start, applied at once and never asked about', async () => {
    const apply = vi.fn();
    pwa.offerUpdate(apply);
    const onUnsafe = vi.fn(pwa.requireUpdate);
    watchMinimumVersion({ running: '0.1.0', fetchManifest: async () => manifest('0.2.0'), onUnsafe });
    await vi.waitFor(() => expect(apply).toHaveBeenCalledOnce());
    expect(onUnsafe).toHaveBeenCalledOnce();
  });

  it('at or above the minimum, or with no manifest (offline), nothing happens', async () => {
    const fetches = [async () => manifest('0.1.0'), async () => Promise.reject(new TypeError('offline'))];
    for (const fetchManifest of fetches) {
      const onUnsafe = vi.fn();
      const fetched = vi.fn(fetchManifest);
      watchMinimumVersion({ running: '0.1.0', fetchManifest: fetched, onUnsafe });
      await vi.waitFor(() => expect(fetched).toHaveBeenCalled());
      await Promise.resolve();
      expect(onUnsafe).not.toHaveBeenCalled();
    }
  });

  it('an app left open notices a new minimum within 30 minutes, and on focus', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let minimum = '0.1.0';
    const fetchManifest = vi.fn(async () => manifest(minimum));
    const onUnsafe = vi.fn();
    const stop = watchMinimumVersion({ running: '0.1.0', fetchManifest, onUnsafe });
    await vi.waitFor(() => expect(fetchManifest).toHaveBeenCalledTimes(1));

    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(fetchManifest).toHaveBeenCalledTimes(2));
    minimum = '0.2.0';
    vi.advanceTimersByTime(CHECK_EVERY_MS);
    await vi.waitFor(() => expect(onUnsafe).toHaveBeenCalledOnce());
    stop();
  });

  it('waits for a paid action to reach its outcome, then applies without asking', async () => {
    const apply = vi.fn();
    // What HoldUpdatesWhilePaying does while a paid action holds the page, from the first click to its outcome.
    const hold = renderHook(({ busy }) => pwa.useHoldUpdates(busy), { initialProps: { busy: true } });
    pwa.offerUpdate(apply);
    pwa.requireUpdate();
    expect(apply).not.toHaveBeenCalled();
    hold.rerender({ busy: false });
    expect(apply).toHaveBeenCalledOnce();
  });
});

describe('appliesNow', () => {
  it('only a required, ready and unheld update goes without asking', () => {
    const apply = () => {};
    expect(pwa.appliesNow({ apply, held: false, forced: true })).toBe(true);
    expect(pwa.appliesNow({ apply, held: true, forced: true })).toBe(false);
    expect(pwa.appliesNow({ apply: null, held: false, forced: true })).toBe(false);
    expect(pwa.appliesNow({ apply, held: false, forced: false })).toBe(false);
  });
});

describe('fetching the corrected version', () => {
  /** A registration whose update() fails `failures` times, then installs the new version (the worker offers it). */
  function registration(failures: number) {
    const calls: string[] = [];
    let tries = 0;
    const reg = {
      update: async () => {
        calls.push('update');
        tries += 1;
        if (tries <= failures) throw new TypeError('Failed to update a ServiceWorker');
        pwa.offerUpdate(() => calls.push('apply'));
      },
      unregister: async () => {
        calls.push('unregister');
        return true;
      },
    } as unknown as ServiceWorkerRegistration;
    return { reg, calls };
  }
  const fetchCorrected = async (reg: ServiceWorkerRegistration, calls: string[], waits: number[]) => {
    const { fetchCorrectedVersion } = await import('./securityUpdates');
    pwa.requireUpdate();
    await fetchCorrectedVersion({
      registration: reg,
      reload: () => calls.push('reload'),
      wait: async (ms) => waits.push(ms),
    });
  };

  it('retries a failed update with growing pauses until the new version is ready, which then applies', async () => {
    const { reg, calls } = registration(2);
    const waits: number[] = [];

    await fetchCorrected(reg, calls, waits);

    expect(calls).toEqual(['update', 'update', 'update', 'apply']);
    expect(waits).toEqual([2_000, 4_000, 8_000]);
  });

  it('when every try fails, unregisters the worker and only then reloads the page from the network', async () => {
    const { reg, calls } = registration(Infinity);
    const waits: number[] = [];

    await fetchCorrected(reg, calls, waits);

    expect(calls).toEqual(['update', 'update', 'update', 'update', 'update', 'unregister', 'reload']);
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
  });
});
