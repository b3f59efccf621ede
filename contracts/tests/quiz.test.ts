import { quizGroup, quizSubmitCall as submit } from './support/calls';
import { checkScenarios } from './support/differential';
import { gameEntry, GAME_ENTRY, MOX_FEE, UMQ, type Scenario } from './support/scenario';

const scenarios: Scenario[] = [
  {
    name: 'the opt-in records no result yet: score 0, time 9999',
    app: 'quiz',
    optedIn: false,
    steps: [{ group: [{ optIn: true }] }],
    expected: { ok: true, local: { ultimo_puntaje: 0n, ultimo_tiempo: 9999n } },
  },
  {
    name: 'each paid submission records the last score and time',
    app: 'quiz',
    steps: [{ group: quizGroup(10n, 4_512n) }, { group: quizGroup(7n, 12_034n) }],
    expected: { ok: true, local: { ultimo_puntaje: 7n, ultimo_tiempo: 12_034n }, inner: [] },
  },
  {
    name: 'a score of 0 is recorded',
    app: 'quiz',
    steps: [{ group: quizGroup(0n, 900n) }],
    expected: { ok: true, local: { ultimo_puntaje: 0n, ultimo_tiempo: 900n } },
  },
  {
    name: 'a score above the 10 questions fails',
    app: 'quiz',
    steps: [{ group: [...gameEntry('app'), submit(11n, 3_000n)] }],
    expected: { ok: false, local: { ultimo_puntaje: 0n, ultimo_tiempo: 9999n } },
  },
  {
    name: 'attack: a hand-written time 0 (first place in the ranking) fails and records nothing',
    app: 'quiz',
    steps: [{ group: quizGroup(10n, 0n) }],
    expected: { ok: false, local: { ultimo_puntaje: 0n, ultimo_tiempo: 9999n }, inner: [] },
  },
  {
    name: 'a time 1 cs shorter than ten questions with a second between them (899) fails',
    app: 'quiz',
    steps: [{ group: quizGroup(10n, 899n) }],
    expected: { ok: false, local: { ultimo_puntaje: 0n, ultimo_tiempo: 9999n } },
  },
  {
    name: 'no time fails',
    app: 'quiz',
    steps: [{ group: [...gameEntry('app'), submit(5n)] }],
    expected: { ok: false, local: { ultimo_puntaje: 0n, ultimo_tiempo: 9999n } },
  },
  {
    name: 'a time longer than 8 bytes fails',
    app: 'quiz',
    steps: [{ group: [...gameEntry('app'), submit(5n, '123456789')] }],
    expected: { ok: false, local: { ultimo_puntaje: 0n, ultimo_tiempo: 9999n } },
  },
  {
    name: 'the entry short by 1 UMQ fails',
    app: 'quiz',
    steps: [
      {
        group: [
          { transfer: 'UMQ', to: 'app', amount: MOX_FEE },
          { transfer: 'UMQ', to: 'app', amount: GAME_ENTRY - UMQ },
          submit(5n, 3_000n),
        ],
      },
    ],
    expected: { ok: false, local: { ultimo_puntaje: 0n, ultimo_tiempo: 9999n } },
  },
  {
    name: 'fee and entry paid to the admin fail',
    app: 'quiz',
    steps: [{ group: [...gameEntry('admin'), submit(5n, 3_000n)] }],
    expected: { ok: false, local: { ultimo_puntaje: 0n, ultimo_tiempo: 9999n } },
  },
  {
    name: 'an unknown method fails',
    app: 'quiz',
    steps: [{ group: [...gameEntry('app'), { call: 'submit', args: [5n, 3_000n] }] }],
    expected: { ok: false, local: { ultimo_puntaje: 0n, ultimo_tiempo: 9999n } },
  },
  {
    name: 'a submission from an account that has not opted in fails',
    app: 'quiz',
    optedIn: false,
    steps: [{ group: quizGroup(5n, 3_000n) }],
    expected: { ok: false, local: {} },
  },
  {
    name: 'a player deleting the app fails',
    app: 'quiz',
    steps: [{ group: [{ lifecycle: 'delete' }] }],
    expected: { ok: false, local: { ultimo_puntaje: 0n, ultimo_tiempo: 9999n } },
  },
  {
    name: 'an entry paid by another account than the caller fails',
    app: 'quiz',
    steps: [
      {
        group: [
          { transfer: 'UMQ', to: 'app', amount: MOX_FEE },
          { transfer: 'UMQ', to: 'app', amount: GAME_ENTRY, from: 'friend' },
          submit(5n, 3_000n),
        ],
      },
    ],
    expected: { ok: false, local: { ultimo_puntaje: 0n, ultimo_tiempo: 9999n } },
  },
  {
    name: 'a fee that also closes the player’s UMQ out to the app fails',
    app: 'quiz',
    steps: [
      {
        group: [
          { transfer: 'UMQ', to: 'app', amount: MOX_FEE, closeTo: 'app' },
          { transfer: 'UMQ', to: 'app', amount: GAME_ENTRY },
          submit(5n, 3_000n),
        ],
      },
    ],
    expected: { ok: false, local: { ultimo_puntaje: 0n, ultimo_tiempo: 9999n } },
  },
];

checkScenarios(scenarios);
