/**
 * `acfg` and `afrz` as go-algorand's ledger/apply AssetConfig and AssetFreeze: create (the creator holds the
 * whole supply and is opted in), reconfigure (manager only; only the four roles change, and a cleared role stays
 * cleared), destroy (manager only, all units back with the creator), and freeze (the freeze address only).
 */
import type { Transaction } from 'algosdk';
import { Rejection } from './errors';
import { ZERO_ADDRESS } from './money';
import type { Overlay } from './overlay';
import { requireAsset } from './transfers';
import type { ApplyData, AssetRecord } from './types';

type AssetConfig = NonNullable<Transaction['assetConfig']>;

/** The roles an acfg names, as records keep them: an unset (zero) address is absent. */
export function configRoles(acfg: AssetConfig): Pick<AssetRecord, 'manager' | 'reserve' | 'freeze' | 'clawback'> {
  return {
    ...(acfg.manager ? { manager: acfg.manager.toString() } : {}),
    ...(acfg.reserve ? { reserve: acfg.reserve.toString() } : {}),
    ...(acfg.freeze ? { freeze: acfg.freeze.toString() } : {}),
    ...(acfg.clawback ? { clawback: acfg.clawback.toString() } : {}),
  };
}

/** algod destroys when the transaction's AssetParams are all zero (`cc.AssetParams == basics.AssetParams{}`). */
export function isEmptyParams(acfg: AssetConfig): boolean {
  return (
    acfg.total === 0n &&
    acfg.decimals === 0 &&
    !acfg.defaultFrozen &&
    !acfg.unitName &&
    !acfg.assetName &&
    !acfg.assetURL &&
    !acfg.assetMetadataHash?.length &&
    Object.keys(configRoles(acfg)).length === 0
  );
}

function create(overlay: Overlay, sender: string, acfg: AssetConfig): ApplyData {
  const id = overlay.createAsset({
    creator: sender,
    total: acfg.total,
    decimals: acfg.decimals,
    name: acfg.assetName ?? '',
    unitName: acfg.unitName ?? '',
    url: acfg.assetURL ?? '',
    defaultFrozen: acfg.defaultFrozen,
    createdAtRound: overlay.round,
    ...configRoles(acfg),
    ...(acfg.assetMetadataHash?.length ? { metadataHash: acfg.assetMetadataHash } : {}),
  });
  const account = overlay.account(sender);
  account.createdAssets.push(id);
  // The creator's holding is never frozen, whatever default-frozen says (algod sets only its amount).
  account.assets.set(id, { amount: acfg.total, frozen: false });
  return { configAsset: id };
}

function destroy(overlay: Overlay, asset: AssetRecord): void {
  const creator = overlay.account(asset.creator);
  const held = creator.assets.get(asset.id)?.amount ?? 0n;
  if (held !== asset.total) {
    throw new Rejection(`cannot destroy asset: creator is holding only ${held}/${asset.total}`);
  }
  creator.assets.delete(asset.id);
  creator.createdAssets = creator.createdAssets.filter((id) => id !== asset.id);
  overlay.destroyAsset(asset.id);
}

/** Only a role still set may change (to a new address or to none); a cleared one is gone for good. */
function reconfigure(asset: AssetRecord, acfg: AssetConfig): void {
  const next = configRoles(acfg);
  for (const role of ['manager', 'reserve', 'freeze', 'clawback'] as const) {
    if (asset[role] === undefined) continue;
    if (next[role] === undefined) delete asset[role];
    else asset[role] = next[role];
  }
}

/** Applies an asset configuration; returns its ApplyData (the created id, for a creation). */
export function applyAssetConfig(overlay: Overlay, txn: Transaction): ApplyData {
  const acfg = txn.assetConfig!;
  const sender = txn.sender.toString();
  if (acfg.assetIndex === 0n) return create(overlay, sender, acfg);
  const asset = requireAsset(overlay, acfg.assetIndex);
  if (asset.manager !== sender) {
    throw new Rejection(
      `this transaction should be issued by the manager. It is issued by ${sender}, manager key ${asset.manager ?? ZERO_ADDRESS}`,
    );
  }
  if (isEmptyParams(acfg)) destroy(overlay, asset);
  else reconfigure(asset, acfg);
  return {};
}

/** Applies an asset freeze: sets the named account's holding frozen or not. */
export function applyAssetFreeze(overlay: Overlay, txn: Transaction): ApplyData {
  const afrz = txn.assetFreeze!;
  const sender = txn.sender.toString();
  const asset = requireAsset(overlay, afrz.assetIndex);
  if (asset.freeze !== sender) {
    throw new Rejection(`freeze not allowed: sender ${sender}, freeze ${asset.freeze ?? ZERO_ADDRESS}`);
  }
  const holding = overlay.account(afrz.freezeAccount.toString()).assets.get(afrz.assetIndex);
  if (!holding) throw new Rejection('asset not found in account');
  holding.frozen = afrz.frozen;
  return {};
}
