/**
 * A player's record in a production game: a box named exactly the player's 32-byte address (the airdrop's
 * convention, decision 0022), holding a row of uint64 fields. A close-out or clear-state erases local state but
 * never a box, so what must survive leaving the app (nonces, weekly caps, pending spins) lives here. The box's
 * minimum balance is paid from the app account's ALGO reserve, which the deployer funds (decision 0032).
 */
import type { Account, bytes, uint64 } from '@algorandfoundation/algorand-typescript';
import { Bytes, op } from '@algorandfoundation/algorand-typescript';

/** The player's record, or a row of `fields` zeros for a player who has none yet. */
export function recordOf(player: Account, fields: uint64): bytes {
  const [value, exists] = op.Box.get(player.bytes);
  if (exists) return value;
  let zeros = Bytes();
  for (let i: uint64 = 0; i < fields; i++) zeros = zeros.concat(op.itob(0));
  return zeros;
}

/** Field `index` of a record. */
export function fieldOf(record: bytes, index: uint64): uint64 {
  return op.extractUint64(record, index * 8);
}

/** The record with field `index` set to `value`. */
export function withField(record: bytes, index: uint64, value: uint64): bytes {
  return op.replace(record, index * 8, op.itob(value));
}

/** Writes the player's record (creating its box on first use: the app account pays its minimum balance). */
export function saveRecord(player: Account, record: bytes): void {
  op.Box.put(player.bytes, record);
}
