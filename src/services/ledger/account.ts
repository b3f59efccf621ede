import { requireNetwork } from '../config/networks';
import { algod } from './clients';

/**
 * What the wallet shows of an account, in base units. A token balance is `null` when the account
 * has not opted in to the token and `0n` when it has but holds none: the UI offers the opt-in
 * only for `null`.
 */
export interface AccountSnapshot {
  address: string;
  /** µALGO, including the part locked by the minimum balance. */
  algo: bigint;
  umq: bigint | null;
  hlk: bigint | null;
  /** µALGO the account must keep (grows with each opt-in). */
  minBalance: bigint;
  optedInAssets: bigint[];
  /** Every asset held (opted in to), UMQ and HLK included, in base units; a frozen one can neither send nor receive. */
  holdings: Holding[];
  optedInApps: bigint[];
  /**
   * The address whose key signs for this account when it was rekeyed (algod's `auth-addr`), else null. The wallet
   * signs only with the account's own key, so a rekeyed account cannot send from here.
   */
  authAddr: string | null;
  /** The ledger round this snapshot was read at. */
  round: bigint;
}

/** One asset the account holds. */
export interface Holding {
  assetId: bigint;
  amount: bigint;
  frozen: boolean;
}

/** Reads an account's balances and opt-ins from algod. */
export async function getAccount(address: string): Promise<AccountSnapshot> {
  const { ids } = requireNetwork();
  const info = await algod().accountInformation(address).do();
  const assets = info.assets ?? [];
  const holding = (assetId: bigint) => assets.find((asset) => asset.assetId === assetId)?.amount ?? null;
  return {
    address,
    algo: info.amount,
    umq: holding(ids.assets.UMQ),
    hlk: holding(ids.assets.HLK),
    minBalance: info.minBalance,
    optedInAssets: assets.map((asset) => asset.assetId),
    holdings: assets.map(({ assetId, amount, isFrozen }) => ({ assetId, amount, frozen: isFrozen })),
    optedInApps: (info.appsLocalState ?? []).map((state) => state.id),
    authAddr: info.authAddr?.toString() ?? null,
    round: info.round,
  };
}
