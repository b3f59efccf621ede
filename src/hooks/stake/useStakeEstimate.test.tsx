import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStakeEstimate } from './useStakeEstimate';

const UMQ = 10n ** 9n;
const DEVICE_NOW = Date.UTC(2026, 10, 23, 9, 0, 0, 250);
const STARTED = 1_767_225_600n;

describe('useStakeEstimate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(DEVICE_NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts the seconds staked up every second and grows the reward with them', async () => {
    // The ledger read 10 s after the stake's block, whatever the device's own clock says.
    const base = { ledgerSeconds: STARTED + 10n, readAtMs: DEVICE_NOW };
    const { result } = renderHook(() => useStakeEstimate({ amount: 100n * UMQ, start: STARTED }, base));
    expect(result.current).toEqual({ seconds: 10n, reward: 164n });

    await act(async () => vi.advanceTimersByTime(1_000));
    expect(result.current).toEqual({ seconds: 11n, reward: 181n });

    await act(async () => vi.advanceTimersByTime(59_000));
    expect(result.current).toEqual({ seconds: 70n, reward: 1_154n });
  });

  it('shows a year-old stake on a ledger whose clock runs a year ahead of the device', () => {
    const base = { ledgerSeconds: STARTED + 31_536_000n, readAtMs: DEVICE_NOW };
    const { result } = renderHook(() => useStakeEstimate({ amount: 250n * UMQ, start: STARTED }, base));
    expect(result.current).toEqual({ seconds: 31_536_000n, reward: 1_300_000_000n });
  });

  it('turns with the ledger second the reading started, not a second late', async () => {
    // Read 600 ms before now: the next ledger second begins 400 ms from now.
    const base = { ledgerSeconds: STARTED, readAtMs: DEVICE_NOW - 600 };
    const { result } = renderHook(() => useStakeEstimate({ amount: 100n * UMQ, start: STARTED }, base));
    expect(result.current?.seconds).toBe(0n);
    await act(async () => vi.advanceTimersByTime(399));
    expect(result.current?.seconds).toBe(0n);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current?.seconds).toBe(1n);
  });

  it('is null while no stake runs or the ledger clock is not read yet, and stops ticking', () => {
    const base = { ledgerSeconds: STARTED, readAtMs: DEVICE_NOW };
    expect(renderHook(() => useStakeEstimate(null, base)).result.current).toBeNull();
    expect(renderHook(() => useStakeEstimate({ amount: UMQ, start: STARTED }, undefined)).result.current).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
