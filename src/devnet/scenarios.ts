/**
 * Named failure scenarios, written once for stories and tests (the MSW team's pattern):
 * each is a FaultSpec. Tests: `net.faults.set(scenarios.balances500)`. Stories name them in their typed parameter,
 * `parameters: { ledger: { faults: ['balances500'] } }` (stories/support/ledgerParameters.ts), or put one in force
 * mid-play with `injectFault('submitRefused')`.
 */
import type { FaultSpec } from './faults';

/** The scenarios by name. */
export const scenarios = {
  /** Account reads (balances) answer 500. */
  balances500: { route: 'account', status: 500 },
  /** Account reads (balances) never answer: the screen stays loading. */
  balancesHang: { route: 'account', hang: true },
  /** An app's global state (algod's application read, e.g. the roulette's stats) answers 500. */
  globalState500: { route: 'application', status: 500 },
  /** An account's state in an app (algod's account-application read) answers 500. */
  appState500: { route: 'account-application', status: 500 },
  /** The group is accepted and applied, but the submit response never arrives (connection dropped). */
  submitLostResponse: { route: 'submit', loseResponse: true },
  /** algod refuses submissions with 503 (as during catchup). */
  submit503: { route: 'submit', status: 503 },
  /** algod refuses a submission outright with 400, as it does a group the contract rejects. */
  submitRefused: { route: 'submit', status: 400 },
  /** A submission takes ten minutes to answer: the send stays in progress for as long as a story looks. */
  submitStalls: { route: 'submit', latencyMs: 600_000 },
  /** The transaction history (indexer) answers 500. */
  history500: { route: 'indexer-account-transactions', status: 500 },
  /** The account's history takes the indexer 3 s: the confirmation's receiver checks answer after the dry run. */
  historySlow3s: { route: 'indexer-account-transactions', latencyMs: 3_000 },
  /** Confirmation polling never answers. */
  pendingHangs: { route: 'pending', hang: true },
  /** Every request takes 1.5 s. */
  slowNetwork: { route: '*', latencyMs: 1500 },
  /** Every request answers 503. */
  nodeDown: { route: '*', status: 503 },
  /** The email provider's events endpoint answers 500 (directly or behind the proxy): the referral email fails. */
  referral500: { route: 'referral-events', status: 500 },
  /** The email provider takes ten minutes to answer: the referral email stays sending. */
  referralStalls: { route: 'referral-events', latencyMs: 600_000 },
  /** A submission never answers (neither accepted nor refused, as far as the client can tell). */
  submitHangs: { route: 'submit', hang: true },
  /** No request to the node or the indexer ever answers. */
  nodeHangs: { route: '*', hang: true },
  /** Every request takes 4 s (a node far away or overloaded). */
  slowNode4s: { route: '*', latencyMs: 4000 },
} as const satisfies Record<string, FaultSpec>;

/** A scenario's name. */
export type ScenarioName = keyof typeof scenarios;
