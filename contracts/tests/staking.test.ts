import { claimRewardCall as claim, stakeGroup as stake, withdrawGroup as withdraw } from './support/calls';
import { checkScenarios } from './support/differential';
import { UMQ, type Scenario } from './support/scenario';
import { TEST_CLOCK_START } from '../../src/devnet/testing';

const THIRTY_DAYS = 30n * 24n * 3600n;
/** What 1000 UMQ staked 30 days earn: 1000 × 2 592 000 × 0.0052 / 31 536 000 = 0.427397260… HLK. */
const REWARD = 427_397_260n;
/** 1000 UMQ staked, then withdrawn 30 days later while the HLK pool holds `pool`. */
const withdrawnWithPool = (pool: bigint) => [
  { group: stake(1_000n * UMQ) },
  { group: withdraw, advanceSeconds: THIRTY_DAYS, pool: { HLK: pool } },
];

const scenarios: Scenario[] = [
  {
    name: 'the opt-in starts with no stake',
    app: 'staking',
    optedIn: false,
    steps: [{ group: [{ optIn: true }] }],
    expected: { ok: true, local: { monto_stake: 0n, inicio_stake: 0n, hlk_pendiente: 0n } },
  },
  {
    name: 'attack: a withdrawal with an empty HLK pool returns the principal all the same and records the reward',
    app: 'staking',
    steps: withdrawnWithPool(0n),
    expected: {
      ok: true,
      local: { monto_stake: 0n, inicio_stake: 0n, hlk_pendiente: REWARD },
      inner: [{ to: 'player', asset: 'UMQ', amount: 1_000n * UMQ }],
    },
  },
  {
    name: 'a pool one base unit short of the reward pays none of it: the whole reward is recorded',
    app: 'staking',
    steps: withdrawnWithPool(REWARD - 1n),
    expected: {
      ok: true,
      local: { hlk_pendiente: REWARD },
      inner: [{ to: 'player', asset: 'UMQ', amount: 1_000n * UMQ }],
    },
  },
  {
    name: 'a pool holding exactly the reward pays it and records nothing',
    app: 'staking',
    steps: withdrawnWithPool(REWARD),
    expected: {
      ok: true,
      local: { hlk_pendiente: 0n },
      inner: [
        { to: 'player', asset: 'UMQ', amount: 1_000n * UMQ },
        { to: 'player', asset: 'HLK', amount: REWARD },
      ],
    },
  },
  {
    name: 'a reward recorded by a second short withdrawal adds to the first',
    app: 'staking',
    steps: [...withdrawnWithPool(0n), ...withdrawnWithPool(0n)],
    expected: { ok: true, local: { monto_stake: 0n, hlk_pendiente: 2n * REWARD } },
  },
  {
    name: 'a claim while the pool is still short is refused and the reward stays recorded',
    app: 'staking',
    steps: [...withdrawnWithPool(0n), { group: [claim], pool: { HLK: REWARD - 1n } }],
    expected: { ok: false, local: { hlk_pendiente: REWARD }, inner: [] },
  },
  {
    name: 'a claim once the pool is funded pays the recorded reward exactly',
    app: 'staking',
    steps: [...withdrawnWithPool(0n), { group: [claim], pool: { HLK: REWARD } }],
    expected: { ok: true, local: { hlk_pendiente: 0n }, inner: [{ to: 'player', asset: 'HLK', amount: REWARD }] },
  },
  {
    name: 'attack: a second claim of the same reward pays nothing',
    app: 'staking',
    steps: [...withdrawnWithPool(0n), { group: [claim], pool: { HLK: 5n * REWARD } }, { group: [claim] }],
    expected: { ok: false, local: { hlk_pendiente: 0n }, inner: [] },
  },
  {
    name: 'a claim with no reward recorded is refused',
    app: 'staking',
    steps: [{ group: stake(1_000n * UMQ) }, { group: [claim], advanceSeconds: THIRTY_DAYS }],
    expected: { ok: false, local: { monto_stake: 1_000n * UMQ, hlk_pendiente: 0n }, inner: [] },
  },
  {
    name: 'a claim without HLK among the foreign assets is refused',
    app: 'staking',
    steps: [...withdrawnWithPool(0n), { group: [{ ...claim, assets: [] }], pool: { HLK: REWARD } }],
    expected: { ok: false, local: { hlk_pendiente: REWARD }, inner: [] },
  },
  {
    name: 'attack: a close-out with a reward recorded is refused, the record stays',
    app: 'staking',
    steps: [...withdrawnWithPool(0n), { group: [{ leave: 'close-out' }] }],
    expected: { ok: false, local: { monto_stake: 0n, hlk_pendiente: REWARD }, inner: [] },
  },
  {
    name: 'a close-out once the recorded reward is claimed leaves the app',
    app: 'staking',
    steps: [...withdrawnWithPool(0n), { group: [claim], pool: { HLK: REWARD } }, { group: [{ leave: 'close-out' }] }],
    expected: { ok: true, local: {}, inner: [] },
  },
  {
    name: 'attack: a close-out with a stake running is refused, the stake stays on record',
    app: 'staking',
    steps: [{ group: stake(1_000n * UMQ) }, { group: [{ leave: 'close-out' }] }],
    expected: { ok: false, local: { monto_stake: 1_000n * UMQ, inicio_stake: TEST_CLOCK_START }, inner: [] },
  },
  {
    name: 'a close-out once the stake is withdrawn leaves the app',
    app: 'staking',
    steps: [{ group: stake(1_000n * UMQ) }, { group: withdraw }, { group: [{ leave: 'close-out' }] }],
    expected: { ok: true, local: {}, inner: [] },
  },
  {
    name: 'a stake is kept with its start time (the previous block’s timestamp)',
    app: 'staking',
    steps: [{ group: stake(1_000n * UMQ) }],
    expected: { ok: true, local: { monto_stake: 1_000n * UMQ, inicio_stake: TEST_CLOCK_START }, inner: [] },
  },
  {
    name: 'a withdrawal 30 days later returns the stake and pays the HLK reward, rounded down',
    app: 'staking',
    steps: [{ group: stake(1_000n * UMQ) }, { group: withdraw, advanceSeconds: THIRTY_DAYS }],
    expected: {
      ok: true,
      local: { monto_stake: 0n, inicio_stake: 0n },
      // 1000 UMQ × 2 592 000 s × 0.0052 / 31 536 000 s = 0.427397260… HLK
      inner: [
        { to: 'player', asset: 'UMQ', amount: 1_000n * UMQ },
        { to: 'player', asset: 'HLK', amount: 427_397_260n },
      ],
    },
  },
  {
    name: 'a withdrawal in the same second sends a reward of 0 HLK all the same',
    app: 'staking',
    steps: [{ group: stake(100n * UMQ) }, { group: withdraw }],
    expected: {
      ok: true,
      inner: [
        { to: 'player', asset: 'UMQ', amount: 100n * UMQ },
        { to: 'player', asset: 'HLK', amount: 0n },
      ],
    },
  },
  {
    name: 'exactly the minimum, 100 UMQ, is accepted',
    app: 'staking',
    steps: [{ group: stake(100n * UMQ) }],
    expected: { ok: true, local: { monto_stake: 100n * UMQ, inicio_stake: TEST_CLOCK_START } },
  },
  {
    name: 'one base unit under the minimum fails',
    app: 'staking',
    steps: [{ group: stake(100n * UMQ - 1n) }],
    expected: { ok: false, local: { monto_stake: 0n, inicio_stake: 0n } },
  },
  {
    name: 'a second stake while one runs fails',
    app: 'staking',
    steps: [{ group: stake(500n * UMQ) }, { group: stake(500n * UMQ) }],
    expected: { ok: false, local: { monto_stake: 500n * UMQ, inicio_stake: TEST_CLOCK_START } },
  },
  {
    name: 'a stake paid to another address fails',
    app: 'staking',
    steps: [{ group: stake(500n * UMQ, 'admin') }],
    expected: { ok: false, local: { monto_stake: 0n, inicio_stake: 0n } },
  },
  {
    name: 'a stake paid in HLK fails',
    app: 'staking',
    steps: [{ group: [{ transfer: 'HLK', to: 'app', amount: 0n }, { call: 'do_stake' }] }],
    expected: { ok: false, local: { monto_stake: 0n, inicio_stake: 0n } },
  },
  {
    name: 'a stake with no transfer before it fails',
    app: 'staking',
    steps: [{ group: [{ call: 'do_stake' }] }],
    expected: { ok: false, local: { monto_stake: 0n, inicio_stake: 0n } },
  },
  {
    name: 'a stake from an account that has not opted in fails',
    app: 'staking',
    optedIn: false,
    steps: [{ group: stake(500n * UMQ) }],
    expected: { ok: false, local: {} },
  },
  {
    name: 'a second withdrawal of the same stake fails and pays nothing',
    app: 'staking',
    steps: [{ group: stake(500n * UMQ) }, { group: withdraw, advanceSeconds: 3600n }, { group: withdraw }],
    expected: { ok: false, local: { monto_stake: 0n, inicio_stake: 0n }, inner: [] },
  },
  {
    name: 'a withdrawal with no stake fails',
    app: 'staking',
    steps: [{ group: withdraw }],
    expected: { ok: false, inner: [] },
  },
  {
    name: 'a withdrawal without the fee fails',
    app: 'staking',
    steps: [{ group: stake(500n * UMQ) }, { group: withdraw.slice(1) }],
    expected: { ok: false, local: { monto_stake: 500n * UMQ, inicio_stake: TEST_CLOCK_START } },
  },
  {
    name: 'a withdrawal without HLK among the foreign assets fails',
    app: 'staking',
    steps: [
      { group: stake(500n * UMQ) },
      { group: [withdraw[0], { call: 'withdraw_stake', assets: ['UMQ'], inner: 2 }] },
    ],
    expected: { ok: false, local: { monto_stake: 500n * UMQ, inicio_stake: TEST_CLOCK_START } },
  },
  {
    name: 'an unknown method fails',
    app: 'staking',
    steps: [{ group: [{ transfer: 'UMQ', to: 'app', amount: 500n * UMQ }, { call: 'stake' }] }],
    expected: { ok: false, local: { monto_stake: 0n, inicio_stake: 0n } },
  },
  {
    name: 'a player cannot send the creator’s deploy-time opt_in_tokens',
    app: 'staking',
    steps: [{ group: [{ call: 'opt_in_tokens', assets: ['UMQ', 'HLK'], inner: 2 }] }],
    expected: { ok: false, inner: [] },
  },
  {
    name: 'a player replacing its program with an approve-all one fails',
    app: 'staking',
    steps: [{ group: [{ lifecycle: 'update' }] }],
    expected: { ok: false, local: { monto_stake: 0n, inicio_stake: 0n } },
  },
  {
    name: 'a player deleting the app fails',
    app: 'staking',
    steps: [{ group: [{ lifecycle: 'delete' }] }],
    expected: { ok: false, local: { monto_stake: 0n, inicio_stake: 0n } },
  },
  {
    name: 'a stake paid by another account than the staker fails',
    app: 'staking',
    steps: [{ group: [{ transfer: 'UMQ', to: 'app', amount: 500n * UMQ, from: 'friend' }, { call: 'do_stake' }] }],
    expected: { ok: false, local: { monto_stake: 0n, inicio_stake: 0n } },
  },
];

checkScenarios(scenarios);
