/** Why a session was locked: no activity, the tab hidden too long, or a logout in another tab of the app. */
export type LockReason = 'idle' | 'hidden' | 'elsewhere';

/** The lock's limits in minutes, the one place they are set (the timers and the notice's copy both read them). */
export const LOCK_MINUTES = { idle: 15, hidden: 5 } as const;

const MINUTE_MS = 60_000;
/** No pointer, key, touch, wheel or scroll for this long locks the session. */
export const IDLE_LOCK_MS = LOCK_MINUTES.idle * MINUTE_MS;
/** A tab that comes back after being hidden for longer than this is locked. */
export const HIDDEN_LOCK_MS = LOCK_MINUTES.hidden * MINUTE_MS;
