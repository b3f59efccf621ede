import { purchase } from './support/calls';
import { checkScenarios } from './support/differential';
import { MOX_FEE, UMQ, type Scenario } from './support/scenario';

const scenarios: Scenario[] = [
  {
    name: 'the opt-in starts umq_spent at 0',
    app: 'marketplace',
    optedIn: false,
    steps: [{ group: [{ optIn: true }] }],
    expected: { ok: true, local: { umq_spent: 0n } },
  },
  {
    name: 'two purchases add their prices (in whole UMQ) to umq_spent',
    app: 'marketplace',
    steps: [{ group: purchase('HBO', 8000n) }, { group: purchase('Netflix', 10_000n) }],
    expected: { ok: true, local: { umq_spent: 18_000n }, inner: [] },
  },
  {
    name: 'the USDC item, listed but not on sale, fails',
    app: 'marketplace',
    steps: [{ group: purchase('USDC', 4000n) }],
    expected: { ok: false, local: { umq_spent: 0n } },
  },
  {
    name: 'an unknown item fails',
    app: 'marketplace',
    steps: [{ group: purchase('Disney', 8000n) }],
    expected: { ok: false, local: { umq_spent: 0n } },
  },
  {
    name: 'the price of another item fails',
    app: 'marketplace',
    steps: [
      {
        group: purchase('Paramount', 8000n, {
          1: { transfer: 'UMQ', to: 'app', amount: 10_000n * UMQ, note: 'Paramount' },
        }),
      },
    ],
    expected: { ok: false, local: { umq_spent: 0n } },
  },
  {
    name: 'a note naming another item fails',
    app: 'marketplace',
    steps: [
      { group: purchase('Paramount', 8000n, { 1: { transfer: 'UMQ', to: 'app', amount: 8000n * UMQ, note: 'HBO' } }) },
    ],
    expected: { ok: false, local: { umq_spent: 0n } },
  },
  {
    name: 'the price paid in HLK fails',
    app: 'marketplace',
    steps: [
      { group: purchase('Paramount', 8000n, { 1: { transfer: 'HLK', to: 'app', amount: 0n, note: 'Paramount' } }) },
    ],
    expected: { ok: false, local: { umq_spent: 0n } },
  },
  {
    name: 'the fee paid to the admin fails',
    app: 'marketplace',
    steps: [{ group: purchase('HBO', 8000n, { 0: { transfer: 'UMQ', to: 'admin', amount: MOX_FEE } }) }],
    expected: { ok: false, local: { umq_spent: 0n } },
  },
  {
    name: 'no fee transfer fails',
    app: 'marketplace',
    steps: [{ group: purchase('HBO', 8000n).slice(1) }],
    expected: { ok: false, local: { umq_spent: 0n } },
  },
  {
    name: 'a purchase without the item argument fails',
    app: 'marketplace',
    steps: [{ group: purchase('HBO', 8000n, { 2: { call: 'buy' } }) }],
    expected: { ok: false, local: { umq_spent: 0n } },
  },
  {
    name: 'an unknown method fails',
    app: 'marketplace',
    steps: [{ group: purchase('HBO', 8000n, { 2: { call: 'purchase', args: ['HBO'] } }) }],
    expected: { ok: false, local: { umq_spent: 0n } },
  },
  {
    name: 'a purchase from an account that has not opted in fails',
    app: 'marketplace',
    optedIn: false,
    steps: [{ group: purchase('HBO', 8000n) }],
    expected: { ok: false, local: {} },
  },
  {
    name: 'a player deleting the app fails',
    app: 'marketplace',
    steps: [{ group: [{ lifecycle: 'delete' }] }],
    expected: { ok: false, local: { umq_spent: 0n } },
  },
  {
    name: 'the price paid by another account than the buyer fails',
    app: 'marketplace',
    steps: [
      {
        group: purchase('HBO', 8000n, {
          1: { transfer: 'UMQ', to: 'app', amount: 8000n * UMQ, note: 'HBO', from: 'friend' },
        }),
      },
    ],
    expected: { ok: false, local: { umq_spent: 0n } },
  },
];

checkScenarios(scenarios);
