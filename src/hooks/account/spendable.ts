import type { QueryClient } from '@tanstack/react-query';
import { ledgerCopy } from '../../i18n/features';
import { unitLabel, type AssetRef } from '../../services/amounts';
import { ASSET_MIN_BALANCE, MIN_TXN_FEE } from '../../services/config/onchain';
import type { AccountSnapshot } from '../../services/ledger';
import { formatAsset } from './format';
import { accountQueries } from './queries';

/** What the minimum-balance rule reads of an account (algod's `amount`, `min-balance` and holdings), in base units. */
export type Holdings = Pick<AccountSnapshot, 'algo' | 'minBalance' | 'umq' | 'hlk'> &
  Partial<Pick<AccountSnapshot, 'holdings'>>;

/** µALGO above the minimum balance (never negative). */
const aboveMinimum = ({ algo, minBalance }: Holdings) => (algo > minBalance ? algo - minBalance : 0n);

/**
 * The most of `asset` one send can move now ('Máximo'): ALGO = balance − minimum balance − the send's fee (a
 * single transaction pays the minimum fee), never negative; a token = the whole holding.
 */
export function maxSendable(account: Holdings, asset: AssetRef): bigint {
  if (typeof asset === 'bigint') return account.holdings?.find(({ assetId }) => assetId === asset)?.amount ?? 0n;
  if (asset !== 'ALGO') return (asset === 'UMQ' ? account.umq : account.hlk) ?? 0n;
  const spare = aboveMinimum(account) - MIN_TXN_FEE;
  return spare > 0n ? spare : 0n;
}

/**
 * Why sending `amount` of `asset` would leave the account below its minimum balance (or spend more than it holds),
 * naming what can be sent; null when it can be sent.
 */
export function sendRefusal(account: Holdings, asset: AssetRef, amount: bigint): string | null {
  const fee = formatAsset(MIN_TXN_FEE, 'ALGO');
  const min = formatAsset(account.minBalance, 'ALGO');
  const spare = aboveMinimum(account);
  if (asset !== 'ALGO' && spare < MIN_TXN_FEE) {
    const missing = formatAsset(MIN_TXN_FEE - spare, 'ALGO');
    return ledgerCopy('wallet.noAlgoForFee', { asset: unitLabel(asset), fee, min, missing });
  }
  const max = maxSendable(account, asset);
  if (amount <= max) return null;
  // What is missing is measured from what the account holds, not from 'Máximo' (which is never below zero).
  const missing = formatAsset(amount + MIN_TXN_FEE + account.minBalance - account.algo, 'ALGO');
  return asset === 'ALGO'
    ? ledgerCopy('wallet.maxAlgo', { max: formatAsset(max, 'ALGO'), min, fee, missing })
    : ledgerCopy('wallet.maxToken', { max: formatAsset(max, asset), asset: unitLabel(asset) });
}

/** Why a token opt-in (which raises the minimum balance by 0.1 ALGO, plus its fee) cannot be paid now; else null. */
export function optInRefusal(account: Holdings): string | null {
  const needed = ASSET_MIN_BALANCE + MIN_TXN_FEE;
  const available = aboveMinimum(account);
  if (available >= needed) return null;
  return ledgerCopy('wallet.optInMinBalance', {
    missing: formatAsset(needed - available, 'ALGO'),
    step: formatAsset(ASSET_MIN_BALANCE, 'ALGO'),
    needed: formatAsset(needed, 'ALGO'),
    available: formatAsset(available, 'ALGO'),
  });
}

/**
 * The account read again now (a pre-flight check must not judge by a poll up to 5 s old), or undefined when it
 * cannot be read: the check then lets the action go on, and the dry run judges it.
 */
export const freshAccount = (queryClient: QueryClient, address: string): Promise<AccountSnapshot | undefined> =>
  queryClient.fetchQuery({ ...accountQueries.detail(address), staleTime: 0 }).catch(() => undefined);

/** The precheck of a send (a paid action's `precheck`): the account read now against {@link sendRefusal}. */
export const sendPrecheck =
  (queryClient: QueryClient, address: string, asset: AssetRef, amount: bigint) => async () => {
    const account = await freshAccount(queryClient, address);
    return account ? sendRefusal(account, asset, amount) : null;
  };

/** The precheck of a token opt-in: the account read now against {@link optInRefusal}. */
export const optInPrecheck = (queryClient: QueryClient, address: string) => async () => {
  const account = await freshAccount(queryClient, address);
  return account ? optInRefusal(account) : null;
};
