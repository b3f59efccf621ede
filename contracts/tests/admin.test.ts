/**
 * The admin every app has (decision 0030), attacked as someone trying to rob the players would: every admin method
 * from another account, the old admin after a hand-over, a withdrawal of more than the surplus or of staked
 * principal, a pause that would hold a stake hostage. Each scenario runs on the contract and on the local ledger's
 * model, compared step by step.
 */
import type { AppName } from '../../src/services/config/onchain';
import {
  claimCall,
  fundPoolGroup,
  pauseCall,
  purchase,
  quizGroup,
  resumeCall,
  setAdminCall,
  spinGroup,
  stakeGroup,
  targetGroup,
  withdrawGroup,
  withdrawRevenueCall,
} from './support/calls';
import { checkScenarios } from './support/differential';
import { MOX_FEE, UMQ, type GroupTxn, type Scenario } from './support/scenario';

/** Each app's paid method, as the wallet sends it (a pause refuses it). */
const PAID: Record<AppName, readonly GroupTxn[]> = {
  // Lands on segment 1 (10 UMQ) in whichever round it runs, so both sides pay the same prize.
  roulette: spinGroup(({ round }) => round ^ 1n),
  airdrop: [claimCall],
  marketplace: purchase('Netflix', 10_000n),
  quiz: quizGroup(7n, 1_200n),
  target: targetGroup(3n),
  staking: stakeGroup(1_000n * UMQ),
};
const APPS = Object.keys(PAID) as AppName[];
const byPlayer = { from: 'player' } as const;

/** For every app: no admin method works from a player, an old admin, or while the app owes more than it holds. */
function attacksOn(app: AppName): Scenario[] {
  const one = (name: string, steps: Array<readonly GroupTxn[]>, expected: Scenario['expected']): Scenario => ({
    name: `${app}: ${name}`,
    app,
    steps: steps.map((group) => ({ group })),
    expected,
  });
  return [
    one('a player cannot make themselves admin', [[setAdminCall('player', byPlayer)]], { ok: false, admin: 'admin' }),
    one('a player cannot pause', [[pauseCall(byPlayer)]], { ok: false, global: { paused: 0n } }),
    one('a player cannot resume what the admin paused', [[pauseCall()], [resumeCall(byPlayer)]], {
      ok: false,
      global: { paused: 1n },
    }),
    one('a player cannot withdraw revenue to themselves', [[withdrawRevenueCall(1n, byPlayer, 'player')]], {
      ok: false,
      inner: [],
    }),
    one('a player cannot call fund_pool', [fundPoolGroup('UMQ', UMQ, byPlayer)], { ok: false }),
    one('the admin hands over: the new admin pauses', [[setAdminCall('friend')], [pauseCall({ from: 'friend' })]], {
      ok: true,
      admin: 'friend',
      global: { paused: 1n },
    }),
    one('after the hand-over the old admin is refused', [[setAdminCall('friend')], [pauseCall()]], {
      ok: false,
      admin: 'friend',
      global: { paused: 0n },
    }),
    one('a paused app refuses its paid method', [[pauseCall()], PAID[app]], { ok: false }),
    one('a resumed app takes its paid method again', [[pauseCall()], [resumeCall()], PAID[app]], { ok: true }),
    one('the admin funds the pool', [fundPoolGroup('UMQ', 1_000n * UMQ)], { ok: true, inner: [] }),
  ];
}

/** The surplus is exact: what the app took beyond what it owes, and not one base unit more. */
const surplus: Scenario[] = [
  {
    name: 'marketplace: the admin withdraws a sale to the treasury',
    app: 'marketplace',
    steps: [{ group: purchase('Netflix', 10_000n) }, { group: [withdrawRevenueCall(MOX_FEE + 10_000n * UMQ)] }],
    expected: { ok: true, inner: [{ to: 'admin', asset: 'UMQ', amount: MOX_FEE + 10_000n * UMQ }] },
  },
  {
    name: 'marketplace: the withdrawal cannot take one base unit more than the sales',
    app: 'marketplace',
    steps: [{ group: purchase('Netflix', 10_000n) }, { group: [withdrawRevenueCall(MOX_FEE + 10_000n * UMQ + 1n)] }],
    expected: { ok: false, inner: [] },
  },
  {
    name: 'marketplace: the treasury may be another account (friend)',
    app: 'marketplace',
    steps: [{ group: purchase('HBO', 8_000n) }, { group: [withdrawRevenueCall(MOX_FEE, {}, 'friend')] }],
    expected: { ok: true, inner: [{ to: 'friend', asset: 'UMQ', amount: MOX_FEE }] },
  },
  {
    name: 'quiz: the entries are revenue, all of it and no more',
    app: 'quiz',
    steps: [{ group: quizGroup(7n, 1_200n) }, { group: [withdrawRevenueCall(MOX_FEE + 100n * UMQ + 1n)] }],
    expected: { ok: false, inner: [] },
  },
  {
    name: 'staking: the admin cannot take a running stake’s principal',
    app: 'staking',
    steps: [{ group: stakeGroup(1_000n * UMQ) }, { group: [withdrawRevenueCall(1n)] }],
    expected: { ok: false, inner: [], local: { monto_stake: 1_000n * UMQ } },
  },
  {
    name: 'staking: the admin takes the withdrawal fee, which is revenue',
    app: 'staking',
    steps: [{ group: stakeGroup(1_000n * UMQ) }, { group: withdrawGroup }, { group: [withdrawRevenueCall(MOX_FEE)] }],
    expected: { ok: true, inner: [{ to: 'admin', asset: 'UMQ', amount: MOX_FEE }] },
  },
  {
    name: 'staking: but not one base unit of principal beyond the fee',
    app: 'staking',
    steps: [
      { group: stakeGroup(1_000n * UMQ) },
      { group: withdrawGroup },
      { group: stakeGroup(2_000n * UMQ) },
      { group: [withdrawRevenueCall(MOX_FEE + 1n)] },
    ],
    expected: { ok: false, inner: [] },
  },
  {
    name: 'staking: a pause never holds a stake hostage (the withdrawal still returns it)',
    app: 'staking',
    steps: [{ group: stakeGroup(1_000n * UMQ) }, { group: [pauseCall()] }, { group: withdrawGroup }],
    expected: { ok: true, local: { monto_stake: 0n }, global: { paused: 1n } },
  },
  {
    name: 'staking: the admin funds the HLK reward pool',
    app: 'staking',
    steps: [{ group: fundPoolGroup('HLK', 1_000n * UMQ) }],
    expected: { ok: true },
  },
];

checkScenarios([...APPS.flatMap(attacksOn), ...surplus]);
