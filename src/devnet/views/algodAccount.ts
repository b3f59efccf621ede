/** algod's account, account-application and account-asset answers (API.md §2.1–2.3). */
import { bytesToBase64 } from 'algosdk';
import { badRequest } from '../engine/errors';
import type { Ledger, LedgerView } from '../engine/ledger';
import { minBalance, minBalanceParts, isOpen } from '../engine/minBalance';
import { newAccount } from '../engine/state';
import type { AccountRecord, LocalState } from '../engine/types';
import { applicationJson, appParamsJson, assetJson, assetParamsJson } from './algodApps';
import { schemaJson, tealKeyValues } from './teal';

const byId = <T>(entries: Iterable<[bigint, T]>) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** An ApplicationLocalState; `key-value` omitted when empty. */
export function localStateJson(id: bigint, local: LocalState) {
  return { id, ...(local.kv.size ? { 'key-value': tealKeyValues(local.kv) } : {}), schema: schemaJson(local.schema) };
}

/** The account's record, or a never-funded one. */
export function accountRecord(ledger: Ledger, address: string): AccountRecord {
  return ledger.state.accounts.get(address) ?? newAccount(ledger.round);
}

/** `status`, and the registered keys of an online account (`participation`), as algod reports them. */
function participationJson(record: AccountRecord) {
  const keys = record.participation;
  if (record.nonParticipating) return { status: 'NotParticipating' };
  if (!keys) return { status: 'Offline' };
  return {
    participation: {
      'selection-participation-key': bytesToBase64(keys.selectionKey),
      ...(keys.stateProofKey ? { 'state-proof-key': bytesToBase64(keys.stateProofKey) } : {}),
      'vote-first-valid': keys.voteFirst,
      'vote-key-dilution': keys.voteKeyDilution,
      'vote-last-valid': keys.voteLast,
      'vote-participation-key': bytesToBase64(keys.voteKey),
    },
    status: 'Online',
  };
}

/** The parts of an account both algod and the indexer send. */
export function accountCore(ledger: LedgerView, address: string, record: AccountRecord) {
  const parts = minBalanceParts(record);
  return {
    address,
    amount: record.amount,
    ...(record.authAddr ? { 'auth-addr': record.authAddr } : {}),
    'amount-without-pending-rewards': record.amount,
    'min-balance': minBalance(record),
    'pending-rewards': 0n,
    'reward-base': 0n,
    rewards: 0n,
    round: ledger.round,
    ...participationJson(record),
    'total-apps-opted-in': parts.appsOptedIn,
    'total-assets-opted-in': parts.assets,
    // Only an app account holds boxes; algod omits the counts while they are 0.
    ...(record.boxes?.count ? { 'total-box-bytes': record.boxes.bytes, 'total-boxes': record.boxes.count } : {}),
    'total-created-apps': parts.appsCreated,
    'total-created-assets': parts.assetsCreated,
  };
}

/** The four resource lists, sorted by id. */
export function accountResources(ledger: LedgerView, record: AccountRecord) {
  const { apps, assets } = ledger.state;
  return {
    assets: byId(record.assets.entries()).map(([id, h]) => ({
      amount: h.amount,
      'asset-id': id,
      'is-frozen': h.frozen,
    })),
    'apps-local-state': byId(record.locals.entries())
      .filter(([, local]) => isOpen(local))
      .map(([id, local]) => localStateJson(id, local)),
    'created-apps': byId(record.createdApps.entries()).map(([id]) => applicationJson(apps.get(id)!)),
    'created-assets': [...record.createdAssets]
      .sort((a, b) => (a < b ? -1 : 1))
      .map((id) => assetJson(assets.get(id)!)),
  };
}

/** What algod v5's `exclude` leaves out of an account. */
export interface AlgodExclude {
  /** `all`: the four resource lists. */
  all: boolean;
  /** `created-apps-params`: created apps as ids only. */
  appParams: boolean;
  /** `created-assets-params`: created assets as ids only. */
  assetParams: boolean;
}

