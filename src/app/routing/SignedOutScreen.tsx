import { ConnectPrompt } from '../../screens/shared/ConnectPrompt';
import { OfflineStatus } from '../ledger/OfflineStatus';
import { RouteFrame } from './RouteFrame';
import type { Frame } from './routes';
import { ScreenNotices } from './screenNotices';

/**
 * A ledger screen with nobody signed in (e.g. after a reload, which drops the in-memory key): the screen's frame
 * and the way to log in, without the ledger code (algosdk, React Query, the screen's own chunk) it cannot use yet.
 */
export function SignedOutScreen({ frame }: { frame: Frame }) {
  return (
    <ScreenNotices value={<OfflineStatus />}>
      <RouteFrame frame={frame}>
        <ConnectPrompt />
      </RouteFrame>
    </ScreenNotices>
  );
}
