/**
 * Quiz times: centiseconds from the first answer to the last (SPEC §4), taken from `performance.now()` so a clock
 * change during the game cannot bend them; shown as mm:ss.cc.
 */

/** Centiseconds between two `performance.now()` readings, rounded to the nearest. */
export function elapsedCentiseconds(firstAnswerMs: number, lastAnswerMs: number): bigint {
  return BigInt(Math.max(0, Math.round((lastAnswerMs - firstAnswerMs) / 10)));
}

const two = (n: bigint) => n.toString().padStart(2, '0');

/** A time in centiseconds as mm:ss.cc (minutes keep counting past 99). */
export function formatQuizTime(centiseconds: bigint): string {
  const minutes = centiseconds / 6000n;
  const seconds = (centiseconds / 100n) % 60n;
  return `${two(minutes)}:${two(seconds)}.${two(centiseconds % 100n)}`;
}

/** Notes the instant of each answer; `elapsed()` is the quiz time, from the first answer to the last. */
export interface AnswerTimer {
  mark(): void;
  elapsed(): bigint;
}

/** An {@link AnswerTimer} on `performance.now()` (or another monotonic clock in tests). */
export function answerTimer(now: () => number = () => performance.now()): AnswerTimer {
  let first: number | null = null;
  let last = 0;
  return {
    mark() {
      last = now();
      first ??= last;
    },
    elapsed: () => (first === null ? 0n : elapsedCentiseconds(first, last)),
  };
}
