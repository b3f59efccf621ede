// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerTimer, elapsedCentiseconds, formatQuizTime } from './time';

describe('elapsedCentiseconds', () => {
  it('turns milliseconds into centiseconds, rounded to the nearest', () => {
    expect(elapsedCentiseconds(1000, 1000)).toBe(0n);
    expect(elapsedCentiseconds(1000.2, 43_171.3)).toBe(4217n);
    expect(elapsedCentiseconds(0, 14.9)).toBe(1n);
    expect(elapsedCentiseconds(0, 4.9)).toBe(0n);
  });

  it('never goes below zero', () => {
    expect(elapsedCentiseconds(500, 400)).toBe(0n);
  });
});

describe('formatQuizTime', () => {
  it('shows mm:ss.cc', () => {
    expect(formatQuizTime(0n)).toBe('00:00.00');
    expect(formatQuizTime(1n)).toBe('00:00.01');
    expect(formatQuizTime(4217n)).toBe('00:42.17');
    expect(formatQuizTime(6000n)).toBe('01:00.00');
    expect(formatQuizTime(9998n)).toBe('01:39.98');
    expect(formatQuizTime(359_999n)).toBe('59:59.99');
  });

  it('keeps counting minutes past an hour', () => {
    expect(formatQuizTime(600_000n)).toBe('100:00.00');
  });
});

describe('answerTimer', () => {
  it('measures from the first answer to the last on the monotonic clock it is given', () => {
    const readings = [12_000, 13_500.4, 20_000, 54_321.2];
    const timer = answerTimer(() => readings.shift()!);
    expect(timer.elapsed()).toBe(0n);
    timer.mark();
    expect(timer.elapsed()).toBe(0n);
    timer.mark();
    timer.mark();
    timer.mark();
    expect(timer.elapsed()).toBe(4232n);
  });

  it('reads performance.now() by default, not the wall clock', () => {
    let now = 1000;
    const performanceNow = globalThis.performance.now;
    globalThis.performance.now = () => now;
    const dateNow = Date.now;
    Date.now = () => 0;
    try {
      const timer = answerTimer();
      timer.mark();
      now += 2345.6;
      timer.mark();
      expect(timer.elapsed()).toBe(235n);
    } finally {
      globalThis.performance.now = performanceNow;
      Date.now = dateNow;
    }
  });
});
