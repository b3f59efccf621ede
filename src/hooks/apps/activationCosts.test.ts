import { describe, expect, it } from 'vitest';
import { es } from '../../i18n';
import { LOCALNET_IDS } from '../../services/config/localnet';
import type { AccountBalances } from '../account/balances';
import { activationSteps, activationTotals, showsActivationCosts } from './activationCosts';

/** A MainNet account that exists (0.1 ALGO reserved) and has activated nothing. */
const fresh: AccountBalances = {
  address: 'A',
  algo: 250_000n,
  umq: null,
  hlk: null,
  minBalance: 100_000n,
  available: 150_000n,
  optedInAssets: [],
  holdings: [],
  optedInApps: [],
  authAddr: null,
};

describe('what activating costs before the first activation', () => {
  it('lists each token at 0.1 ALGO and each app at its local-state reserve, every step with one network fee', () => {
    const steps = activationSteps();
    expect(steps.map(({ label, reserve, fee }) => [label, reserve, fee])).toEqual([
      [es.wallet.optInValue.replace('{asset}', 'UMQ'), 100_000n, 1_000n],
      [es.wallet.optInValue.replace('{asset}', 'HLK'), 100_000n, 1_000n],
      [es.roulette.activate, 100_000n, 1_000n],
      [es.referral.activate, 128_500n, 1_000n],
      [es.market.showProducts, 128_500n, 1_000n],
      [es.quiz.activate, 157_000n, 1_000n],
      [es.gate.activateTarget, 128_500n, 1_000n],
      [es.stake.activate, 185_500n, 1_000n],
    ]);
  });

  it('adds every step to what the account already reserves and says what is missing, never a negative figure', () => {
    const steps = activationSteps();
    expect(activationTotals(fresh, steps)).toEqual({ total: 1_136_000n, missing: 886_000n });
    expect(activationTotals({ ...fresh, algo: 2_000_000n }, steps)).toEqual({ total: 1_136_000n, missing: 0n });
    expect(activationTotals({ ...fresh, algo: 1_136_000n }, steps).missing).toBe(0n);
  });

  it('shows only on MainNet, and only while the account holds neither token and has joined none of the apps', () => {
    expect(showsActivationCosts('mainnet', LOCALNET_IDS, fresh)).toBe(true);
    expect(showsActivationCosts('localnet', LOCALNET_IDS, fresh)).toBe(false);
    expect(showsActivationCosts('mainnet', LOCALNET_IDS, { ...fresh, umq: 0n })).toBe(false);
    expect(showsActivationCosts('mainnet', LOCALNET_IDS, { ...fresh, hlk: 0n })).toBe(false);
    const joined = { ...fresh, optedInApps: [LOCALNET_IDS.apps.quiz] };
    expect(showsActivationCosts('mainnet', LOCALNET_IDS, joined)).toBe(false);
    // An app that is not Mox's (a recovered Pera account's) is no activation of ours.
    expect(showsActivationCosts('mainnet', LOCALNET_IDS, { ...fresh, optedInApps: [987_654_321n] })).toBe(true);
  });
});
