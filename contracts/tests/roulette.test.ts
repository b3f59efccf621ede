import { spinCall as spin, spinGroup } from './support/calls';
import { checkScenarios } from './support/differential';
import { gameEntry, GAME_ENTRY, MOX_FEE, UMQ, type Scenario, type StepEnv } from './support/scenario';

/** A random number that lands segment `segment` in the call's round: (random XOR round) mod 7. */
const landing = (segment: bigint) => (env: StepEnv) => env.round ^ segment;

const scenarios: Scenario[] = [
  {
    name: 'a spin on segment 5 pays 500 UMQ from the app and records it',
    app: 'roulette',
    steps: [{ group: spinGroup(landing(5n)) }],
    expected: {
      ok: true,
      global: { last_spin_result: 500n },
      globalGrowth: { total_participants: 1n, prizes_distributed: 500n },
      inner: [{ to: 'player', asset: 'UMQ', amount: 500n * UMQ }],
    },
  },
  {
    name: 'segment 6 pays the 1000 UMQ top prize',
    app: 'roulette',
    steps: [{ group: spinGroup(landing(6n)) }],
    expected: {
      ok: true,
      global: { last_spin_result: 1000n },
      globalGrowth: { total_participants: 1n, prizes_distributed: 1000n },
      inner: [{ to: 'player', asset: 'UMQ', amount: 1000n * UMQ }],
    },
  },
  {
    name: 'attack: a spin the pool cannot pay (one base unit short of the 1000 UMQ top prize) is refused',
    app: 'roulette',
    // Even on a segment the pool could pay: the pool is checked before the draw, whatever it lands on.
    steps: [{ group: spinGroup(landing(1n)), pool: { UMQ: 1000n * UMQ - 1n } }],
    expected: { ok: false, inner: [], globalGrowth: { total_participants: 0n, prizes_distributed: 0n } },
  },
  {
    name: 'a pool holding exactly the top prize lets a spin win it',
    app: 'roulette',
    steps: [{ group: spinGroup(landing(6n)), pool: { UMQ: 1000n * UMQ } }],
    expected: {
      ok: true,
      globalGrowth: { total_participants: 1n, prizes_distributed: 1000n },
      inner: [{ to: 'player', asset: 'UMQ', amount: 1000n * UMQ }],
    },
  },
  {
    name: 'attack: after the top prize empties the pool, the next spin is refused',
    app: 'roulette',
    steps: [
      { group: spinGroup(landing(6n)), pool: { UMQ: 1500n * UMQ } },
      // The emulator does not move balances: both sides are told what the pool holds after the first payout.
      { group: spinGroup(landing(1n)), pool: { UMQ: 500n * UMQ } },
    ],
    expected: { ok: false, inner: [], globalGrowth: { total_participants: 1n, prizes_distributed: 1000n } },
  },
  {
    name: 'segment 0, the special prize, transfers nothing but is counted',
    app: 'roulette',
    steps: [{ group: spinGroup(landing(2n)) }, { group: spinGroup(landing(0n)) }],
    expected: {
      ok: true,
      global: { last_spin_result: 0n },
      globalGrowth: { total_participants: 2n, prizes_distributed: 50n },
      inner: [],
    },
  },
  {
    name: 'the fee short by one base unit fails',
    app: 'roulette',
    steps: [
      {
        group: [
          { transfer: 'UMQ', to: 'admin', amount: MOX_FEE - 1n },
          { transfer: 'UMQ', to: 'admin', amount: GAME_ENTRY },
          spin(1n),
        ],
      },
    ],
    expected: { ok: false, inner: [], globalGrowth: { total_participants: 0n, prizes_distributed: 0n } },
  },
  {
    name: 'the entry paid to the app instead of the admin fails',
    app: 'roulette',
    steps: [
      {
        group: [
          { transfer: 'UMQ', to: 'admin', amount: MOX_FEE },
          { transfer: 'UMQ', to: 'app', amount: GAME_ENTRY },
          spin(1n),
        ],
      },
    ],
    expected: { ok: false },
  },
  {
    name: 'the entry paid in HLK fails',
    app: 'roulette',
    steps: [
      {
        group: [
          { transfer: 'UMQ', to: 'admin', amount: MOX_FEE },
          { transfer: 'HLK', to: 'admin', amount: 0n },
          spin(1n),
        ],
      },
    ],
    expected: { ok: false },
  },
  {
    name: 'fee and entry swapped fails',
    app: 'roulette',
    steps: [{ group: [...gameEntry('admin').reverse(), spin(1n)] }],
    expected: { ok: false },
  },
  {
    name: 'a spin without its fee and entry fails',
    app: 'roulette',
    steps: [{ group: [spin(1n)] }],
    expected: { ok: false },
  },
  {
    name: 'no UMQ among the foreign assets fails',
    app: 'roulette',
    steps: [{ group: [...gameEntry('admin'), { call: 'spin', args: [1n], inner: 1 }] }],
    expected: { ok: false },
  },
  {
    name: 'no random number fails',
    app: 'roulette',
    steps: [{ group: [...gameEntry('admin'), { call: 'spin', assets: ['UMQ'], inner: 1 }] }],
    expected: { ok: false },
  },
  {
    name: 'a random number longer than 8 bytes fails',
    app: 'roulette',
    steps: [{ group: [...gameEntry('admin'), { call: 'spin', args: ['123456789'], assets: ['UMQ'], inner: 1 }] }],
    expected: { ok: false },
  },
  {
    name: 'an unknown method fails',
    app: 'roulette',
    steps: [{ group: [...gameEntry('admin'), { call: 'spinn', args: [1n], assets: ['UMQ'], inner: 1 }] }],
    expected: { ok: false },
  },
  {
    name: 'a spin from an account that has not opted in fails, as the screen asks for the opt-in first',
    app: 'roulette',
    optedIn: false,
    steps: [{ group: spinGroup(landing(5n)) }],
    expected: { ok: false, inner: [], globalGrowth: { total_participants: 0n, prizes_distributed: 0n } },
  },
  {
    name: 'a player replacing its program with an approve-all one fails',
    app: 'roulette',
    steps: [{ group: [{ lifecycle: 'update' }] }],
    expected: { ok: false, globalGrowth: { total_participants: 0n, prizes_distributed: 0n } },
  },
  {
    name: 'a player deleting the app fails',
    app: 'roulette',
    steps: [{ group: [{ lifecycle: 'delete' }] }],
    expected: { ok: false, globalGrowth: { total_participants: 0n, prizes_distributed: 0n } },
  },
  {
    name: 'a fee paid by another account than the caller fails',
    app: 'roulette',
    steps: [
      {
        group: [
          { transfer: 'UMQ', to: 'admin', amount: MOX_FEE, from: 'friend' },
          { transfer: 'UMQ', to: 'admin', amount: GAME_ENTRY },
          spin(landing(5n)),
        ],
      },
    ],
    expected: { ok: false, inner: [], globalGrowth: { total_participants: 0n, prizes_distributed: 0n } },
  },
  {
    name: 'an entry that also closes the player’s UMQ out to the admin fails',
    app: 'roulette',
    steps: [
      {
        group: [
          { transfer: 'UMQ', to: 'admin', amount: MOX_FEE },
          { transfer: 'UMQ', to: 'admin', amount: GAME_ENTRY, closeTo: 'admin' },
          spin(landing(5n)),
        ],
      },
    ],
    expected: { ok: false, inner: [], globalGrowth: { total_participants: 0n, prizes_distributed: 0n } },
  },
];

checkScenarios(scenarios);
