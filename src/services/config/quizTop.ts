/**
 * The quiz's top 10 as the contract keeps it in global state (docs/decisions/0027-quiz-top-ten-on-chain.md):
 * keys `top0`…`top9`, `top0` first; each value 48 bytes, the 32-byte address ‖ uint64 score ‖ uint64 time
 * (centiseconds), big-endian. Score descending, then time ascending; an exact tie keeps the earlier entry ahead.
 * Each player holds at most one place, with their best result: a worse later result leaves it as it is.
 */

/** Places the contract keeps. */
export const QUIZ_TOP_SIZE = 10;
/** Bytes of one place: address, score, time. */
export const QUIZ_TOP_ENTRY_BYTES = 48;

/** The global key of place `i` (0-based). */
export const quizTopKey = (i: number) => `top${i}`;

/** One place of the top: the player's public key (their address's 32 bytes), score and time. */
export interface QuizTopEntry {
  publicKey: Uint8Array;
  score: bigint;
  time: bigint;
}

function uint64At(bytes: Uint8Array, offset: number): bigint {
  return new DataView(bytes.buffer, bytes.byteOffset + offset, 8).getBigUint64(0);
}

/** The 48 bytes of a place. */
export function encodeQuizTopEntry({ publicKey, score, time }: QuizTopEntry): Uint8Array {
  const bytes = new Uint8Array(QUIZ_TOP_ENTRY_BYTES);
  bytes.set(publicKey, 0);
  const view = new DataView(bytes.buffer);
  view.setBigUint64(32, score);
  view.setBigUint64(40, time);
  return bytes;
}

/** A place from its bytes; null for anything but 48 bytes (an empty place). */
export function decodeQuizTopEntry(bytes: Uint8Array | undefined): QuizTopEntry | null {
  if (!bytes || bytes.length !== QUIZ_TOP_ENTRY_BYTES) return null;
  return { publicKey: bytes.slice(0, 32), score: uint64At(bytes, 32), time: uint64At(bytes, 40) };
}

/** Whether `a` ranks strictly ahead of `b`: a higher score, or the same score in less time. */
export function ranksAhead(a: Pick<QuizTopEntry, 'score' | 'time'>, b: Pick<QuizTopEntry, 'score' | 'time'>): boolean {
  return a.score > b.score || (a.score === b.score && a.time < b.time);
}

const samePlayer = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * The top after `entry` is submitted, or null when it does not change: the player's own place is replaced only by
 * a better result (never listed twice), the entry goes after every result it does not beat (ties keep the earlier
 * one ahead), and what falls past the tenth place leaves the top.
 */
export function insertQuizTop(top: readonly QuizTopEntry[], entry: QuizTopEntry): QuizTopEntry[] | null {
  const own = top.findIndex((place) => samePlayer(place.publicKey, entry.publicKey));
  if (own >= 0 && !ranksAhead(entry, top[own])) return null;
  const others = top.filter((_, i) => i !== own);
  const at = others.findIndex((place) => ranksAhead(entry, place));
  const position = at < 0 ? others.length : at;
  if (position >= QUIZ_TOP_SIZE) return null;
  return [...others.slice(0, position), entry, ...others.slice(position)].slice(0, QUIZ_TOP_SIZE);
}
