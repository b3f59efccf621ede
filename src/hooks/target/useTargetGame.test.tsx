import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useTargetGame } from './useTargetGame';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('renders nothing while a game runs untouched, and stops the time played, in 100 ms steps, at game over', () => {
  let renders = 0;
  const { result } = renderHook(() => {
    renders++;
    return useTargetGame();
  });
  act(() => result.current.start());
  const startedAt = result.current.game.startedAt;
  const rendersAtStart = renders;
  act(() => vi.advanceTimersByTime(1250));
  // The running clock ticks in GameStats' own leaf: the screen holding this hook does not render for it.
  expect(renders).toBe(rendersAtStart);
  expect(result.current.game).toMatchObject({ phase: 'playing', startedAt, lives: 3 });

  act(() => {
    result.current.hit();
    result.current.miss();
    result.current.miss();
    result.current.miss();
  });
  const over = result.current.game;
  expect(over).toMatchObject({ phase: 'over', score: 1, lives: 0, elapsedMs: 1200 });
  act(() => vi.advanceTimersByTime(2000));
  expect(result.current.game).toBe(over);
});
