import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { useNetworkStatus } from '../hooks/network';
import { PaidActionController, PaidActionProvider } from '../hooks/paidAction';
import { createQueryClient } from '../hooks/queryClient';
import { useWallet } from '../hooks/session';
import { ConfigScreen } from '../screens/Config';
import { HoldUpdatesWhilePaying } from './HoldUpdatesWhilePaying';
import { LedgerDepsContext } from './ledgerDeps';
import { OfflineStatus } from './OfflineStatus';
import { PaidActionModal } from './PaidActionModal';
import { ReadFailureToasts } from './ReadFailureToasts';
import { RekeyedWarning } from './RekeyedWarning';

/**
 * What every screen that reads the ledger stands on: the offline notice when offline, a fully configured network
 * (else the Spanish configuration screen, never a half-working app: DESIGN.md §4), the App's query client with the
 * read failures' toasts, and its paid-action host with the page's one confirmation modal, so no screen renders (or
 * forgets) its own; a rekeyed account's warning above every screen. Screens that never touch the ledger (login,
 * registration, news) do without both, so their first load carries neither React Query nor the config checks.
 */
export function LedgerBoundary({ children }: { children: ReactNode }) {
  const network = useNetworkStatus();
  const { address } = useWallet();
  const deps = useContext(LedgerDepsContext);
  // Made here, once for the App's life, when not given: this chunk is where their code arrives (./ledgerDeps).
  deps.queryClient ??= createQueryClient();
  deps.paidActions ??= new PaidActionController();
  return (
    <>
      <OfflineStatus />
      {network.ok ? (
        <QueryClientProvider client={deps.queryClient}>
          <ReadFailureToasts />
          <PaidActionProvider controller={deps.paidActions}>
            {address && <RekeyedWarning address={address} />}
            {children}
            <PaidActionModal />
            <HoldUpdatesWhilePaying />
          </PaidActionProvider>
        </QueryClientProvider>
      ) : (
        <ConfigScreen network={network.name} missing={network.missing} />
      )}
    </>
  );
}
