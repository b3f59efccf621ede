import { core } from './es/core';
import { features } from './es/features';
import { translator } from './t';

/**
 * The `t` of the screens that read the ledger (the six apps, /home, /wallet, their hooks and components): the frame's
 * copy and theirs. Importing it imports their copy, which therefore travels in their lazy chunks, never in the first
 * load of the landing and /login (whose code imports ./t's `t`, which takes only the frame's keys).
 */
export const t = translator({ ...core, ...features });
