import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ledgerCopy } from '../../i18n/features';
import { GameStats } from './GameStats';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const shows = (s: string) => expect(screen.getByText(ledgerCopy('target.seconds', { s }))).toBeInTheDocument();
const stats = { score: 0, lives: 3, maxLives: 3, elapsedMs: 0 };

it('runs the clock from the game start in tenths of a second, then shows the time played once stopped', () => {
  const startedAt = performance.now();
  const { rerender } = render(<GameStats {...stats} runningSince={startedAt} />);
  shows('0,0');
  act(() => vi.advanceTimersByTime(1250));
  shows('1,2');

  rerender(<GameStats {...stats} lives={0} elapsedMs={1300} />);
  shows('1,3');
  act(() => vi.advanceTimersByTime(2000));
  shows('1,3');
});

it('starts a new game at zero, not at the last game’s time', () => {
  const { rerender } = render(<GameStats {...stats} runningSince={performance.now()} />);
  act(() => vi.advanceTimersByTime(3000));
  shows('3,0');
  rerender(<GameStats {...stats} runningSince={performance.now()} />);
  shows('0,0');
  act(() => vi.advanceTimersByTime(500));
  shows('0,5');
});
