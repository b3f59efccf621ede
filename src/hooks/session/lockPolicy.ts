/** Why a session was locked: no activity, the tab hidden too long, or a logout in another tab of the app. */
export type LockReason = 'idle' | 'hidden' | 'elsewhere';

/** The lock's limits in minutes, the one place they are set (the timers and the notice's copy both read them). */
export const LOCK_MINUTES = { idle: 15, hidden: 5 } as const;

const MINUTE_MS = 60_000;
/** No pointer, key, touch or wheel input for this long locks the session (or discards a registration). */
export const IDLE_LOCK_MS = LOCK_MINUTES.idle * MINUTE_MS;
/** A tab hidden for longer than this is locked, while still hidden or on return at the latest. */
export const HIDDEN_LOCK_MS = LOCK_MINUTES.hidden * MINUTE_MS;

/**
 * Only input the browser itself delivered counts as the user being there (`isTrusted`): an event a script made
 * (`dispatchEvent`, an extension, an injected script) must not keep a session or a registration open forever.
 */
export function isUserInput(event: Event): boolean {
  return event.isTrusted === true;
}
