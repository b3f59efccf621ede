/**
 * POST /v2/transactions/simulate (algod v5's simulator): the group is checked and evaluated as a submit would be,
 * on the latest committed state, in an Overlay that is never committed: no pool entry, no block, no balance change.
 * The checks run in algod's order and a transaction's failure is a 200 with `failure-message` and `failed-at`;
 * only a request the simulator cannot run is an error status (algod's texts).
 */
import { encodeMsgpack, type modelsv2 } from 'algosdk';
import { AlgodError, REMEMBER, badRequest } from './errors';
import type { UnnamedBox } from './boxes';
import { evaluateGroup, type EvalTrace } from './evaluate';
import type { Ledger } from './ledger';
import { Overlay } from './overlay';
import { MAX_GROUP_SIZE, type Submitted } from './split';
import type { ApplyData } from './types';
import { TxnInvalidError, isUnsigned, verifyGroup } from './verify';

/** simulation.MaxExtraOpcodeBudget: 16 × the 20000 a LogicSig may use. */
export const MAX_EXTRA_OPCODE_BUDGET = 320_000n;
/** MaxAppProgramCost: the budget each app call (and each inner group it submits) adds to the pool. */
export const APP_CALL_BUDGET = 700n;
/** What allow-more-logging lifts the limits to (config.MaxLogCalls, simulation.LogBytesLimit). */
export const MORE_LOGGING = { maxLogCalls: 2048n, maxLogSize: 65_536n };

/** The overrides algod echoes as `eval-overrides` (each only when set). */
export interface SimulateOverrides {
  allowEmptySignatures: boolean;
  allowUnnamedResources: boolean;
  allowMoreLogging: boolean;
  extraOpcodeBudget: bigint;
  fixSigners: boolean;
}

/** A simulation that ran: what the view turns into SimulateResponse. */
export interface SimulateOutcome {
  /** The round whose state was used (`last-round`). */
  lastRound: bigint;
  group: Submitted[];
  /** ApplyData of the transactions evaluated before any failure, by group index. */
  applied: ApplyData[];
  failure?: { message: string; failedAt: number[] };
  fixedSigners: Map<number, string>;
  /** Boxes the group reached without a reference (allowed by allow-unnamed-resources). */
  unnamedBoxes: UnnamedBox[];
  /** `app-budget-added`: 0 when the group never reached evaluation (see budgetAdded). */
  budgetAdded: bigint;
  overrides: SimulateOverrides;
}

function checkGroupSizes(request: modelsv2.SimulateRequest): void {
  for (const { txns } of request.txnGroups) {
    if (txns.length === 0) throw badRequest('empty txgroup');
    if (txns.length > MAX_GROUP_SIZE) {
      throw badRequest(`transaction group size ${txns.length} exceeds protocol max ${MAX_GROUP_SIZE}`);
    }
  }
}

/** The exec-trace options: the local ledger runs no TEAL, so it answers as a node without the developer API. */
function checkTraceConfig(config: modelsv2.SimulateTraceConfig | undefined): void {
  if (config?.enable) {
    throw badRequest(
      'the local configuration of the node has `EnableDeveloperAPI` turned off, while requesting for execution trace',
    );
  }
  if (config?.stackChange) throw badRequest('basic trace must be enabled when enabling stack tracing');
  if (config?.scratchChange) throw badRequest('basic trace must be enabled when enabling scratch slot change tracing');
  if (config?.stateChange) throw badRequest('basic trace must be enabled when enabling app state change tracing');
}

/** The round to simulate after: the latest (0 or absent), else 500 as algod's BlockHdr lookup fails. */
function startRound(ledger: Ledger, requested: bigint | undefined): bigint {
  const latest = ledger.round;
  if (!requested || requested === latest) return latest;
  if (requested > latest) {
    throw new AlgodError(500, `ledger does not have entry ${requested} (latest ${latest}, committed ${latest})`);
  }
  // algod keeps a few rounds of account history (MaxAcctLookback); the local ledger keeps only the latest state.
  throw new AlgodError(500, `round ${requested} too far in history: the local ledger keeps only round ${latest}`);
}

/**
 * `app-budget-added` as go-algorand's simulation tracer counts it: nothing unless the group calls an app; else the
 * pool of 700 per top-level app call, then 700 per inner group an app submits (each inner transfer of the app
 * models is its own itxn_submit, the failing one included). The tracer adds the extra budget asked for at every
 * group it enters, inner groups too (they share the top-level pool), and so does this count.
 */