/**
 * Parses `exclude` as algod v5 does: a comma-separated list of `created-apps-params` and `created-assets-params`,
 * or `all` or `none` alone; anything else is algod's 400.
 */
export function algodExcludeParam(value: string | null): AlgodExclude {
  const items = value === null || value === '' ? [] : value.split(',');
  const alone = items.length === 1 && (items[0] === 'all' || items[0] === 'none');
  const known = items.every((item) => item === 'created-apps-params' || item === 'created-assets-params');
  if (!alone && !known) throw badRequest('failed to parse exclude');
  return {
    all: alone && items[0] === 'all',
    appParams: items.includes('created-apps-params'),
    assetParams: items.includes('created-assets-params'),
  };
}

/** GET /v2/accounts/{address}: `exclude=all` drops the four lists; the `-params` values keep only the ids. */
export function algodAccountJson(ledger: Ledger, address: string, exclude: AlgodExclude) {
  const record = accountRecord(ledger, address);
  const { schema } = minBalanceParts(record);
  const resources = accountResources(ledger, record);
  return {
    ...accountCore(ledger, address, record),
    ...(exclude.all
      ? {}
      : {
          ...resources,
          'created-apps': exclude.appParams
            ? resources['created-apps'].map(({ id }) => ({ id }))
            : resources['created-apps'],
          'created-assets': exclude.assetParams
            ? resources['created-assets'].map(({ index }) => ({ index }))
            : resources['created-assets'],
        }),
    'apps-total-schema': schemaJson(schema),
  };
}

/** GET /v2/accounts/{address}/applications/{id}, or undefined for algod's 404. */
export function accountApplicationJson(ledger: Ledger, address: string, appId: bigint) {
  const record = ledger.state.accounts.get(address);
  const local = record?.locals.get(appId);
  const app = ledger.state.apps.get(appId);
  const created = app && app.creator === address ? app : undefined;
  const opted = local && isOpen(local) ? local : undefined;
  if (!opted && !created) return undefined;
  return {
    ...(opted ? { 'app-local-state': localStateJson(appId, opted) } : {}),
    ...(created ? { 'created-app': appParamsJson(created) } : {}),
    round: ledger.round,
  };
}

/** GET /v2/accounts/{address}/assets/{id}, or undefined for algod's 404. */
export function accountAssetJson(ledger: Ledger, address: string, assetId: bigint) {
  const holding = ledger.state.accounts.get(address)?.assets.get(assetId);
  const asset = ledger.state.assets.get(assetId);
  const created = asset && asset.creator === address ? asset : undefined;
  if (!holding && !created) return undefined;
  return {
    ...(holding
      ? { 'asset-holding': { amount: holding.amount, 'asset-id': assetId, 'is-frozen': holding.frozen } }
      : {}),
    ...(created ? { 'created-asset': assetParamsJson(created) } : {}),
    round: ledger.round,
  };
}

/** algod's page sizes for GET /v2/accounts/{address}/assets (DefaultAssetResults, MaxAssetResults). */
export const ASSETS_LIMIT = { default: 1000, max: 1000 } as const;

/**
 * GET /v2/accounts/{address}/assets: holdings by asset id after `after`, `limit` of them, each with the asset's
 * params; `next-token` (the last id) only when more remain.
 */
export function accountAssetsJson(ledger: Ledger, address: string, limit: number, after: bigint) {
  const held = byId(ledger.state.accounts.get(address)?.assets.entries() ?? []).filter(([id]) => id > after);
  const page = held.slice(0, limit);
  return {
    ...(held.length > limit ? { 'next-token': String(page[page.length - 1][0]) } : {}),
    'asset-holdings': page.map(([id, h]) => {
      const asset = ledger.state.assets.get(id);
      return {
        'asset-holding': { amount: h.amount, 'asset-id': id, 'is-frozen': h.frozen },
        ...(asset ? { 'asset-params': assetParamsJson(asset) } : {}),
      };
    }),
    round: ledger.round,
  };
}
