import { targetGroup, targetSubmitCall as submit } from './support/calls';
import { checkScenarios } from './support/differential';
import { gameEntry, MOX_FEE, GAME_ENTRY, UMQ, type Scenario } from './support/scenario';

const scenarios: Scenario[] = [
  {
    name: 'the opt-in starts the score at 0',
    app: 'target',
    optedIn: false,
    steps: [{ group: [{ optIn: true }] }],
    expected: { ok: true, local: { ultimo_puntaje: 0n } },
  },
  {
    name: 'a score of 3 is recorded and pays 30 UMQ from the app',
    app: 'target',
    steps: [{ group: targetGroup(3n) }],
    expected: { ok: true, local: { ultimo_puntaje: 3n }, inner: [{ to: 'player', asset: 'UMQ', amount: 30n * UMQ }] },
  },
  {
    name: 'the 1000-point cap is accepted and pays 10 000 UMQ',
    app: 'target',
    steps: [{ group: targetGroup(1000n) }],
    expected: {
      ok: true,
      local: { ultimo_puntaje: 1000n },
      inner: [{ to: 'player', asset: 'UMQ', amount: 10_000n * UMQ }],
    },
  },
  {
    name: 'a game without points records 0 and pays nothing',
    app: 'target',
    steps: [{ group: targetGroup(4n) }, { group: targetGroup(0n) }],
    expected: { ok: true, local: { ultimo_puntaje: 0n }, inner: [] },
  },
  {
    name: 'a score above the 1000 cap fails',
    app: 'target',
    steps: [{ group: [...gameEntry('app'), submit(1001n)] }],
    expected: { ok: false, reason: 'score within bounds', local: { ultimo_puntaje: 0n }, inner: [] },
  },
  {
    name: 'a score longer than 8 bytes fails',
    app: 'target',
    steps: [{ group: [...gameEntry('app'), submit('123456789')] }],
    expected: { ok: false, reason: 'argument missing or not a uint64', local: { ultimo_puntaje: 0n } },
  },
  {
    name: 'no UMQ among the foreign assets fails',
    app: 'target',
    steps: [{ group: [...gameEntry('app'), { call: 'submit_result', args: [5n], inner: 1 }] }],
    expected: { ok: false, reason: 'token not among the foreign assets', local: { ultimo_puntaje: 0n } },
  },
  {
    name: 'a fee of 0 fails',
    app: 'target',
    steps: [
      {
        group: [
          { transfer: 'UMQ', to: 'app', amount: 0n },
          { transfer: 'UMQ', to: 'app', amount: GAME_ENTRY },
          submit(5n),
        ],
      },
    ],
    expected: { ok: false, reason: 'fee amount', local: { ultimo_puntaje: 0n } },
  },
  {
    name: 'the entry paid to the admin fails',
    app: 'target',
    steps: [
      {
        group: [
          { transfer: 'UMQ', to: 'app', amount: MOX_FEE },
          { transfer: 'UMQ', to: 'admin', amount: GAME_ENTRY },
          submit(5n),
        ],
      },
    ],
    expected: { ok: false, reason: 'payment to another receiver', local: { ultimo_puntaje: 0n } },
  },
  {
    name: 'no score fails',
    app: 'target',
    steps: [{ group: [...gameEntry('app'), { call: 'submit_result', assets: ['UMQ'], inner: 1 }] }],
    expected: { ok: false, reason: 'argument missing or not a uint64', local: { ultimo_puntaje: 0n }, inner: [] },
  },
  {
    name: 'an unknown method fails',
    app: 'target',
    steps: [{ group: [...gameEntry('app'), { call: 'submit', args: [5n], assets: ['UMQ'], inner: 1 }] }],
    expected: { ok: false, reason: 'unknown method', local: { ultimo_puntaje: 0n }, inner: [] },
  },
  {
    name: 'a submission from an account that has not opted in fails',
    app: 'target',
    optedIn: false,
    steps: [{ group: targetGroup(5n) }],
    expected: { ok: false, reason: 'caller not opted in', local: {}, inner: [] },
  },
  {
    name: 'a player deleting the app fails',
    app: 'target',
    steps: [{ group: [{ lifecycle: 'delete' }] }],
    expected: { ok: false, reason: 'not a NoOp call', local: { ultimo_puntaje: 0n } },
  },
];

checkScenarios(scenarios);
