/** algod's application and asset answers (API.md §2.8). */
import { bytesToBase64 } from 'algosdk';
import type { AppRecord, AssetRecord } from '../engine/types';
import { b64, schemaJson, tealKeyValues } from './teal';

/** ApplicationParams; `global-state` omitted when empty. */
export function appParamsJson(app: AppRecord) {
  return {
    'approval-program': bytesToBase64(app.approvalProgram),
    'clear-state-program': bytesToBase64(app.clearStateProgram),
    creator: app.creator,
    ...(app.global.size ? { 'global-state': tealKeyValues(app.global) } : {}),
    'global-state-schema': schemaJson(app.globalSchema),
    'local-state-schema': schemaJson(app.localSchema),
  };
}

/** GET /v2/applications/{id}. */
export const applicationJson = (app: AppRecord) => ({ id: app.id, params: appParamsJson(app) });

/** AssetParams: optional fields present when set. */
export function assetParamsJson(asset: AssetRecord) {
  return {
    ...(asset.clawback ? { clawback: asset.clawback } : {}),
    creator: asset.creator,
    decimals: asset.decimals,
    'default-frozen': asset.defaultFrozen,
    ...(asset.freeze ? { freeze: asset.freeze } : {}),
    ...(asset.manager ? { manager: asset.manager } : {}),
    ...(asset.metadataHash ? { 'metadata-hash': bytesToBase64(asset.metadataHash) } : {}),
    name: asset.name,
    'name-b64': b64(asset.name),
    ...(asset.reserve ? { reserve: asset.reserve } : {}),
    total: asset.total,
    'unit-name': asset.unitName,
    'unit-name-b64': b64(asset.unitName),
    url: asset.url,
    'url-b64': b64(asset.url),
  };
}

/** GET /v2/assets/{id}. */
export const assetJson = (asset: AssetRecord) => ({ index: asset.id, params: assetParamsJson(asset) });
