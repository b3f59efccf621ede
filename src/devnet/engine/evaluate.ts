/**
 * Stage C of POST /v2/transactions: the transaction pool and block evaluator (API.md §3, §8.3).
 * Evaluates a verified group against an Overlay; throws algod's message for the first failure.
 */
import { bytesToBase64, encodeAddress, type Transaction } from 'algosdk';
import type { OnchainIds } from '../../services/config/ids';
import type { AppModel } from '../apps/types';
import { applyAppCall } from './applyAppCall';
import { applyAssetConfig, applyAssetFreeze } from './applyAssetConfig';
import { applyAssetTransfer } from './applyAssetTransfer';
import { applyKeyreg } from './applyKeyreg';
import type { BoxAccess, UnnamedBox } from './boxes';
import { applyPayment } from './applyPayment';
import { AlgodError, LogicError, Rejection, poolError, txnError } from './errors';
import { logicEvalError } from './logic';
import { minBalance } from './minBalance';
import { formatMicroAlgos } from './money';
import type { Overlay } from './overlay';
import type { Submitted } from './split';
import { moveAlgo } from './transfers';
import type { ApplyData } from './types';

/** algod's MinTxnFee. */
export const MIN_FEE = 1000n;

/** What the evaluator needs to know about the network. */
export interface EvalConfig {
  genesisId: string;
  genesisHash: Uint8Array;
  feeSink: string;
  models: Readonly<Record<string, AppModel>>;
  ids: OnchainIds;
}

function checkAlive(round: bigint, txn: Transaction): void {
  if (round < txn.firstValid || round > txn.lastValid) {
    throw poolError(`txn dead: round ${round} outside of ${txn.firstValid}--${txn.lastValid}`);
  }
}

function checkGenesis(config: EvalConfig, txn: Transaction): void {
  if (txn.genesisID && txn.genesisID !== config.genesisId) {
    throw poolError(`tx.GenesisID <${txn.genesisID}> does not match expected <${config.genesisId}>`);
  }
  if (!txn.genesisHash) throw poolError('required tx.GenesisHash is missing');
  const hash = bytesToBase64(txn.genesisHash);
  if (hash !== bytesToBase64(config.genesisHash)) {
    const b32 = (bytes: Uint8Array) => encodeAddress(bytes).slice(0, 52);
    throw poolError(`tx.GenesisHash <${b32(txn.genesisHash)}> does not match expected <${b32(config.genesisHash)}>`);
  }
}

function checkMinBalances(overlay: Overlay, feeSink: string): void {
  for (const address of overlay.touched()) {
    const account = overlay.account(address);
    // algod waives the check only for a record left empty (IsZero); on MainNet every funded record keeps its
    // rewards base, so only a closed-out one is empty.
    if (address === feeSink || overlay.isClosed(address)) continue;
    const min = minBalance(account);
    if (account.amount < min) {
      throw new Rejection(
        `account ${address} balance ${account.amount} below min ${min} (${account.assets.size} assets)`,
      );
    }
  }
}

/** The transaction being applied: its group, its place in it, the block's clock and simulate's options. */
interface InGroup {
  group: Transaction[];
  index: number;
  timestamp: bigint;
  options: EvalOptions;
}

function applyByType(config: EvalConfig, overlay: Overlay, { group, index, timestamp, options }: InGroup) {
  const txn = group[index];
  switch (txn.type) {
    case 'pay':
      return applyPayment(overlay, txn);
    case 'axfer':
      return applyAssetTransfer(overlay, txn);
    case 'acfg':
      return applyAssetConfig(overlay, txn);
    case 'afrz':
      return applyAssetFreeze(overlay, txn);
    case 'keyreg':
      return applyKeyreg(overlay, txn, config.feeSink);
    case 'appl':
      return applyAppCall({
        overlay,
        models: config.models,
        ids: config.ids,
        group,
        index,
        timestamp,
        boxAccess: boxAccess(options),
      });
    default:
      throw new Rejection(`the devnet does not evaluate ${txn.type} transactions`);
  }
}

function applyOne(config: EvalConfig, overlay: Overlay, at: InGroup): ApplyData {
  const txn = at.group[at.index];
  const sender = txn.sender.toString();
  // The fee is taken before the transaction applies, so its overspend is reported first.
  moveAlgo(overlay, sender, config.feeSink, txn.fee);
  const account = overlay.account(sender);
  account.hasSigned = true;
  // algod rekeys before applying the type (so a close-out in the same transaction clears it again);
  // rekeying to the account itself gives it back its own key.
  if (txn.rekeyTo) {
    const to = txn.rekeyTo.toString();
    if (to === sender) delete account.authAddr;
    else account.authAddr = to;
  }
  const applyData = applyByType(config, overlay, at);
  checkMinBalances(overlay, config.feeSink);
  return applyData;
}

/** Inner transfers each need the minimum fee too, from the group's pooled fees. */
function checkPooledFees(group: Transaction[], applied: ApplyData[]): void {
  const paid = group.reduce((sum, t) => sum + t.fee, 0n);
  const usage = group.length + applied.reduce((n, a) => n + (a.inner?.length ?? 0), 0);
  const needed = MIN_FEE * BigInt(usage);
  if (paid < needed) {
    throw poolError(
      `txgroup with ${formatMicroAlgos(paid)} fees is less than ${formatMicroAlgos(needed)} ` +
        `(usage=${usage}.000000 * base=${formatMicroAlgos(MIN_FEE)})`,
    );
  }
}

