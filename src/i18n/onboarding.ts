import { core } from './es/core';
import { onboarding } from './es/onboarding';
import { translator } from './t';

/**
 * The copy of the registration (its screens, hooks and the word check): the frame's copy and the registration's.
 * Importing it imports the registration's copy, which therefore travels in /register's lazy chunk, never in the first
 * load of the landing and /login (whose code imports ./t's `t`).
 */
export const onboardingCopy = translator({ ...core, ...onboarding });

/** A key `onboardingCopy` takes: the frame's or the registration's. */
export type OnboardingKey = Parameters<typeof onboardingCopy>[0];
