/** An `appl` transaction: opt-in, NoOp, close-out or clear-state, dispatched to the app's model. */
import { OnApplicationComplete, getApplicationAddress, type Transaction } from 'algosdk';
import type { OnchainIds } from '../../services/config/ids';
import type { AppCallContext, AppModel, InnerTransfer, StateStore, TealValue } from '../apps/types';
import { boxStore, type BoxAccess } from './boxes';
import { LogicError, Rejection } from './errors';
import { assertFailed, pcOf } from './logic';
import { isOpen } from './minBalance';
import type { Overlay } from './overlay';
import { schemaProblem, stateDelta, storeOver } from './stateStore';
import { moveAlgo, moveAsset } from './transfers';
import type { AppRecord, ApplyData, InnerTxnRecord } from './types';

/** What an app call needs besides its own transaction. */
export interface AppCallEnv {
  overlay: Overlay;
  models: Readonly<Record<string, AppModel>>;
  ids: OnchainIds;
  group: readonly Transaction[];
  index: number;
  timestamp: bigint;
  /** Boxes the group does not reference: refused on a submit, reachable in simulate when it allows them. */
  boxAccess?: BoxAccess;
}

/** Local stores the call opened, with their content before the call (for the local-state delta). */
type OpenedLocals = Map<string, { before: Map<string, TealValue>; kv: Map<string, TealValue> }>;

function openLocal(env: AppCallEnv, opened: OpenedLocals, appId: bigint, address: string): StateStore | undefined {
  const local = env.overlay.account(address).locals.get(appId);
  if (!local || !isOpen(local)) return undefined;
  if (!opened.has(address)) opened.set(address, { before: new Map(local.kv), kv: local.kv });
  return storeOver(local.kv);
}

function payInner(env: AppCallEnv, appAddress: string, transfer: InnerTransfer, index: number): InnerTxnRecord {
  try {
    if (transfer.assetId === undefined) moveAlgo(env.overlay, appAddress, transfer.receiver, transfer.amount);
    else moveAsset(env.overlay, transfer.assetId, appAddress, transfer.receiver, transfer.amount);
  } catch (error) {
    // The AVM wraps an inner transaction's failure: `inner tx N failed: <reason>`.
    if (error instanceof Rejection) {
      throw new LogicError(`inner tx ${index} failed: ${error.reason}`, pcOf('itxn_submit'), index);
    }
    throw error;
  }
  return { sender: appAddress, ...transfer };
}

/** The stores the call wrote must fit the app's schemas (global, and each opted-in account's local schema). */
function checkSchemas(env: AppCallEnv, app: AppRecord, opened: OpenedLocals): void {
  const problems = [
    schemaProblem(app.global, app.globalSchema),
    ...[...opened.keys()].map((address) => {
      const local = env.overlay.account(address).locals.get(app.id)!;
      return schemaProblem(local.kv, local.schema);
    }),
  ];
  const problem = problems.find((p) => p !== undefined);
  if (problem) throw new LogicError(problem, pcOf('app_put'));
}

function runModel(env: AppCallEnv, app: AppRecord, sender: string, onComplete: OnApplicationComplete): ApplyData {
  const model = env.models[app.model];
  const txn = env.group[env.index];
  const call = txn.applicationCall!;
  const appAddress = getApplicationAddress(app.id).toString();
  const opened: OpenedLocals = new Map();
  const globalBefore = new Map(app.global);
  const transfers: InnerTransfer[] = [];
  const ctx: AppCallContext = {
    appId: app.id,
    appAddress,
    sender,
    creator: app.creator,
    args: call.appArgs,
    foreignAssets: call.foreignAssets,
    group: env.group,
    index: env.index,
    round: env.overlay.round,
    timestamp: env.timestamp,
    ids: env.ids,
    global: storeOver(app.global),
    local: openLocal(env, opened, app.id, sender)!,
    localOf: (address) => openLocal(env, opened, app.id, address),
    boxes: boxStore(env.overlay, app, appAddress, env.group, env.boxAccess ?? { allowUnnamed: false }),
    appBalance: (assetId) =>
      assetId === undefined
        ? env.overlay.account(appAddress).amount
        : (env.overlay.account(appAddress).assets.get(assetId)?.amount ?? 0n),
    assert: (condition, label) => {
      if (!condition) assertFailed(label);
    },
    innerTransfer: (transfer) => void transfers.push(transfer),
  };
  try {
    if (onComplete === OnApplicationComplete.OptInOC) model.optIn(ctx);
    else if (onComplete === OnApplicationComplete.CloseOutOC) model.closeOut?.(ctx);
    else model.call(ctx);
  } catch (error) {
    if (error instanceof LogicError) throw error;
    throw new LogicError((error as Error).message, pcOf('model'));
  }
  checkSchemas(env, app, opened);
  const inner = transfers.map((t, i) => payInner(env, appAddress, t, i));
  const globalDelta = stateDelta(globalBefore, app.global);
  const localDeltas = [...opened]
    .map(([address, { before, kv }]) => ({ address, delta: stateDelta(before, kv) }))
    .filter((entry) => entry.delta.length > 0);
  return {
    ...(globalDelta.length ? { globalDelta } : {}),
    ...(localDeltas.length ? { localDeltas } : {}),
    ...(inner.length ? { inner } : {}),
  };
}

function closeLocal(env: AppCallEnv, appId: bigint, sender: string): void {
  const local = env.overlay.account(sender).locals.get(appId)!;
  local.kv.clear();
  local.closedAt = env.overlay.round;
}

/** Applies an app call; returns its ApplyData (state deltas and inner transfers). */
export function applyAppCall(env: AppCallEnv): ApplyData {
  const txn = env.group[env.index];
  const { appIndex: appId, onComplete } = txn.applicationCall!;
  const sender = txn.sender.toString();
  if (appId === 0n) throw new Rejection('creating apps is done by the devnet genesis, not by transactions');
  const app = env.overlay.app(appId);
  if (!app && onComplete !== OnApplicationComplete.ClearStateOC) {
    throw new Rejection(`only ClearState is supported for an application (${appId}) that does not exist`);
  }
  const account = env.overlay.account(sender);
  const local = account.locals.get(appId);
  const optedIn = !!local && isOpen(local);
  switch (onComplete) {
    case OnApplicationComplete.OptInOC:
      if (optedIn) throw new Rejection(`account ${sender} has already opted in to app ${appId}`);
      account.locals.set(appId, { kv: new Map(), schema: { ...app!.localSchema }, optedInAt: env.overlay.round });
      return runModel(env, app!, sender, onComplete);
    case OnApplicationComplete.NoOpOC:
      if (!optedIn) throw new LogicError(`cannot fetch key, ${sender} has not opted in to app ${appId}`, pcOf('local'));
      return runModel(env, app!, sender, onComplete);
    case OnApplicationComplete.CloseOutOC: {
      if (!optedIn) throw new Rejection(`account ${sender} is not opted in to app ${appId}`);
      const applyData = runModel(env, app!, sender, onComplete);
      closeLocal(env, appId, sender);
      return applyData;
    }
    case OnApplicationComplete.ClearStateOC:
      if (!optedIn) throw new Rejection(`cannot clear state: ${sender} is not currently opted in to app ${appId}`);
      closeLocal(env, appId, sender);
      return {};
    default:
      throw new Rejection('transaction rejected by ApprovalProgram');
  }
}
