/**
 * The quiz's top 10 in global state (src/services/config/quizTop.ts, decision 0027): keys `top0`…`top9`, each the
 * 32-byte address ‖ uint64 score ‖ uint64 time. A submission reads at most ten places and writes at most ten, so
 * the ranking a client reads is one small record, whatever the number of players. Mirrors
 * src/devnet/apps/quizTop.ts.
 */
import type { bytes, uint64 } from '@algorandfoundation/algorand-typescript';
import { Bytes, Global, op, Txn } from '@algorandfoundation/algorand-typescript';

/** Places kept, and the bytes of one. */
export const QUIZ_TOP_PLACES: uint64 = 10;
const ENTRY_BYTES: uint64 = 48;

/** The key of place `i` (0-9): `top` and its digit. */
function placeKey(i: uint64): bytes {
  return Bytes('top').concat(op.extract(Bytes('0123456789'), i, 1));
}

/** The bytes of place `i`; empty when nobody holds it. */
function place(i: uint64): bytes {
  const [value, exists] = op.AppGlobal.getExBytes(Global.currentApplicationId, placeKey(i));
  return exists ? value : Bytes();
}

/** Whether entry `a` ranks strictly ahead of `b`: a higher score, or the same score in less time. */
function ranksAhead(a: bytes, b: bytes): boolean {
  const [scoreA, scoreB] = [op.extractUint64(a, 32), op.extractUint64(b, 32)];
  return scoreA > scoreB || (scoreA === scoreB && op.extractUint64(a, 40) < op.extractUint64(b, 40));
}

/**
 * Enters the caller's result when it earns a place: their own place is replaced only by a better result (never
 * listed twice), the entry goes after every result it does not beat (ties keep the earlier one ahead), and what
 * falls past the tenth place leaves the top.
 */
export function recordTop(score: uint64, time: uint64): void {
  const entry = Txn.sender.bytes.concat(op.itob(score)).concat(op.itob(time));
  let own: uint64 = QUIZ_TOP_PLACES;
  let held: uint64 = 0;
  for (let i: uint64 = 0; i < QUIZ_TOP_PLACES; i++) {
    const current = place(i);
    if (current.length !== ENTRY_BYTES) break;
    held = i + 1;
    if (op.extract(current, 0, 32) === Txn.sender.bytes) own = i;
  }
  if (own < QUIZ_TOP_PLACES && !ranksAhead(entry, place(own))) return;
  // The entry moves up from the player's own place, or from just past the last place held.
  const bound: uint64 = own < QUIZ_TOP_PLACES ? own : held;
  let position: uint64 = bound;
  for (let i: uint64 = 0; i < bound; i++) {
    if (ranksAhead(entry, place(i))) {
      position = i;
      break;
    }
  }
  if (position >= QUIZ_TOP_PLACES) return;
  const last: uint64 = bound < QUIZ_TOP_PLACES ? bound : QUIZ_TOP_PLACES - 1;
  for (let j: uint64 = last; j > position; j--) op.AppGlobal.put(placeKey(j), place(j - 1));
  op.AppGlobal.put(placeKey(position), entry);
}
