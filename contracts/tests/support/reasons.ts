/**
 * Why a group fails, in one list for both sides of the differential tables: the contract's assert or `err` text
 * (the emulator throws it as is) and the local ledger's reason (algod's `logic eval error: assert failed pc=N`, whose
 * pc is the hash of the model's assert label, or an evaluator rejection) are each mapped to one Reason, so a table
 * proves the two refuse a group for the same rule, not only that both refuse it. A text not in the list maps to
 * `unmapped …` with the raw text, which never equals the other side's reason: add it here.
 */
import { pcOf } from '../../../src/devnet/engine/logic';
import type { AppName } from '../../../src/services/config/onchain';

/** The model's group checks name the transfer they look at (src/devnet/apps/groupChecks.ts). */
const TRANSFERS = ['fee', 'entry', 'payment', 'stake'];
const perTransfer = (check: string) => TRANSFERS.map((label) => `${label} ${check}`);
const ARGS = [0, 1, 2, 3, 4, 5];

/** A reason whose texts are the same on both sides. */
const same = (reason: string, app?: AppName) => ({ reason, contract: [reason], model: [reason], app });

/**
 * Each reason, with the contract's texts and the model's assert labels that mean it, and the one app it belongs to
 * (the model's pcs are a hash of the label, so labels of different apps may share one: they are told apart by app).
 */
const REASONS = [
  { reason: 'not a NoOp call', contract: ['NoOp call'], model: [] },
  { reason: 'caller not opted in', contract: ['caller opted in'], model: [] },
  { reason: 'unknown method', contract: ['unknown method'], model: ['known method'] },
  {
    reason: 'argument missing or not a uint64',
    contract: ['arg present', 'arg is a uint64'],
    model: ARGS.flatMap((i) => [`arg ${i} present`, `arg ${i} is a uint64`]),
  },
  {
    reason: 'token not among the foreign assets',
    contract: ['foreign asset'],
    model: ['foreign asset UMQ', 'foreign asset HLK'],
  },
  { reason: 'payment missing', contract: ['transfer in the group'], model: perTransfer('is an asset transfer') },
  { reason: 'payment in another token', contract: ['asset is UMQ'], model: perTransfer('asset is UMQ') },
  {
    reason: 'payment from another account',
    contract: ['sender is the caller'],
    model: perTransfer('sender is the caller'),
  },
  { reason: 'payment to another receiver', contract: ['receiver'], model: perTransfer('receiver') },
  {
    reason: 'payment closes out or claws back',
    contract: ['no close-out', 'no clawback'],
    model: perTransfer('is a plain transfer'),
  },
  same('fee amount'),
  same('entry amount'),
  same('creator only'),
  { reason: 'unknown item', contract: ['unknown item'], model: ['known item'], app: 'marketplace' },
  { reason: 'item not on sale', contract: ['item not on sale'], model: ['item on sale'], app: 'marketplace' },
  same('payment is the price', 'marketplace'),
  same('payment note is the item', 'marketplace'),
  same('not claimed yet', 'airdrop'),
  same('never claimed by this address', 'airdrop'),
  same('score within the questions', 'quiz'),
  same('time a real game can take', 'quiz'),
  same('score within bounds', 'target'),
  same('stake at least the minimum', 'staking'),
  same('no stake running', 'staking'),
  same('no stake running at close-out', 'staking'),
  same('stake running', 'staking'),
  same('clock after start', 'staking'),
] as const satisfies ReadonlyArray<{
  reason: string;
  contract: readonly string[];
  model: readonly string[];
  app?: AppName;
}>;

export type Reason = (typeof REASONS)[number]['reason'] | `unmapped ${string}`;

/** Evaluator rejections that are no model assert (the AVM's own rules), by algod's text. */
const LEDGER_RULES: ReadonlyArray<readonly [RegExp, Reason]> = [
  [/transaction rejected by ApprovalProgram/, 'not a NoOp call'],
  [/has not opted in to app/, 'caller not opted in'],
];

const byContractText = new Map<string, Reason>(
  REASONS.flatMap(({ reason, contract }) => contract.map((text) => [text, reason])),
);

/** The reasons of `app`'s model asserts, by the pc algod reports for each. */
function modelPcs(app: AppName): Map<number, Reason> {
  const byPc = new Map<number, Reason>();
  for (const row of REASONS) {
    if ('app' in row && row.app !== undefined && row.app !== app) continue;
    for (const label of row.model) {
      const pc = pcOf(label);
      const taken = byPc.get(pc);
      // Two labels of one app hashing to one pc would make the ledger's reason ambiguous.
      if (taken && taken !== row.reason) throw new Error(`${app}: "${taken}" and "${row.reason}" share pc ${pc}`);
      byPc.set(pc, row.reason);
    }
  }
  return byPc;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Why the emulator refused: the contract's assert or `err` text. */
export function contractReason(error: unknown): Reason {
  const text = messageOf(error);
  return byContractText.get(text) ?? `unmapped contract text: ${text}`;
}

/** Why the local ledger refused `app`'s group: the model's assert (by its pc) or the evaluator's rule. */
export function ledgerReason(error: unknown, app: AppName): Reason {
  const text = messageOf(error);
  const pc = /assert failed pc=(\d+)/.exec(text)?.[1];
  const reason =
    pc === undefined ? LEDGER_RULES.find(([pattern]) => pattern.test(text))?.[1] : modelPcs(app).get(Number(pc));
  return reason ?? `unmapped ledger text: ${text}`;
}
