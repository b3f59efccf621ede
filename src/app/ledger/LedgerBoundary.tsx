import type { ReactNode } from 'react';
import { LedgerProviders, type LedgerOptions } from '../../hooks/ledger';
import { useNetworkStatus } from '../../hooks/network';
import { useWallet } from '../../hooks/session';
import { ConfigScreen } from '../../screens/Config';
import { ScreenNotices } from '../routing/screenNotices';
import { HoldUpdatesWhilePaying } from '../updates/HoldUpdatesWhilePaying';
import { OfflineStatus } from './OfflineStatus';
import { PaidActionModal } from './PaidActionModal';
import { RekeyedWarning } from './RekeyedWarning';

/**
 * What the signed-in ledger layout (./LedgerLayout) stands on, mounted once while the user moves between its
 * screens: a fully configured network (else the Spanish configuration screen, never a half-working app: DESIGN.md
 * §4), the layout's query client and paid-action host ({@link LedgerProviders}) with the page's one confirmation
 * modal, so no screen renders (or forgets) its own; the offline notice and a rekeyed account's warning, which every
 * screen's frame draws under its header (../routing/screenNotices). Screens that never touch the ledger (login,
 * registration) do without it, so their first load carries neither React Query nor the config checks: this module is
 * a chunk of its own.
 */
export function LedgerBoundary({ children, ...options }: LedgerOptions & { children: ReactNode }) {
  const network = useNetworkStatus();
  const { address } = useWallet();
  if (!network.ok) {
    return (
      <>
        <OfflineStatus />
        <ConfigScreen network={network.name} missing={network.missing} />
      </>
    );
  }
  const notices = (
    <>
      <OfflineStatus />
      {address && <RekeyedWarning address={address} />}
    </>
  );
  return (
    <LedgerProviders {...options}>
      <ScreenNotices value={notices}>{children}</ScreenNotices>
      <PaidActionModal />
      <HoldUpdatesWhilePaying />
    </LedgerProviders>
  );
}
