import type { NetworkName } from '../../services/config/networks';
import type { OnchainIds } from '../../services/config/ids';
import { ASSET_MIN_BALANCE, LOCAL_SCHEMAS, MIN_TXN_FEE, type AppName } from '../../services/config/onchain';
import { appOptInReserve } from '../../services/ledger/reserve';
import type { AccountBalances } from '../account/balances';
import { appOptInLabel, assetOptInLabel } from './optIns';

/** One activation as /home lists it: its button's text, the minimum balance it reserves and the fee it pays (µALGO). */
export interface ActivationStep {
  label: string;
  reserve: bigint;
  fee: bigint;
}

/** Every activation in the order the apps ask for them: the two tokens, then the six apps' local states. */
export function activationSteps(): ActivationStep[] {
  const tokens = (['UMQ', 'HLK'] as const).map((token) => ({
    label: assetOptInLabel(token),
    reserve: ASSET_MIN_BALANCE,
    fee: MIN_TXN_FEE,
  }));
  const apps = (Object.keys(LOCAL_SCHEMAS) as AppName[]).map((app) => ({
    label: appOptInLabel(app),
    reserve: appOptInReserve(LOCAL_SCHEMAS[app]),
    fee: MIN_TXN_FEE,
  }));
  return [...tokens, ...apps];
}

/**
 * Whether /home lists what activating costs: only on MainNet (the local ledger has its dispenser), and only before the
 * first activation, while the account holds neither token and has joined none of the six apps.
 */
export function showsActivationCosts(network: NetworkName, ids: OnchainIds, balances: AccountBalances): boolean {
  if (network !== 'mainnet' || balances.umq !== null || balances.hlk !== null) return false;
  const moxApps = Object.values(ids.apps);
  return !balances.optedInApps.some((id) => moxApps.includes(id));
}

/** The ALGO every activation needs on top of what the account already reserves, and what is still missing (≥ 0). */
export function activationTotals(balances: AccountBalances, steps: readonly ActivationStep[]) {
  const total = steps.reduce((sum, step) => sum + step.reserve + step.fee, balances.minBalance);
  const missing = total > balances.algo ? total - balances.algo : 0n;
  return { total, missing };
}
