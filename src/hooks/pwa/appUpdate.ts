import { useEffect, useSyncExternalStore } from 'react';

/** Where a new version of the app stands for the page (the worker of src/sw waiting to take over). */
export interface AppUpdateState {
  /** A new version is installed and waiting; null until then. Applying it reloads the page. */
  apply: (() => void) | null;
  /** Something on the page must not be interrupted (a paid action is running): the update is not offered. */
  held: boolean;
  /**
   * The running version is below the minimum safe version (src/app/updates/securityUpdates.ts): the update is applied
   * as soon as it is ready and nothing holds the page, without asking and without 'Ahora no'.
   */
  forced: boolean;
}

let state: AppUpdateState = { apply: null, held: false, forced: false };
let applied = false;
let holds = 0;
const listeners = new Set<() => void>();

/** Whether a forced update goes now: it is ready, required, and no paid action holds the page. */
export function appliesNow({ apply, held, forced }: AppUpdateState): boolean {
  return forced && apply !== null && !held;
}

function set(next: Partial<AppUpdateState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
  // Once: applying reloads the page, and a second skipWaiting or reload meanwhile would only race the first.
  if (!applied && appliesNow(state)) {
    applied = true;
    state.apply?.();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The registration (src/app/updates/registerWorker.ts) reports a waiting version and how to switch to it. */
export function offerUpdate(apply: () => void): void {
  set({ apply });
}

/**
 * The running version is below the minimum safe version: apply the update without asking, at once or as soon as
 * the paid action holding the page reaches its outcome.
 */
export function requireUpdate(): void {
  set({ forced: true });
}

/** Whether a new version is installed and waiting to be applied. */
export function isUpdateReady(): boolean {
  return state.apply !== null;
}

/** Whether the running version is below the minimum safe version: nothing may be signed until it is replaced. */
export function isUpdateRequired(): boolean {
  return state.forced;
}

/** The page's update state: the frame shows the update prompt when `apply` is set and nothing holds it. */
export function useAppUpdate(): AppUpdateState {
  return useSyncExternalStore(subscribe, () => state);
}

/**
 * While `active`, the update is not offered (and a prompt already shown is withdrawn): a reload mid-action would
 * leave the user not knowing whether they paid. Each caller holds on its own; the last one to let go releases it.
 */
export function useHoldUpdates(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    holds += 1;
    set({ held: true });
    return () => {
      holds -= 1;
      set({ held: holds > 0 });
    };
  }, [active]);
}
