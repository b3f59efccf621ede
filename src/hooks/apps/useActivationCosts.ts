import { requireNetwork } from '../../services/config/networks';
import { useAccount } from '../account/useAccount';
import { formatAsset } from '../account/format';
import { activationSteps, activationTotals, showsActivationCosts } from './activationCosts';

/** What /home's activation card shows, every figure written in the reader's locale ('0,1285 ALGO'). */
export interface ActivationCostsView {
  accountMin: string;
  steps: { label: string; reserve: string; fee: string }[];
  total: string;
  held: string;
  /** null once the account holds enough for every step. */
  missing: string | null;
}

/**
 * The ALGO each activation needs, for an account on MainNet that has activated nothing yet; null anywhere else (the
 * local ledger, an account already activated, balances not read yet).
 */
export function useActivationCosts(address: string): ActivationCostsView | null {
  const { data: balances } = useAccount(address);
  const { name, ids } = requireNetwork();
  if (!balances || !showsActivationCosts(name, ids, balances)) return null;
  const steps = activationSteps();
  const { total, missing } = activationTotals(balances, steps);
  return {
    accountMin: formatAsset(balances.minBalance, 'ALGO'),
    steps: steps.map(({ label, reserve, fee }) => ({
      label,
      reserve: formatAsset(reserve, 'ALGO'),
      fee: formatAsset(fee, 'ALGO'),
    })),
    total: formatAsset(total, 'ALGO'),
    held: formatAsset(balances.algo, 'ALGO'),
    missing: missing > 0n ? formatAsset(missing, 'ALGO') : null,
  };
}
