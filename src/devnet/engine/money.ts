/**
 * How algod ≥4.7 prints amounts and accounts inside error texts (API.md §3): `basics.MicroAlgos`
 * is `0.0A`, `999uA`, `1mA`, `1.500mA`, `2A`, `1.500000A`.
 */
import type { AccountRecord } from './types';
import { minBalanceParts } from './minBalance';

const MILLI = 1000n;
const ALGO = 1_000_000n;

function scaled(amount: bigint, unit: bigint, digits: number, suffix: string): string {
  const whole = amount / unit;
  const frac = amount % unit;
  if (frac === 0n) return `${whole}${suffix}`;
  return `${whole}.${frac.toString().padStart(digits, '0')}${suffix}`;
}

/** algod's MicroAlgos String(). */
export function formatMicroAlgos(amount: bigint): string {
  if (amount === 0n) return '0.0A';
  if (amount < MILLI) return `${amount}uA`;
  if (amount < ALGO) return scaled(amount, MILLI, 3, 'mA');
  return scaled(amount, ALGO, 6, 'A');
}

/** Go's `%v` of the zero address (an unset address field). */
export const ZERO_ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';

/** The Go `%+v` dump of an account's base data that algod prints in overspend errors. */
export function dumpAccount(account: AccountRecord): string {
  const p = minBalanceParts(account);
  return (
    `{AccountBaseData:{Status:Offline MicroAlgos:${formatMicroAlgos(account.amount)} RewardsBase:0 ` +
    `RewardedMicroAlgos:0.0A AuthAddr:${ZERO_ADDRESS} IncentiveEligible:false ` +
    `TotalAppSchema:{NumUint:${p.schema.numUint} NumByteSlice:${p.schema.numByteSlice}} TotalExtraAppPages:0 ` +
    `TotalAppParams:${p.appsCreated} TotalAppLocalStates:${p.appsOptedIn} TotalAssetParams:${p.assetsCreated} ` +
    `TotalAssets:${p.assets} TotalBoxes:0 TotalBoxBytes:0 LastProposed:0 LastHeartbeat:0}}`
  );
}
