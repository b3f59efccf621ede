import { claimCall as claim } from './support/calls';
import { checkScenarios } from './support/differential';
import { UMQ, type Scenario } from './support/scenario';

const scenarios: Scenario[] = [
  {
    name: 'the opt-in starts has_claimed at 0',
    app: 'airdrop',
    optedIn: false,
    steps: [{ group: [{ optIn: true }] }],
    expected: { ok: true, local: { has_claimed: 0n }, inner: [] },
  },
  {
    name: 'a claim pays the 500 UMQ gift and sets has_claimed',
    app: 'airdrop',
    steps: [{ group: [claim] }],
    expected: {
      ok: true,
      local: { has_claimed: 1n },
      inner: [{ to: 'player', asset: 'UMQ', amount: 500n * UMQ }],
      records: ['player'],
    },
  },
  {
    name: 'attack: claim, close-out, opt in again, claim again: refused, the record outlives the local state',
    app: 'airdrop',
    steps: [{ group: [claim] }, { group: [{ leave: 'close-out' }] }, { group: [{ optIn: true }] }, { group: [claim] }],
    expected: { ok: false, local: { has_claimed: 0n }, inner: [], records: ['player'] },
  },
  {
    name: 'attack: claim, clear-state, opt in again, claim again: refused, the record outlives the local state',
    app: 'airdrop',
    steps: [
      { group: [claim] },
      { group: [{ leave: 'clear-state' }] },
      { group: [{ optIn: true }] },
      { group: [claim] },
    ],
    expected: { ok: false, local: { has_claimed: 0n }, inner: [], records: ['player'] },
  },
  {
    name: 'a close-out before any claim, then an opt-in: the first claim still pays',
    app: 'airdrop',
    steps: [{ group: [{ leave: 'close-out' }] }, { group: [{ optIn: true }] }, { group: [claim] }],
    expected: { ok: true, local: { has_claimed: 1n }, records: ['player'] },
  },
  {
    name: 'a second claim fails and pays nothing more',
    app: 'airdrop',
    steps: [{ group: [claim] }, { group: [claim] }],
    expected: { ok: false, local: { has_claimed: 1n }, inner: [], records: ['player'] },
  },
  {
    name: 'a claim that does not name UMQ among its foreign assets fails',
    app: 'airdrop',
    steps: [{ group: [{ call: 'claim_airdrop', inner: 1 }] }],
    expected: { ok: false, local: { has_claimed: 0n } },
  },
  {
    name: 'a claim from an account that has not opted in to the app fails',
    app: 'airdrop',
    optedIn: false,
    steps: [{ group: [claim] }],
    expected: { ok: false, local: {} },
  },
  {
    name: 'an unknown method fails',
    app: 'airdrop',
    steps: [{ group: [{ call: 'claim', assets: ['UMQ'], inner: 1 }] }],
    expected: { ok: false, local: { has_claimed: 0n } },
  },
  {
    name: 'a player cannot send the creator’s deploy-time opt_in_tokens',
    app: 'airdrop',
    steps: [{ group: [{ call: 'opt_in_tokens', assets: ['UMQ'], inner: 1 }] }],
    expected: { ok: false, local: { has_claimed: 0n }, inner: [] },
  },
  {
    name: 'a player deleting the app fails',
    app: 'airdrop',
    steps: [{ group: [{ lifecycle: 'delete' }] }],
    expected: { ok: false, local: { has_claimed: 0n } },
  },
];

checkScenarios(scenarios);
