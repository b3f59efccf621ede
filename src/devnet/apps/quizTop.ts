/** The quiz's top 10 in global state (src/services/config/quizTop.ts), as the contract's `recordTop` keeps it. */
import { decodeAddress } from 'algosdk';
import {
  decodeQuizTopEntry,
  encodeQuizTopEntry,
  insertQuizTop,
  QUIZ_TOP_SIZE,
  quizTopKey,
  type QuizTopEntry,
} from '../../services/config/quizTop';
import type { StateStore, TealValue } from './types';

/** The places held, `top0` first, up to the first empty one. */
export function readQuizTop(global: Pick<StateStore, 'get'>): QuizTopEntry[] {
  const top: QuizTopEntry[] = [];
  for (let i = 0; i < QUIZ_TOP_SIZE; i++) {
    const value = global.get(quizTopKey(i));
    const entry = decodeQuizTopEntry(value instanceof Uint8Array ? value : undefined);
    if (!entry) break;
    top.push(entry);
  }
  return top;
}

/** Writes the places of `top` (a top only grows or keeps its length, so no key is ever left stale). */
function writeQuizTop(global: Pick<StateStore, 'set'>, top: readonly QuizTopEntry[]): void {
  top.forEach((entry, i) => global.set(quizTopKey(i), encodeQuizTopEntry(entry)));
}

/** Enters `sender`'s result in the top when it earns a place (bounded: ten places read, at most ten written). */
export function recordQuizTop(global: StateStore, sender: string, score: bigint, time: bigint): void {
  const next = insertQuizTop(readQuizTop(global), { publicKey: decodeAddress(sender).publicKey, score, time });
  if (next) writeQuizTop(global, next);
}

/** The top of a whole set of results entered in order (the genesis's players), as global state values. */
export function quizTopOf(results: Iterable<QuizTopEntry>): Map<string, TealValue> {
  let top: QuizTopEntry[] = [];
  for (const entry of results) top = insertQuizTop(top, entry) ?? top;
  const global = new Map<string, TealValue>();
  writeQuizTop({ set: (key, value) => void global.set(key, value) }, top);
  return global;
}
