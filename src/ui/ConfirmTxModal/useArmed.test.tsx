import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARM_DELAY_MS, useArmed, type ArmTimer } from './useArmed';

/** A clock moved by hand: `advance(ms)` fires what falls due, as the browser's timer would. */
function manualClock() {
  let now = 0;
  const due = new Set<{ at: number; arm: () => void }>();
  const timer: ArmTimer = (arm, delayMs) => {
    const entry = { at: now + delayMs, arm };
    due.add(entry);
    return () => due.delete(entry);
  };
  const advance = (ms: number) =>
    act(() => {
      now += ms;
      for (const entry of [...due]) {
        if (entry.at > now) continue;
        due.delete(entry);
        entry.arm();
      }
    });
  return { timer, advance };
}

describe("useArmed: Confirm's 500 ms guard", () => {
  it('takes presses only 500 ms after it may be pressed, not one millisecond earlier', () => {
    const clock = manualClock();
    const { result, rerender } = renderHook(({ ready }) => useArmed(ready, clock.timer), {
      initialProps: { ready: false },
    });
    clock.advance(5_000);
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    clock.advance(ARM_DELAY_MS - 1);
    expect(result.current).toBe(false);
    clock.advance(1);
    expect(result.current).toBe(true);
  });

  it('starts over when it stops being allowed (a tick undone): never armed the moment it is allowed again', () => {
    const clock = manualClock();
    const { result, rerender } = renderHook(({ ready }) => useArmed(ready, clock.timer), {
      initialProps: { ready: true },
    });
    clock.advance(ARM_DELAY_MS);
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    clock.advance(ARM_DELAY_MS);
    expect(result.current).toBe(true);
  });

  it('a guard called off before it ends arms nothing', () => {
    const clock = manualClock();
    const { result, rerender } = renderHook(({ ready }) => useArmed(ready, clock.timer), {
      initialProps: { ready: true },
    });
    clock.advance(ARM_DELAY_MS - 100);
    rerender({ ready: false });
    clock.advance(ARM_DELAY_MS);
    expect(result.current).toBe(false);
  });
});
