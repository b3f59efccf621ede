/** How long the games' pauses and motions last: SPEC §9's pace in the app, a faster one in stories. */
export { NEXT_QUESTION_MS, PaceContext, REAL_PACE, UNLOCK_AFTER_STOP_MS, usePace, type Pace } from './Pace';
