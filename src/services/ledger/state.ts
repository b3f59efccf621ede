import { bytesToBase64 } from 'algosdk';
import { algod, indexer } from './clients';

/** A TEAL value: a uint64, or bytes as base64 text. */
export type StateValue = bigint | string;

/**
 * An app's global state, or one account's local state for it, keyed by UTF-8 key (see STATE_KEYS). A plain
 * object of primitives, so React Query's structural sharing hands back the same object when nothing changed.
 */
export type AppState = Readonly<Record<string, StateValue>>;

/** An opted-in account of an app, with its local state for that app. */
export interface AppAccount {
  address: string;
  state: AppState;
}

/** The shape algod and the indexer share for a TEAL key/value (type 1 = bytes, 2 = uint). */
interface TealKeyValue {
  key: Uint8Array;
  value: { type: number; bytes: Uint8Array; uint: bigint };
}

const TEAL_BYTES = 1;
const utf8 = new TextDecoder();
/** Up to 1000 per page is the indexer's cap (API.md §4); the ranking reads them all. */
const PAGE_LIMIT = 1000;
const EXCLUDED = 'assets,created-assets,created-apps';

/** Turns algod's key/value list (omitted when the state is empty) into a plain object. */
export function decodeState(keyValues: readonly TealKeyValue[] | undefined): AppState {
  return Object.fromEntries(
    (keyValues ?? []).map(({ key, value }) => [
      utf8.decode(key),
      value.type === TEAL_BYTES ? bytesToBase64(value.bytes) : value.uint,
    ]),
  );
}

function isAppInfoNotFound(error: unknown): boolean {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  return status === 404 && String(message).includes('account application info not found');
}

/** The account's local state for an app, or null when the account has not opted in (algod's 404). */
export async function getLocalState(address: string, appId: bigint): Promise<AppState | null> {
  try {
    const info = await algod().accountApplicationInformation(address, appId).do();
    // A creator that never opted in gets 200 with only `created-app`: still no local state.
    return info.appLocalState ? decodeState(info.appLocalState.keyValue) : null;
  } catch (error) {
    if (isAppInfoNotFound(error)) return null;
    throw error;
  }
}

/** The value of one of an app's boxes, or null when it has none of that name (algod's 404 `box not found`). */
export async function getBox(appId: bigint, name: Uint8Array): Promise<Uint8Array | null> {
  try {
    return (await algod().getApplicationBoxByName(appId, name).do()).value;
  } catch (error) {
    const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
    if (status === 404 && String(message).includes('box not found')) return null;
    throw error;
  }
}

/** The app's global state. */
export async function getGlobalState(appId: bigint): Promise<AppState> {
  const app = await algod().getApplicationByID(appId).do();
  return decodeState(app.params?.globalState);
}

/**
 * Every account opted in to the app with its local state (the quiz ranking), across all indexer pages.
 * The indexer also lists accounts that closed out; their `apps-local-state` lacks the app and they are skipped.
 * Assets and created resources are excluded: the ranking needs none of them, and the indexer refuses an
 * account holding more than its resource limit unless they are.
 */
export async function listAppAccounts(appId: bigint): Promise<AppAccount[]> {
  const accounts: AppAccount[] = [];
  let next: string | undefined;
  do {
    const query = indexer().searchAccounts().applicationID(appId).exclude(EXCLUDED).limit(PAGE_LIMIT);
    if (next) query.nextToken(next);
    const page = await query.do();
    for (const account of page.accounts) {
      const local = account.appsLocalState?.find((state) => state.id === appId);
      if (local) accounts.push({ address: account.address, state: decodeState(local.keyValue) });
    }
    // The indexer gives a next-token even on the last page; only an empty page ends the list.
    next = page.accounts.length > 0 ? page.nextToken : undefined;
  } while (next);
  return accounts;
}
