/**
 * The quiz's top 10 of a scenario, written and read the same way on both sides (src/services/config/quizTop.ts), and
 * the party a stored public key names (the app's admin).
 */
import {
  decodeQuizTopEntry,
  encodeQuizTopEntry,
  QUIZ_TOP_SIZE,
  quizTopKey,
} from '../../../src/services/config/quizTop';
import { otherKey, type Other, type Party, type TopPlace } from './scenario';

/** The public key of each party on one side. */
export type PartyKeys = Record<Party, Uint8Array>;

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The party whose public key `key` is, on a side whose parties have `keys` (undefined when none is). */
export function partyOfKey(key: Uint8Array | undefined, keys: PartyKeys): Party | undefined {
  return key && (Object.keys(keys) as Party[]).find((party) => same(keys[party], key));
}

/** The global values (key → 48 bytes) that hold `top` on a side whose parties have `keys`. */
export function topValues(top: readonly TopPlace[], keys: PartyKeys): Array<[string, Uint8Array]> {
  return top.map((place, i) => {
    const publicKey = place.who.startsWith('other') ? otherKey(place.who as Other) : keys[place.who as Party];
    return [quizTopKey(i), encodeQuizTopEntry({ publicKey, score: place.score, time: place.time })];
  });
}

/** The top as the side's global state holds it (`get` reads a bytes value), with each holder named. */
export function readTop(get: (key: string) => Uint8Array | undefined, keys: PartyKeys): TopPlace[] {
  const top: TopPlace[] = [];
  for (let i = 0; i < QUIZ_TOP_SIZE; i++) {
    const entry = decodeQuizTopEntry(get(quizTopKey(i)));
    if (!entry) break;
    const party = partyOfKey(entry.publicKey, keys);
    const who: Party | Other = party ?? `other${entry.publicKey[0]}`;
    top.push({ who, score: entry.score, time: entry.time });
  }
  return top;
}
