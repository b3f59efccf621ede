import { useEffect, useSyncExternalStore } from 'react';

/** Where a new version of the app stands for the page (the worker of src/sw waiting to take over). */
export interface AppUpdateState {
  /** A new version is installed and waiting; null until then. Applying it reloads the page. */
  apply: (() => void) | null;
  /** Something on the page must not be interrupted (a paid action is running): the update is not offered. */
  held: boolean;
}

let state: AppUpdateState = { apply: null, held: false };
let holds = 0;
const listeners = new Set<() => void>();

function set(next: Partial<AppUpdateState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The registration (src/app/registerWorker.ts) reports a waiting version and how to switch to it. */
export function offerUpdate(apply: () => void): void {
  set({ apply });
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
