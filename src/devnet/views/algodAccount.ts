/** algod's account, account-application and account-asset answers (API.md §2.1–2.3). */
import type { Ledger } from '../engine/ledger';
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

/** The parts of an account both algod and the indexer send. */
export function accountCore(ledger: Ledger, address: string, record: AccountRecord) {
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
    status: 'Offline',
    'total-apps-opted-in': parts.appsOptedIn,
    'total-assets-opted-in': parts.assets,
    'total-created-apps': parts.appsCreated,
    'total-created-assets': parts.assetsCreated,
  };
}

/** The four resource lists, sorted by id. */
export function accountResources(ledger: Ledger, record: AccountRecord) {
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

/** GET /v2/accounts/{address}: `exclude=all` drops the four lists. */
export function algodAccountJson(ledger: Ledger, address: string, excludeAll: boolean) {
  const record = accountRecord(ledger, address);
  const { schema } = minBalanceParts(record);
  return {
    ...accountCore(ledger, address, record),
    ...(excludeAll ? {} : accountResources(ledger, record)),
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
