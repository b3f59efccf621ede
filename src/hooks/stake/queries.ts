import { queryOptions } from '@tanstack/react-query';
import { readLedgerTime, type LedgerTimeBase } from '../../services/staking';

/** The ledger clock is read again this often, so a jump of its clock (or a drifting device) is caught up with. */
export const LEDGER_CLOCK_POLL_MS = 5_000;

/** The query-options factory of the staking screen's own reads (its local state comes from appQueries). */
export const stakeQueries = {
  /** The ledger's clock: the time base the running stake's estimate ticks on. */
  ledgerClock: () =>
    queryOptions<LedgerTimeBase>({
      queryKey: ['stake', 'ledgerClock'],
      queryFn: readLedgerTime,
      refetchInterval: LEDGER_CLOCK_POLL_MS,
    }),
};
