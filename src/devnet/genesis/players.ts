/** The simulated players of the genesis: quiz and target results and running stakes, set directly in state. */
import { LOCALNET_IDS } from '../../services/config/localnet';
import { QUIZ_MAX_SCORE, STATE_KEYS, UMQ_UNIT } from '../../services/config/onchain';
import type { LedgerState } from '../engine/types';
import { account, giveAsset, optInApp } from './builder';
import { keylessAddress } from './keys';
import { seededRandom } from './random';

/** How many simulated players the genesis has. */
export const SIMULATED_PLAYERS = 32;

const DAY = 86_400n;
const { apps, assets } = LOCALNET_IDS;

/** Adds the simulated players; `now` (unix s) anchors their stake start times. */
export function addPlayers(state: LedgerState, now: bigint): void {
  const random = seededRandom(20260101);
  for (let i = 0; i < SIMULATED_PLAYERS; i++) {
    const address = keylessAddress(`player-${i}`);
    account(state, address, 5_000_000n + BigInt(random(20_000_000)));
    giveAsset(state, address, assets.UMQ, BigInt(200 + random(5_000)) * UMQ_UNIT);
    optInApp(state, address, apps.quiz, {
      [STATE_KEYS.quiz.score]: BigInt(random(Number(QUIZ_MAX_SCORE) + 1)),
      [STATE_KEYS.quiz.time]: BigInt(1_500 + random(7_000)),
    });
    optInApp(state, address, apps.target, { [STATE_KEYS.target.score]: BigInt(random(400)) });
    if (i % 3 === 0) {
      giveAsset(state, address, assets.HLK, 0n);
      optInApp(state, address, apps.staking, {
        [STATE_KEYS.staking.amount]: BigInt(100 + random(2_000)) * UMQ_UNIT,
        [STATE_KEYS.staking.start]: now - BigInt(1 + random(60)) * DAY,
      });
    }
  }
}
