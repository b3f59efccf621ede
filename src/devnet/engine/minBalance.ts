/** algod's minimum balance (API.md §5.1, consensus v41), derived from an account's record. */
import type { AccountRecord, Schema } from './types';

const BASE = 100_000n;
const PER_ASSET = 100_000n;
const PER_APP_CREATED = 100_000n;
const PER_APP_OPTED_IN = 100_000n;
const PER_SCHEMA_ENTRY = 25_000n;
const PER_UINT = 3_500n;
const PER_BYTE_SLICE = 25_000n;
/** Box MBR: 2500 per box plus 400 per byte of its name and value (BoxFlatMinBalance, BoxByteMinBalance). */
export const PER_BOX = 2_500n;
export const PER_BOX_BYTE = 400n;

/** The counts algod keeps per account (and prints in its account dump). */
export interface MinBalanceParts {
  assets: number;
  assetsCreated: number;
  appsCreated: number;
  appsOptedIn: number;
  /** apps-total-schema: local schemas of opted-in apps + global schemas of created apps. */
  schema: Schema;
}

/** True for a local state the account still holds (not closed out). */
export const isOpen = (local: { closedAt?: bigint }): boolean => local.closedAt === undefined;

/** Counts and schema totals of an account. */
export function minBalanceParts(account: AccountRecord): MinBalanceParts {
  const schema = { numUint: 0, numByteSlice: 0 };
  let appsOptedIn = 0;
  for (const local of account.locals.values()) {
    if (!isOpen(local)) continue;
    appsOptedIn += 1;
    schema.numUint += local.schema.numUint;
    schema.numByteSlice += local.schema.numByteSlice;
  }
  for (const global of account.createdApps.values()) {
    schema.numUint += global.numUint;
    schema.numByteSlice += global.numByteSlice;
  }
  return {
    assets: account.assets.size,
    assetsCreated: account.createdAssets.length,
    appsCreated: account.createdApps.size,
    appsOptedIn,
    schema,
  };
}

/** The minimum balance in µALGO. */
export function minBalance(account: AccountRecord): bigint {
  const p = minBalanceParts(account);
  const uints = BigInt(p.schema.numUint);
  const bytes = BigInt(p.schema.numByteSlice);
  return (
    BASE +
    PER_ASSET * BigInt(p.assets) +
    PER_APP_CREATED * BigInt(p.appsCreated) +
    PER_APP_OPTED_IN * BigInt(p.appsOptedIn) +
    PER_SCHEMA_ENTRY * (uints + bytes) +
    PER_UINT * uints +
    PER_BYTE_SLICE * bytes +
    PER_BOX * (account.boxes?.count ?? 0n) +
    PER_BOX_BYTE * (account.boxes?.bytes ?? 0n)
  );
}
