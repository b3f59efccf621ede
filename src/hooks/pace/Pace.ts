import { createContext, useContext } from 'react';

/** The pause between a locked quiz answer and the next question (SPEC §9). */
export const NEXT_QUESTION_MS = 1_000;

/** Play unlocks this long after the roulette wheel stops (SPEC §9). */
export const UNLOCK_AFTER_STOP_MS = 3_000;

/** How long the games' deliberate pauses and motions last. */
export interface Pace {
  /** The pause between a locked quiz answer and the next question. */
  nextQuestionMs: number;
  /** How long after the roulette wheel stops Play unlocks. */
  unlockAfterStopMs: number;
  /** How long the roulette wheel turns to its result; unset, the wheel's own 5 s. */
  spinMs?: number;
}

/** The pace of SPEC §9, the app's only one. */
export const REAL_PACE: Pace = { nextQuestionMs: NEXT_QUESTION_MS, unlockAfterStopMs: UNLOCK_AFTER_STOP_MS };

/**
 * The pace in force. The app never provides one, so users always get {@link REAL_PACE} (the hook tests prove it on
 * fake timers); screen stories provide a faster one, so they wait on what a person sees rather than on the clock
 * (ADR 0037).
 */
export const PaceContext = createContext<Pace>(REAL_PACE);

/** The pace in force. */
export const usePace = () => useContext(PaceContext);
