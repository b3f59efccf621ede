/** What opting in costs in minimum balance (algod's consensus rules), read from the apps themselves. */
import { algod } from './clients';

/** An app's local-state schema: how many integers and byte slices each opted-in account stores. */
export interface LocalSchema {
  numUint: number;
  numByteSlice: number;
}

/** µALGO of minimum balance any app's local state reserves, plus per integer and per byte slice it holds. */
const APP_LOCAL_BASE = 100_000n;
const PER_UINT = 28_500n;
const PER_BYTE_SLICE = 50_000n;

/** The minimum balance opting in to an app with `schema` adds: 100 000 + 28 500 × ints + 50 000 × byte slices µALGO. */
export function appOptInReserve({ numUint, numByteSlice }: LocalSchema): bigint {
  return APP_LOCAL_BASE + PER_UINT * BigInt(numUint) + PER_BYTE_SLICE * BigInt(numByteSlice);
}

/** The app's local-state schema as the ledger holds it (its creation parameters). */
export async function appLocalSchema(appId: bigint): Promise<LocalSchema> {
  const app = await algod().getApplicationByID(appId).do();
  const schema = app.params?.localStateSchema;
  return { numUint: Number(schema?.numUint ?? 0), numByteSlice: Number(schema?.numByteSlice ?? 0) };
}
