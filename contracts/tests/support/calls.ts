/**
 * The groups the wallet sends today (src/services/contracts), as scenario steps. Each app's table plays them
 * for its success paths and bends them for its failures; wallet-groups.test.ts holds them to the wallet's own
 * builders, so a table cannot test a wire format the wallet no longer sends.
 */
import { gameEntry, MOX_FEE, UMQ, type GroupTxn, type Party, type Sender, type StepEnv, type Token } from './scenario';

type Random = bigint | ((env: StepEnv) => bigint);

/** Roulette: 15 + 100 UMQ to the admin, then `spin` + random (foreign asset UMQ, one prize transfer). */
export const spinCall = (random: Random) =>
  ({ call: 'spin', args: [random], assets: ['UMQ'], inner: 1 }) as const satisfies GroupTxn;
export const spinGroup = (random: Random): GroupTxn[] => [...gameEntry('admin'), spinCall(random)];

/** Airdrop: `claim_airdrop` alone (foreign asset UMQ, the claimer's record box, the gift's transfer). */
export const claimCall = {
  call: 'claim_airdrop',
  assets: ['UMQ'],
  boxes: ['player'],
  inner: 1,
} as const satisfies GroupTxn;

/** Marketplace: the fee, the price with the item as note, then `buy` + item, all to the app. */
export function purchase(
  item: string,
  price: bigint,
  overrides: Partial<Record<0 | 1 | 2, GroupTxn>> = {},
): GroupTxn[] {
  const group: GroupTxn[] = [
    { transfer: 'UMQ', to: 'app', amount: MOX_FEE },
    { transfer: 'UMQ', to: 'app', amount: price * UMQ, note: item },
    { call: 'buy', args: [item] },
  ];
  return group.map((txn, i) => overrides[i as 0 | 1 | 2] ?? txn);
}

/** Quiz: 15 + 100 UMQ to the app, then `submit_result` + score + time (no inner transfer). */
export const quizSubmitCall = (...args: Array<bigint | string>) => ({ call: 'submit_result', args }) as const;
export const quizGroup = (score: bigint, time: bigint): GroupTxn[] => [
  ...gameEntry('app'),
  quizSubmitCall(score, time),
];

/** Target: 15 + 100 UMQ to the app, then `submit_result` + score (foreign asset UMQ, the reward's transfer). */
export const targetSubmitCall = (score: bigint | string) =>
  ({ call: 'submit_result', args: [score], assets: ['UMQ'], inner: 1 }) as const satisfies GroupTxn;
export const targetGroup = (score: bigint | string): GroupTxn[] => [...gameEntry('app'), targetSubmitCall(score)];

/** Staking: the amount to the app, then `do_stake`. */
export const stakeGroup = (amount: bigint, to: 'app' | 'admin' = 'app'): GroupTxn[] => [
  { transfer: 'UMQ', to, amount },
  { call: 'do_stake' },
];
/** Staking: the 15 UMQ fee to the app, then `withdraw_stake` (foreign assets UMQ and HLK, two transfers). */
export const withdrawGroup: GroupTxn[] = [
  { transfer: 'UMQ', to: 'app', amount: MOX_FEE },
  { call: 'withdraw_stake', assets: ['UMQ', 'HLK'], inner: 2 },
];

/**
 * The admin's calls (decision 0030), sent by the admin unless `from` says otherwise (a player: 'player' is the
 * default sender of a scenario, so an attack names it).
 */
type Caller = { from?: Sender | 'player' };
const sentBy = ({ from = 'admin' }: Caller) => (from === 'player' ? {} : { from });
export const setAdminCall = (to: Party, caller: Caller = {}): GroupTxn => ({
  call: 'set_admin',
  args: [{ address: to }],
  ...sentBy(caller),
});
export const pauseCall = (caller: Caller = {}): GroupTxn => ({ call: 'pause', ...sentBy(caller) });
export const resumeCall = (caller: Caller = {}): GroupTxn => ({ call: 'resume', ...sentBy(caller) });
/** `withdraw_revenue` of `amount` UMQ base units to the treasury (the admin's own account unless told). */
export const withdrawRevenueCall = (amount: bigint, caller: Caller = {}, treasury: Party = 'admin'): GroupTxn => ({
  call: 'withdraw_revenue',
  args: [amount, { address: treasury }],
  accounts: [treasury],
  assets: ['UMQ'],
  inner: 1,
  ...sentBy(caller),
});
/** A deposit of `amount` to the app account, then `fund_pool`, both from the same sender. */
export const fundPoolGroup = (token: Token, amount: bigint, caller: Caller = {}): GroupTxn[] => [
  { transfer: token, to: 'app', amount, ...sentBy(caller) },
  { call: 'fund_pool', ...sentBy(caller) },
];
/** Staking: `claim_stake_reward` alone (foreign asset HLK, the owed reward's transfer). */
export const claimRewardCall = {
  call: 'claim_stake_reward',
  assets: ['HLK'],
  inner: 1,
} as const satisfies GroupTxn;
