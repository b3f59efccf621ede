import { ledgerCopy } from '../../i18n/features';
import { appsNeeding } from '../../services/assets';
import type { OnchainIds } from '../../services/config/ids';
import { ASSET_MIN_BALANCE, type AppName } from '../../services/config/onchain';
import type { TokenSymbol } from '../../services/contracts/group';
import { formatAsset } from '../account';
import { APP_NAMES } from '../history/label';

/** 'Ruleta, Tiro al blanco y Staking'. */
const listApps = (apps: readonly AppName[]) =>
  new Intl.ListFormat('es', { type: 'conjunction' }).format(apps.map((app) => ledgerCopy(APP_NAMES[app])));

/**
 * What 'Quitar activo' says before it does anything: a Mox token some app of the account still needs cannot go
 * (naming the apps, and warning that leaving Staking loses a running stake or an unpaid reward); an empty holding just frees its reserve; a holding with units says they go to the creator.
 */
export type RemovalPlan =
  | { kind: 'needed'; unit: string; apps: string; leavingStaking: boolean }
  | { kind: 'free'; unit: string; frees: string }
  | { kind: 'remainder'; unit: string; frees: string; amount: string; creator: string };

/** The plan for removing a holding of `amount` (already formatted with its unit) of an asset made by `creator`. */
export function removalPlan(
  holding: { unit: string; amount: bigint; amountText: string; creator: string; token?: TokenSymbol },
  account: { optedInApps: readonly bigint[] },
  ids: OnchainIds,
): RemovalPlan {
  const { unit } = holding;
  if (holding.token) {
    const apps = appsNeeding(holding.token, account.optedInApps, ids.apps);
    // The dialog tells the user to leave those apps; leaving Staking erases what it keeps for the account, so it warns.
    if (apps.length > 0)
      return { kind: 'needed', unit, apps: listApps(apps), leavingStaking: apps.includes('staking') };
  }
  const frees = formatAsset(ASSET_MIN_BALANCE, 'ALGO');
  if (holding.amount === 0n) return { kind: 'free', unit, frees };
  return { kind: 'remainder', unit, frees, amount: holding.amountText, creator: holding.creator };
}
