import { useOnlineStatus } from '../hooks/pwa';
import { OfflineNotice } from '../ui/OfflineNotice';

/**
 * Above a ledger screen, signed in or not, while the browser is offline: the screen says so instead of waiting on
 * the network unexplained. Rendered by ./LedgerBoundary and ./SignedOutScreen, so its code is not in the first load.
 */
export function OfflineStatus() {
  return useOnlineStatus() ? null : <OfflineNotice />;
}
