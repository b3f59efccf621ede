/**
 * The congestion fee of algod's pool (API.md §3 stage C): while the network is busy each transaction must pay
 * the per-byte fee times its size, or the submit is refused with `fee {F} below threshold T (P per byte * N bytes)`.
 */
import { poolError } from './errors';
import type { Submitted } from './split';

/** Bytes msgpack takes for an unsigned integer's value. */
function uintWidth(value: bigint): bigint {
  if (value < 128n) return 1n;
  if (value < 256n) return 2n;
  if (value < 65_536n) return 3n;
  return value < 2n ** 32n ? 5n : 9n;
}

/**
 * The bytes algod does not charge here. algod counts a transaction's final encoding; algosdk prices it at its
 * size while the fee field still holds the per-byte fee, so the final fee's wider encoding (2–8 bytes) is
 * forgiven and a fee algosdk computed from the suggested params is accepted. A refusal still quotes algod's figures.
 */
function forgivenBytes(fee: bigint, feePerByte: bigint): bigint {
  const growth = fee > 0n ? uintWidth(fee) - uintWidth(feePerByte) : 0n;
  return growth > 0n ? growth : 0n;
}

/** Throws algod's text for the first transaction paying less than `feePerByte` × its size (none when 0). */
export function checkCongestionFee(group: Submitted[], feePerByte: bigint): void {
  if (feePerByte === 0n) return;
  for (const { bytes, stxn } of group) {
    const fee = stxn.txn.fee;
    const size = BigInt(bytes.length);
    if (fee >= feePerByte * (size - forgivenBytes(fee, feePerByte))) continue;
    throw poolError(`fee {${fee}} below threshold ${feePerByte * size} (${feePerByte} per byte * ${size} bytes)`);
  }
}
