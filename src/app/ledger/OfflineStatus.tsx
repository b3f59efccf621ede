import { useEveryNodeFailing, useOnlineStatus } from '../../hooks/pwa';
import { OfflineNotice } from '../../ui/OfflineNotice';

/**
 * Under a ledger screen's header, signed in or not, while the browser is offline or every node of the network fails
 * (one failing is passed over unseen): the screen says so instead of waiting on the network unexplained. Given by
 * ./LedgerBoundary and ../routing/SignedOutScreen, so its code is not in the first load.
 */
export function OfflineStatus() {
  const online = useOnlineStatus();
  const nodesDown = useEveryNodeFailing();
  if (!online) return <OfflineNotice />;
  return nodesDown ? <OfflineNotice reason="nodesDown" /> : null;
}
