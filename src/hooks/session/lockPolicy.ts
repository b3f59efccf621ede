/**
 * Why a session was locked: no activity, the tab hidden too long, a logout in another tab of the app, or a running
 * version below the minimum safe one (src/app/updates/securityUpdates.ts: nothing is signed until it is replaced).
 */
export type LockReason = 'idle' | 'hidden' | 'elsewhere' | 'unsafeVersion';

/** The lock's limits in minutes, the one place they are set (the timers and the notice's copy both read them). */
export const LOCK_MINUTES = { idle: 15, hidden: 5 } as const;

/** The limit a lock passed, for its notice: minutes for the timed locks, none for the others. */
export function lockMinutes(reason: LockReason): number | undefined {
  return reason === 'idle' || reason === 'hidden' ? LOCK_MINUTES[reason] : undefined;
}

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
