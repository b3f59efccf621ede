/**
 * POST /v2/transactions/simulate's answer (SimulateResponse, version 2). Encoded as algod's go-codec does: every
 * zero or empty optional field is omitted; `txn-result` is pending-info's shape without `confirmed-round`.
 */
import { msgpackRawDecode } from 'algosdk';
import { MORE_LOGGING, type SimulateOutcome, type SimulateOverrides } from '../engine/simulate';
import type { ApplyData } from '../engine/types';
import type { Submitted } from '../engine/split';
import { applyDataFields } from './pending';

/** A field only when its value is non-zero / non-empty, as go-codec's omitempty does. */
const present = (key: string, value: unknown) => (value ? { [key]: value } : {});

/** basics.Micros of one ordinary transaction: fee usage is counted in millionths of the minimum fee. */
const MICROS_PER_TXN = 1_000_000n;

function txnResult(sub: Submitted, applyData: ApplyData, fixedSigner: string | undefined) {
  const { txn } = sub.stxn;
  // An inner transfer of the Mox apps pays no fee of its own (the outer call's fee covers it, pooled).
  return {
    ...present('fees-paid', txn.fee),
    ...present('fixed-signer', fixedSigner),
    'txn-result': { ...applyDataFields(applyData, txn), 'pool-error': '', txn: msgpackRawDecode(sub.bytes) },
  };
}

function evalOverrides(overrides: SimulateOverrides) {
  const fields = {
    ...present('allow-empty-signatures', overrides.allowEmptySignatures),
    ...present('allow-unnamed-resources', overrides.allowUnnamedResources),
    ...present('extra-opcode-budget', overrides.extraOpcodeBudget),
    ...present('fix-signers', overrides.fixSigners),
    ...(overrides.allowMoreLogging
      ? { 'max-log-calls': MORE_LOGGING.maxLogCalls, 'max-log-size': MORE_LOGGING.maxLogSize }
      : {}),
  };
  return Object.keys(fields).length ? { 'eval-overrides': fields } : {};
}

/** The response as a plain object with msgpack types (bin = Uint8Array, uint = bigint). */
export function simulateObject(outcome: SimulateOutcome): Record<string, unknown> {
  const { group, applied, failure } = outcome;
  const inner = applied.reduce((n, a) => n + (a.inner?.length ?? 0), 0);
  const groupResult = {
    ...present('app-budget-added', outcome.budgetAdded),
    ...present('failed-at', failure?.failedAt),
    ...present('failure-message', failure?.message),
    ...present(
      'group-fees-paid',
      group.reduce((sum, { stxn }) => sum + stxn.txn.fee, 0n),
    ),
    'group-usage': BigInt(group.length + inner) * MICROS_PER_TXN,
    'txn-results': group.map((sub, i) => txnResult(sub, applied[i] ?? {}, outcome.fixedSigners.get(i))),
    // Group resource sharing lets any app call of the group name these boxes: they are reported for the group.
    ...present(
      'unnamed-resources-accessed',
      outcome.unnamedBoxes.length ? { boxes: outcome.unnamedBoxes.map(({ app, name }) => ({ app, name })) } : undefined,
    ),
  };
  return {
    ...evalOverrides(outcome.overrides),
    'last-round': outcome.lastRound,
    'txn-groups': [groupResult],
    version: 2n,
  };
}
