import { requireNetwork } from '../../services/config/networks';
import {
  GAME_ENTRY,
  MARKET_ITEMS,
  MIN_STAKE,
  MOX_FEE,
  QUIZ_MAX_SCORE,
  ROULETTE_SEGMENTS,
  STAKE_REWARD,
  TARGET_REWARD_PER_POINT,
  UMQ_UNIT,
  WELCOME_GIFT,
  type MarketItemId,
} from '../../services/config/onchain';

/** The business constants of SPEC §9 as screens read them; amounts in base units unless the name says whole UMQ. */
const RULES = {
  /** The Mox fee of token actions, UMQ base units. */
  moxFee: MOX_FEE,
  /** A game's entry, UMQ base units; a game costs moxFee + gameEntry. */
  gameEntry: GAME_ENTRY,
  minStake: MIN_STAKE,
  welcomeGift: WELCOME_GIFT,
  umqUnit: UMQ_UNIT,
  /** Roulette prizes in whole UMQ, in wheel order; 0 is the special prize. */
  rouletteSegments: ROULETTE_SEGMENTS,
  /** Target reward per point, whole UMQ. */
  targetRewardPerPoint: TARGET_REWARD_PER_POINT,
  quizMaxScore: QUIZ_MAX_SCORE,
  /** The staking reward rate as an exact fraction per UMQ base unit per second. */
  stakeReward: STAKE_REWARD,
  /** The displayed APR (SPEC §9: 0.52 % fixed). */
  stakeAprPercent: 0.52,
  /** Marketplace items by id: price in whole UMQ, and whether it is for sale. */
  marketItems: MARKET_ITEMS,
  marketItemIds: Object.keys(MARKET_ITEMS) as MarketItemId[],
} as const;

/** Mox's business constants (prices, prizes, rates): screens read them here, never from services/config. */
export function useMoxRules() {
  return RULES;
}

/** True when `address` is the configured roulette admin (the only one who sees the admin button). */
export function useIsAdmin(address: string | null): boolean {
  return address !== null && address === requireNetwork().ids.admin;
}
