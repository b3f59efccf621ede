import { queryOptions } from '@tanstack/react-query';
import { getAccount, type AccountSnapshot } from '../../services/ledger';
import { firstRead } from './firstRead';

/** Balances poll every 5 s (SPEC §9), and only while the tab is visible (DESIGN.md §10). */
export const BALANCE_POLL_MS = 5_000;

/** The query-options factory of account reads: every account key and fetch comes from here. */
export const accountQueries = {
  /** The prefix of every account query: what a confirmed transaction invalidates. */
  all: () => ['account'] as const,
  /**
   * An account's balances and opt-ins, polled while the page is visible; a failed read toasts (SPEC §2). A fresh
   * cache starts from the read the sign-in made while its KDF ran (./firstRead), so /home's first paint has them.
   */
  detail: (address: string) =>
    queryOptions<AccountSnapshot>({
      queryKey: [...accountQueries.all(), address],
      queryFn: () => getAccount(address),
      initialData: () => firstRead(address)?.snapshot,
      initialDataUpdatedAt: () => firstRead(address)?.at,
      refetchInterval: BALANCE_POLL_MS,
      refetchIntervalInBackground: false,
      meta: { errorToast: 'errors.balances' },
    }),
};
