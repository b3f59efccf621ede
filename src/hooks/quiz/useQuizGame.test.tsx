import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuizSession } from '../../services/quiz';
import { NEXT_QUESTION_MS } from '../pace';
import { useQuizGame } from './useQuizGame';

const SEED = 5;

describe('useQuizGame', () => {
  let now = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the seeded session’s questions one at a time, locking each answer and moving on 1 s later', () => {
    const { result } = renderHook(() => useQuizGame(SEED));
    const session = createQuizSession(SEED);
    expect(result.current.question).toEqual(session[0]);
    expect(result.current.number).toBe(1);
    expect(result.current.total).toBe(10);

    const wrong = session[0].options.find((option) => option.id !== session[0].answerId)!;
    act(() => result.current.answer(wrong.id));
    expect(result.current.lock).toEqual({ chosenId: wrong.id, answerId: session[0].answerId });
    act(() => result.current.answer(session[0].answerId)); // locked: ignored
    expect(result.current.lock?.chosenId).toBe(wrong.id);

    act(() => vi.advanceTimersByTime(NEXT_QUESTION_MS - 1));
    expect(result.current.number).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.number).toBe(2);
    expect(result.current.question).toEqual(session[1]);
    expect(result.current.lock).toBeNull();
    expect(result.current.score).toBe(0);
  });

  it('ends after the tenth with the score and the time from the first answer to the last', () => {
    const { result } = renderHook(() => useQuizGame(SEED));
    const session = createQuizSession(SEED);
    now = 5_000; // the time before the first answer does not count
    session.forEach((question, i) => {
      if (i > 0) now += 2_345.6;
      // seven right, three wrong
      const choice = i < 7 ? question.answerId : question.options.find((o) => o.id !== question.answerId)!.id;
      act(() => result.current.answer(choice));
      act(() => vi.advanceTimersByTime(NEXT_QUESTION_MS));
    });
    expect(result.current.finished).toBe(true);
    expect(result.current.score).toBe(7);
    expect(result.current.time).toBe(2111n); // 9 × 2345.6 ms = 21 110.4 ms
  });

  it('counts one answer for a double click that lands before the re-render', () => {
    const { result } = renderHook(() => useQuizGame(SEED));
    const { answerId } = createQuizSession(SEED)[0];
    act(() => {
      result.current.answer(answerId);
      result.current.answer(answerId);
    });
    expect(result.current.score).toBe(1);
  });

  it('restarts with a fresh game, in the same order under a fixed seed (a story replays its quiz)', () => {
    const { result } = renderHook(() => useQuizGame(SEED));
    act(() => result.current.answer(result.current.question.answerId));
    act(() => result.current.restart());
    expect(result.current.number).toBe(1);
    expect(result.current.score).toBe(0);
    expect(result.current.lock).toBeNull();
    expect(result.current.time).toBe(0n);
    expect(result.current.question).toEqual(createQuizSession(SEED)[0]);
  });

  it('restarts in a new order without a seed', () => {
    const { result } = renderHook(() => useQuizGame());
    const orders = new Set<string>();
    for (let i = 0; i < 5; i++) {
      act(() => result.current.restart());
      orders.add(result.current.question.id + result.current.question.options.map((o) => o.id).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});
