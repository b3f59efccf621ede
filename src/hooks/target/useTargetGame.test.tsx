import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useTargetGame } from './useTargetGame';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('runs the clock in 100 ms steps while playing and stops it at game over', () => {
  const { result } = renderHook(() => useTargetGame());
  act(() => vi.advanceTimersByTime(1000));
  expect(result.current.game).toMatchObject({ phase: 'ready', elapsedMs: 0 });

  act(() => result.current.start());
  act(() => vi.advanceTimersByTime(1250));
  expect(result.current.game).toMatchObject({ phase: 'playing', elapsedMs: 1200, lives: 3 });

  act(() => {
    result.current.hit();
    result.current.miss();
    result.current.miss();
    result.current.miss();
  });
  const over = result.current.game;
  expect(over).toMatchObject({ phase: 'over', score: 1, lives: 0 });
  act(() => vi.advanceTimersByTime(2000));
  expect(result.current.game).toBe(over);
});
