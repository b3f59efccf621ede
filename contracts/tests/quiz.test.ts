import { quizGroup, quizSubmitCall as submit } from './support/calls';
import { checkScenarios } from './support/differential';
import { gameEntry, GAME_ENTRY, MOX_FEE, UMQ, type Other, type Scenario, type TopPlace } from './support/scenario';

const place = (who: TopPlace['who'], score: bigint, time: bigint): TopPlace => ({ who, score, time });
/** A full top: other1 to other10, score 9 and 1000 cs for the first, each next one 100 cs slower. */
const fullTop: TopPlace[] = Array.from({ length: 10 }, (_, i) =>
  place(`other${i + 1}` as Other, 9n, 1_000n + 100n * BigInt(i)),
);
/** The full top with the player holding the `at`th place (0-based) with that place's result. */
const withPlayerAt = (at: number) => fullTop.map((p, i) => (i === at ? { ...p, who: 'player' as const } : p));

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
    // On the entry, the transfer just before the call: a closing fee would leave the entry with no UMQ to send,
    // and the ledger would refuse the group for that before the contract's own check runs.
    name: 'an entry that also closes the player’s UMQ out to the app fails',
    app: 'quiz',
    steps: [
      {
        group: [
          { transfer: 'UMQ', to: 'app', amount: MOX_FEE },
          { transfer: 'UMQ', to: 'app', amount: GAME_ENTRY, closeTo: 'app' },
          submit(5n, 3_000n),
        ],
      },
    ],
    expected: {
      ok: false,
      reason: 'payment closes out or claws back',
      local: { ultimo_puntaje: 0n, ultimo_tiempo: 9999n },
    },
  },
  {
    name: 'the top: a first result takes the first place of an empty top',
    app: 'quiz',
    steps: [{ group: quizGroup(7n, 3_000n) }],
    expected: { ok: true, top: [place('player', 7n, 3_000n)] },
  },
  {
    name: 'the top: a result goes after the results it does not beat; an exact tie keeps the earlier one ahead',
    app: 'quiz',
    top: [place('other1', 9n, 1_000n), place('other2', 8n, 2_000n), place('other3', 7n, 2_000n)],
    steps: [{ group: quizGroup(8n, 2_000n) }],
    expected: {
      ok: true,
      top: [
        place('other1', 9n, 1_000n),
        place('other2', 8n, 2_000n),
        place('player', 8n, 2_000n),
        place('other3', 7n, 2_000n),
      ],
    },
  },
  {
    name: 'the top: the same score in less time goes ahead',
    app: 'quiz',
    top: [place('other1', 9n, 1_000n), place('other2', 8n, 2_000n)],
    steps: [{ group: quizGroup(8n, 1_999n) }],
    expected: {
      ok: true,
      top: [place('other1', 9n, 1_000n), place('player', 8n, 1_999n), place('other2', 8n, 2_000n)],
    },
  },
  {
    name: 'the top: an 11th result that beats none of a full top does not enter it (its local result is kept)',
    app: 'quiz',
    top: fullTop,
    steps: [{ group: quizGroup(9n, 1_900n) }],
    expected: { ok: true, top: fullTop, local: { ultimo_puntaje: 9n, ultimo_tiempo: 1_900n } },
  },
  {
    name: 'the top: a result that beats the tenth enters, and the tenth leaves the top',
    app: 'quiz',
    top: fullTop,
    steps: [{ group: quizGroup(10n, 5_000n) }],
    expected: { ok: true, top: [place('player', 10n, 5_000n), ...fullTop.slice(0, 9)] },
  },
  {
    name: 'the top: a player improving their own place moves up and is listed once',
    app: 'quiz',
    top: withPlayerAt(6),
    steps: [{ group: quizGroup(9n, 1_150n) }],
    expected: {
      ok: true,
      top: [...fullTop.slice(0, 2), place('player', 9n, 1_150n), ...fullTop.slice(2, 6), ...fullTop.slice(7)],
    },
  },
  {
    name: 'the top: a player improving twice from an empty top holds one place',
    app: 'quiz',
    steps: [{ group: quizGroup(5n, 3_000n) }, { group: quizGroup(9n, 2_500n) }],
    expected: { ok: true, top: [place('player', 9n, 2_500n)] },
  },
  {
    name: 'the top: a worse or equal result leaves the player’s place as it was (their best)',
    app: 'quiz',
    top: withPlayerAt(3),
    steps: [{ group: quizGroup(2n, 8_000n) }, { group: quizGroup(9n, 1_300n) }],
    expected: { ok: true, top: withPlayerAt(3), local: { ultimo_puntaje: 9n, ultimo_tiempo: 1_300n } },
  },
  {
    name: 'the top: a refused submission changes no place',
    app: 'quiz',
    top: withPlayerAt(9),
    steps: [{ group: [...gameEntry('app'), submit(11n, 1_000n)] }],
    expected: { ok: false, top: withPlayerAt(9) },
  },
];

checkScenarios(scenarios);
