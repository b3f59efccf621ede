import type { Decorator } from '@storybook/react-vite';
import { PaceContext, REAL_PACE, type Pace } from '../../src/hooks/pace';

/**
 * The stories' pace: the quiz's pause and the wheel's spin a tenth of SPEC §9's, Play's unlock after the stop two
 * thirds of it (a story checks Play is still locked when the wheel stops, and a loaded machine needs the margin).
 * The app keeps the real pace, which the hook tests prove on fake timers (ADR 0037).
 */
export const STORY_PACE: Pace = { nextQuestionMs: 100, spinMs: 500, unlockAfterStopMs: 2_000 };

// Vitest runs the stories' plays in its 'test' mode; the catalogue a designer opens keeps the app's pace, so what
// they review moves as a user's screen does.
const DEFAULT_PACE = import.meta.env.MODE === 'test' ? STORY_PACE : REAL_PACE;

/** Decorator: under test every story plays at {@link STORY_PACE}, or at the pace its `parameters.pace` names. */
export const withStoryPace: Decorator = (Story, { parameters }) => (
  <PaceContext value={parameters.pace ?? DEFAULT_PACE}>
    <Story />
  </PaceContext>
);

// Storybook's own parameters type, so a story's `parameters.pace` is checked.
declare module 'storybook/internal/types' {
  interface Parameters {
    pace?: Pace;
  }
}
