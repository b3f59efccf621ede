import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const prefersReduced = () => window.matchMedia(QUERY).matches;

/**
 * Whether the user asked the system for less motion; follows the setting live. The games read it to show a
 * result at once instead of a long spin, or to jump a target instead of gliding it.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReduced, () => false);
}
