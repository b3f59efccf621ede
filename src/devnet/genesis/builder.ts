/** Direct state edits for building a genesis (no transactions, no checks). */
import { getApplicationAddress } from 'algosdk';
import type { OnchainIds } from '../../services/config/ids';
import type { AppModel, TealValue } from '../apps/types';
import { minBalance } from '../engine/minBalance';
import { newAccount } from '../engine/state';
import { storeOver } from '../engine/stateStore';
import type { AccountRecord, AssetRecord, LedgerState } from '../engine/types';

/** A TEAL program that approves everything (`#pragma version 10; int 1`): the models hold the real logic. */
const APPROVE_ALL = new Uint8Array([0x0a, 0x81, 0x01]);

/** The account at `address`, created with `amount` µALGO if new. */
export function account(state: LedgerState, address: string, amount = 0n): AccountRecord {
  let record = state.accounts.get(address);
  if (!record) {
    record = newAccount(state.round);
    state.accounts.set(address, record);
  }
  record.amount += amount;
  return record;
}

/** Creates an ASA whose whole supply starts with its creator. */
export function createAsset(state: LedgerState, asset: Omit<AssetRecord, 'manager' | 'reserve'>): void {
  state.assets.set(asset.id, { ...asset, manager: asset.creator, reserve: asset.creator });
  const creator = account(state, asset.creator);
  creator.createdAssets.push(asset.id);
  creator.assets.set(asset.id, { amount: asset.total, frozen: false });
}

/** Opts `address` in to an asset and gives it `amount` units from the asset's creator. */
export function giveAsset(state: LedgerState, address: string, assetId: bigint, amount: bigint): void {
  const asset = state.assets.get(assetId)!;
  const holding = account(state, address).assets.get(assetId) ?? { amount: 0n, frozen: false };
  state.accounts.get(asset.creator)!.assets.get(assetId)!.amount -= amount;
  holding.amount += amount;
  account(state, address).assets.set(assetId, holding);
}

/** Creates an app run by `model`, with the model's initial global state; returns its account address. */
export function createApp(state: LedgerState, id: bigint, creator: string, model: AppModel, ids: OnchainIds): string {
  const global = new Map<string, TealValue>();
  model.create({ global: storeOver(global), ids });
  state.apps.set(id, {
    id,
    creator,
    model: model.name,
    global,
    globalSchema: { ...model.globalSchema },
    localSchema: { ...model.localSchema },
    approvalProgram: APPROVE_ALL,
    clearStateProgram: APPROVE_ALL,
  });
  account(state, creator).createdApps.set(id, { ...model.globalSchema });
  return getApplicationAddress(id).toString();
}

/** Opts `address` in to an app with the given local state. */
export function optInApp(state: LedgerState, address: string, appId: bigint, kv: Record<string, TealValue> = {}): void {
  const app = state.apps.get(appId)!;
  account(state, address).locals.set(appId, {
    kv: new Map(Object.entries(kv)),
    schema: { ...app.localSchema },
    optedInAt: state.round,
  });
}

/** Throws if any account of the genesis is below its minimum balance (a genesis bug, caught at build). */
export function assertMinBalances(state: LedgerState): void {
  for (const [address, record] of state.accounts) {
    if (record.amount > 0n && record.amount < minBalance(record)) {
      throw new Error(`genesis: ${address} holds ${record.amount} µALGO, below its minimum ${minBalance(record)}`);
    }
  }
}
