import { usePaidAction } from '../../hooks/paidAction';
import { useHoldUpdates } from '../../hooks/pwa/appUpdate';

/**
 * Withholds the offer of a new version (src/app/updates/AppUpdate) while a paid action holds the page, from the first
 * click to its outcome: applying an update reloads the page, and a reload mid-action would leave the user not knowing
 * whether they paid. Rendered once, by the paid-action host's boundary (LedgerBoundary).
 */
export function HoldUpdatesWhilePaying() {
  useHoldUpdates(usePaidAction().busy);
  return null;
}
