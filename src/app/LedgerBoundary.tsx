import type { ReactNode } from 'react';
import { useNetworkStatus } from '../hooks/network';
import { PaidActionProvider } from '../hooks/paidAction';
import { useWallet } from '../hooks/session';
import { ConfigScreen } from '../screens/Config';
import { AppQueryClient } from './AppQueryClient';
import './appsCopy';
import { HoldUpdatesWhilePaying } from './HoldUpdatesWhilePaying';
import { PaidActionModal } from './PaidActionModal';
import { ReadFailureToasts } from './ReadFailureToasts';
import { RekeyedWarning } from './RekeyedWarning';

/**
 * What every screen that reads the ledger stands on: a fully configured network (else the Spanish configuration
 * screen, never a half-working app: DESIGN.md §4), the query client, and the paid-action host with the page's one
 * confirmation modal, so no screen renders (or forgets) its own; the read failures' toasts; a rekeyed account's
 * warning above every screen. Screens that never touch the ledger (login, registration, news) do without both, so
 * their first load carries neither React Query nor the config checks.
 */
export function LedgerBoundary({ children }: { children: ReactNode }) {
  const network = useNetworkStatus();
  const { address } = useWallet();
  if (!network.ok) return <ConfigScreen network={network.name} missing={network.missing} />;
  return (
    <AppQueryClient>
      <ReadFailureToasts />
      <PaidActionProvider>
        {address && <RekeyedWarning address={address} />}
        {children}
        <PaidActionModal />
        <HoldUpdatesWhilePaying />
      </PaidActionProvider>
    </AppQueryClient>
  );
}