function budgetAdded(group: Submitted[], applied: ApplyData[], failure: SimulateOutcome['failure'], extra: bigint) {
  const calls = BigInt(group.filter(({ stxn }) => stxn.txn.type === 'appl').length);
  if (calls === 0n) return 0n;
  const completed = applied.reduce((n, a) => n + (a.inner?.length ?? 0), 0);
  // A failed inner transfer at [i, n] was the (n+1)th inner group of a call whose ApplyData never completed.
  const cut = failure?.failedAt.length === 2 ? failure.failedAt[1] + 1 : 0;
  const innerGroups = BigInt(completed + cut);
  return calls * APP_CALL_BUDGET + extra + innerGroups * (APP_CALL_BUDGET + extra);
}

function overridesOf(request: modelsv2.SimulateRequest): SimulateOverrides {
  return {
    allowEmptySignatures: request.allowEmptySignatures ?? false,
    allowUnnamedResources: request.allowUnnamedResources ?? false,
    allowMoreLogging: request.allowMoreLogging ?? false,
    extraOpcodeBudget: BigInt(request.extraOpcodeBudget ?? 0),
    fixSigners: request.fixSigners ?? false,
  };
}

/** Evaluates what the checks let through, recording the failure (a 200) instead of throwing it. */
function evaluate(ledger: Ledger, group: Submitted[], overrides: SimulateOverrides, trace: EvalTrace) {
  const fixSigners = new Set(overrides.fixSigners ? group.flatMap((sub, i) => (isUnsigned(sub) ? [i] : [])) : []);
  const overlay = new Overlay(ledger.state, ledger.round + 1n);
  try {
    evaluateGroup(ledger.config, overlay, group, (txid) => ledger.state.txns.has(txid), ledger.lastTimestamp(), {
      trace,
      fixSigners,
      allowUnnamedResources: overrides.allowUnnamedResources,
    });
    return undefined;
  } catch (error) {
    if (!(error instanceof AlgodError)) throw error;
    return { message: error.message.replace(REMEMBER, ''), failedAt: trace.failedAt ?? [0] };
  }
}

/** Runs a simulate request against `ledger`; throws AlgodError for a request algod refuses (400/500). */
export function simulate(ledger: Ledger, request: modelsv2.SimulateRequest): SimulateOutcome {
  checkGroupSizes(request);
  const overrides = overridesOf(request);
  if (overrides.fixSigners && !overrides.allowEmptySignatures) {
    throw badRequest('FixSigners requires AllowEmptySignatures to be enabled');
  }
  if (request.txnGroups.length !== 1) {
    throw badRequest(`expected 1 transaction group, got ${request.txnGroups.length}`);
  }
  checkTraceConfig(request.execTraceConfig);
  // algod looks the round's header up only once the request itself has passed these checks.
  const lastRound = startRound(ledger, request.round);
  const group: Submitted[] = request.txnGroups[0].txns.map((stxn) => ({
    stxn,
    bytes: encodeMsgpack(stxn),
    txid: stxn.txn.txID(),
  }));
  const trace: EvalTrace = { applied: [], fixedSigners: new Map(), unnamedBoxes: [] };
  const outcome = (failure: SimulateOutcome['failure'], evaluated: boolean): SimulateOutcome => ({
    lastRound,
    group,
    applied: trace.applied,
    failure,
    fixedSigners: trace.fixedSigners,
    unnamedBoxes: trace.unnamedBoxes,
    // A group refused by the signature checks never enters the evaluator, where the tracer counts the budget.
    budgetAdded: evaluated ? budgetAdded(group, trace.applied, failure, overrides.extraOpcodeBudget) : 0n,
    overrides,
  });
  try {
    verifyGroup(group, { check: ledger.config.signatureCheck, allowEmptySignatures: overrides.allowEmptySignatures });
  } catch (error) {
    if (!(error instanceof TxnInvalidError)) throw error;
    return outcome({ message: error.message, failedAt: [error.groupIndex] }, false);
  }
  if (overrides.extraOpcodeBudget > MAX_EXTRA_OPCODE_BUDGET) {
    throw badRequest(
      `extra budget ${overrides.extraOpcodeBudget} > simulation extra budget limit ${MAX_EXTRA_OPCODE_BUDGET}`,
    );
  }
  return outcome(evaluate(ledger, group, overrides, trace), true);
}