/**
 * What simulate learns from an evaluation besides its outcome: each transaction's ApplyData as it is produced
 * (so a failed group still shows what came before the failure), the path of the failing transaction, and the
 * signers it fixed.
 */
export interface EvalTrace {
  applied: ApplyData[];
  failedAt?: number[];
  /** By group index: the authorizer simulate's fix-signers put in place of a missing signer. */
  fixedSigners: Map<number, string>;
  /** Boxes reached without a reference (only under allow-unnamed-resources). */
  unnamedBoxes: UnnamedBox[];
}

/** How simulate's evaluation departs from a submit's (nothing of it applies to a submit). */
export interface EvalOptions {
  trace?: EvalTrace;
  /** Group indexes of unsigned transactions whose signer the evaluation sets to the sender's authorizer. */
  fixSigners?: ReadonlySet<number>;
  /** simulate's allow-unnamed-resources: boxes the group does not reference may be reached (and are reported). */
  allowUnnamedResources?: boolean;
}

/** A submit reaches only referenced boxes; simulate may allow the others and lists them in the trace. */
function boxAccess(options: EvalOptions): BoxAccess {
  if (!options.allowUnnamedResources) return { allowUnnamed: false };
  return { allowUnnamed: true, onUnnamed: (box) => options.trace?.unnamedBoxes.push(box) };
}

/** algod's checkDup for leases: a (sender, lease) pair is held until the holder's last valid round. */
function checkLease(overlay: Overlay, { txid, stxn }: Submitted): void {
  const { lease, sender, lastValid } = stxn.txn;
  if (!lease || lease.every((byte) => byte === 0)) return;
  const key = `${sender}/${bytesToBase64(lease)}`;
  const heldUntil = overlay.leaseHeldUntil(key);
  if (heldUntil !== undefined && overlay.round <= heldUntil) {
    throw poolError(
      `transaction ${txid} using an overlapping lease (sender, lease):(${sender}, ${encodeAddress(lease)})`,
    );
  }
  overlay.holdLease(key, lastValid);
}

function checkAuthorizer(overlay: Overlay, { txid, stxn }: Submitted, fixed: boolean): string | undefined {
  const sender = stxn.txn.sender.toString();
  // The key that must sign: the auth address of a rekeyed sender, as of this point of the group.
  const authorizer = overlay.account(sender).authAddr ?? sender;
  if (fixed) return authorizer;
  const signer = (stxn.sgnr ?? stxn.txn.sender).toString();
  if (signer !== authorizer) {
    throw txnError(txid, `should have been authorized by ${authorizer} but was actually authorized by ${signer}`);
  }
  return undefined;
}

function evaluateOne(
  config: EvalConfig,
  overlay: Overlay,
  submitted: Submitted[],
  index: number,
  timestamp: bigint,
  options: EvalOptions,
): ApplyData {
  const { txid, stxn } = submitted[index];
  checkAlive(overlay.round, stxn.txn);
  checkGenesis(config, stxn.txn);
  checkLease(overlay, submitted[index]);
  const fixedSigner = checkAuthorizer(overlay, submitted[index], options.fixSigners?.has(index) ?? false);
  const signer = (stxn.sgnr ?? stxn.txn.sender).toString();
  if (fixedSigner !== undefined && fixedSigner !== signer) options.trace?.fixedSigners.set(index, fixedSigner);
  try {
    return applyOne(config, overlay, { group: submitted.map((s) => s.stxn.txn), index, timestamp, options });
  } catch (error) {
    if (error instanceof Rejection) throw txnError(txid, error.reason);
    if (error instanceof LogicError) {
      // An inner transaction's failure is blamed on it: its path is [outer, inner].
      if (error.innerIndex !== undefined && options.trace) options.trace.failedAt = [index, error.innerIndex];
      throw logicEvalError(txid, stxn.txn.applicationCall!.appIndex, index, error);
    }
    throw error instanceof AlgodError ? error : txnError(txid, (error as Error).message);
  }
}

/** Evaluates the group into `overlay`; returns each transaction's ApplyData or throws an AlgodError. */
export function evaluateGroup(
  config: EvalConfig,
  overlay: Overlay,
  submitted: Submitted[],
  isDuplicate: (txid: string) => boolean,
  timestamp: bigint,
  options: EvalOptions = {},
): ApplyData[] {
  const seen = new Set<string>();
  const applied: ApplyData[] = options.trace?.applied ?? [];
  submitted.forEach(({ txid }, index) => {
    try {
      if (isDuplicate(txid) || seen.has(txid)) throw poolError(`transaction already in ledger: ${txid}`);
      seen.add(txid);
      applied.push(evaluateOne(config, overlay, submitted, index, timestamp, options));
    } catch (error) {
      if (options.trace) options.trace.failedAt ??= [index];
      throw error;
    }
  });
  try {
    checkPooledFees(
      submitted.map((s) => s.stxn.txn),
      applied,
    );
  } catch (error) {
    // algod reports the group's fee shortfall at the last transaction, where its evaluation ended.
    if (options.trace) options.trace.failedAt = [submitted.length - 1];
    throw error;
  }
  return applied;
}
