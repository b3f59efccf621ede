import { queryOptions } from '@tanstack/react-query';
import { requireNetwork } from '../../services/config/networks';
import type { CopyKey } from '../../i18n';
import { giftRecordName, type AppName } from '../../services/config/onchain';
import {
  getBox,
  getGlobalState,
  getLocalState,
  listAppAccounts,
  type AppAccount,
  type AppState,
} from '../../services/ledger';

/** App state polls like the balances (SPEC §9: 5 s), only while the tab is visible; a screen may poll faster. */
export const APP_STATE_POLL_MS = 5_000;

const appId = (app: AppName) => requireNetwork().ids.apps[app];

/**
 * The reads whose failure the spec answers with a toast ('Error al consultar el estado de la ruleta.', and the
 * staking's 'No se pudo verificar tu stake actual.'); every other app read shows its failure in place (the gate).
 */
const GLOBAL_READ_TOAST: Partial<Record<AppName, CopyKey>> = { roulette: 'errors.rouletteState' };
const LOCAL_READ_TOAST: Partial<Record<AppName, CopyKey>> = { staking: 'errors.withdrawUnverified' };

/**
 * The query-options factory of the six apps' state (DESIGN.md §13). Every value is a plain object of primitives
 * (services/ledger decodes them so), so an unchanged poll is structurally shared and re-renders nothing.
 */
export const appQueries = {
  /** The prefix of every app query. */
  all: () => ['app'] as const,
  /** An app's global state (e.g. the roulette's stats). */
  global: (app: AppName) =>
    queryOptions<AppState>({
      queryKey: [...appQueries.all(), app, 'global'],
      queryFn: () => getGlobalState(appId(app)),
      refetchInterval: APP_STATE_POLL_MS,
      meta: { errorToast: GLOBAL_READ_TOAST[app] },
    }),
  /** One account's local state in an app; null while it has not opted in (algod's 404). */
  local: (app: AppName, address: string) =>
    queryOptions<AppState | null>({
      queryKey: [...appQueries.all(), app, 'local', address],
      queryFn: () => getLocalState(address, appId(app)),
      refetchInterval: APP_STATE_POLL_MS,
      meta: { errorToast: LOCAL_READ_TOAST[app] },
    }),
  /**
   * Whether `address` has claimed the welcome gift, from the airdrop's claim record (a box no close-out erases):
   * the local flag alone forgets the claim when the account leaves the app.
   */
  giftClaimed: (address: string) =>
    queryOptions<boolean>({
      queryKey: [...appQueries.all(), 'airdrop', 'gift-record', address],
      queryFn: async () => (await getBox(appId('airdrop'), giftRecordName(address))) !== null,
      refetchInterval: APP_STATE_POLL_MS,
    }),
  /** Every account opted in to an app with its local state, from the indexer, all pages (the quiz ranking). */
  accounts: (app: AppName) =>
    queryOptions<AppAccount[]>({
      queryKey: [...appQueries.all(), app, 'accounts'],
      queryFn: () => listAppAccounts(appId(app)),
      refetchInterval: APP_STATE_POLL_MS,
    }),
};
