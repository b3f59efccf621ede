/**
 * The simulated players of the genesis: quiz and target results and running stakes (their principal held by the
 * staking app), set directly in state.
 * Deterministic for a given count, so a ranking of 1000 players is the same on every start.
 */
import { getApplicationAddress } from 'algosdk';
import { LOCALNET_IDS } from '../../services/config/localnet';
import type { QuizTopEntry } from '../../services/config/quizTop';
import { QUIZ_MAX_SCORE, QUIZ_NO_TIME, STAKING_GLOBAL_KEYS, STATE_KEYS, UMQ_UNIT } from '../../services/config/onchain';
import type { TealValue } from '../apps/types';
import type { LedgerState } from '../engine/types';
import { quizTopOf } from '../apps/quizTop';
import { account, giveAsset, optInApp } from './builder';
import { keylessAccount } from './keys';
import { seededRandom } from './random';

/** How many simulated players the genesis has unless DEVNET_PLAYERS says otherwise. */
export const SIMULATED_PLAYERS = 32;

const DAY = 86_400n;
const { apps, assets } = LOCALNET_IDS;

/**
 * A quiz result: one player in ten opted in but never played (score 0, no time); one in seven copies the
 * previous result exactly, so the ranking has ties on score and time both; the rest draw score and time.
 */
function quizResult(i: number, random: (below: number) => number, previous: Record<string, TealValue>) {
  if (i % 10 === 9) return { [STATE_KEYS.quiz.score]: 0n, [STATE_KEYS.quiz.time]: QUIZ_NO_TIME };
  if (i % 7 === 6 && previous[STATE_KEYS.quiz.time] !== QUIZ_NO_TIME) return { ...previous };
  return {
    [STATE_KEYS.quiz.score]: BigInt(random(Number(QUIZ_MAX_SCORE) + 1)),
    [STATE_KEYS.quiz.time]: BigInt(1_500 + random(7_000)),
  };
}

/**
 * Adds `count` simulated players; `now` (unix s) anchors their stake start times. The quiz's top 10 in global state
 * is the one their results would have built, submitted in order.
 */
export function addPlayers(state: LedgerState, now: bigint, count = SIMULATED_PLAYERS): void {
  const random = seededRandom(20260101);
  let previous: Record<string, TealValue> = {};
  const results: QuizTopEntry[] = [];
  for (let i = 0; i < count; i++) {
    const { address, publicKey } = keylessAccount(`player-${i}`);
    account(state, address, 5_000_000n + BigInt(random(20_000_000)));
    giveAsset(state, address, assets.UMQ, BigInt(200 + random(5_000)) * UMQ_UNIT);
    previous = quizResult(i, random, previous);
    optInApp(state, address, apps.quiz, previous);
    const [score, time] = [previous[STATE_KEYS.quiz.score], previous[STATE_KEYS.quiz.time]] as bigint[];
    if (time !== QUIZ_NO_TIME) results.push({ publicKey, score, time });
    optInApp(state, address, apps.target, { [STATE_KEYS.target.score]: BigInt(random(400)) });
    if (i % 3 === 0) {
      giveAsset(state, address, assets.HLK, 0n);
      const amount = BigInt(100 + random(2_000)) * UMQ_UNIT;
      optInApp(state, address, apps.staking, {
        [STATE_KEYS.staking.amount]: amount,
        [STATE_KEYS.staking.start]: now - BigInt(1 + random(60)) * DAY,
        [STATE_KEYS.staking.owed]: 0n,
      });
      holdPrincipal(state, amount);
    }
  }
  const quizGlobal = state.apps.get(apps.quiz)!.global;
  for (const [key, value] of quizTopOf(results)) quizGlobal.set(key, value);
}

/** A simulated stake's principal sits in the staking app's account and its total, as a real do_stake leaves it. */
function holdPrincipal(state: LedgerState, amount: bigint): void {
  const staking = state.apps.get(apps.staking)!;
  giveAsset(state, getApplicationAddress(staking.id).toString(), assets.UMQ, amount);
  const { totalStaked } = STAKING_GLOBAL_KEYS;
  staking.global.set(totalStaked, ((staking.global.get(totalStaked) as bigint | undefined) ?? 0n) + amount);
}
