/**
 * The on-chain interface of Mox Wallet's six apps (DESIGN.md §7), written once.
 * The contract builders (services/contracts) and the local ledger's app models
 * (src/devnet/apps) both read it, so the two sides cannot drift apart.
 */
import { decodeAddress } from 'algosdk';

/** Base units per whole token: UMQ and HLK have 9 decimals, ALGO 6. */
export const DECIMALS = { ALGO: 6, UMQ: 9, HLK: 9 } as const;
export type AssetSymbol = keyof typeof DECIMALS;

const UMQ = 10n ** 9n;

/** Base units in one whole UMQ: prices and prizes are listed in whole UMQ. */
export const UMQ_UNIT = UMQ;

/** The Mox fee on token actions and the entry price of a game, in UMQ base units. */
export const MOX_FEE = 15n * UMQ;
export const GAME_ENTRY = 100n * UMQ;
export const MIN_STAKE = 100n * UMQ;
export const WELCOME_GIFT = 500n * UMQ;

/** algod's minimum fee per transaction; an app call pays one more per inner transfer it makes. */
export const MIN_TXN_FEE = 1000n;

/** What each asset held (opted in to) adds to an account's minimum balance, in µALGO (algod's consensus rule). */
export const ASSET_MIN_BALANCE = 100_000n;

/** Roulette prizes in whole UMQ; 0 is the special prize (no transfer, contact an adviser). */
export const ROULETTE_SEGMENTS = [0n, 10n, 50n, 100n, 200n, 500n, 1000n] as const;

/** The largest prize in whole UMQ: a spin is refused unless the roulette's pool holds it. */
export const ROULETTE_LARGEST_PRIZE = ROULETTE_SEGMENTS.reduce((max, prize) => (prize > max ? prize : max));

/** An exact fraction (bigint numerator over a positive denominator, in lowest terms). */
export interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * A pay table's return to player: the mean prize of equally likely `segments` over the `price` of a spin (both in
 * the same unit), exactly.
 * Above 1 the table pays out more than it takes. The spec's: 1860/7 UMQ per 115 UMQ spin = 372/161 (≈ 231 %).
 */
export function returnToPlayer(segments: readonly bigint[], price: bigint): Ratio {
  const numerator = segments.reduce((sum, prize) => sum + prize, 0n);
  const denominator = BigInt(segments.length) * price;
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** HLK reward rate: amount × seconds × 0.0052 / 31 536 000, kept as an exact fraction. */
export const STAKE_REWARD = { numerator: 52n, denominator: 10_000n * 31_536_000n } as const;

/** HLK base units earned by `amount` UMQ base units staked for `seconds`, rounded down as the contract does. */
export function stakeReward(amount: bigint, seconds: bigint): bigint {
  return (amount * seconds * STAKE_REWARD.numerator) / STAKE_REWARD.denominator;
}

/** Marketplace items and their prices in whole UMQ; USDC is listed but not for sale yet. */
export const MARKET_ITEMS = {
  USDC: { price: 4000n, available: false },
  HBO: { price: 8000n, available: true },
  Paramount: { price: 8000n, available: true },
  Netflix: { price: 10000n, available: true },
} as const;
export type MarketItemId = keyof typeof MARKET_ITEMS;

/** First app argument (UTF-8 method name) of each call. Further args are uint64 big-endian unless noted. */
export const METHODS = {
  spin: 'spin', // + random uint64
  claimAirdrop: 'claim_airdrop',
  buy: 'buy', // + item id (UTF-8 bytes)
  submitResult: 'submit_result', // quiz: + score + time (centiseconds); target: + score
  doStake: 'do_stake',
  withdrawStake: 'withdraw_stake',
  claimStakeReward: 'claim_stake_reward',
  // Every app's admin (decision 0030); the wallet never sends these.
  setAdmin: 'set_admin', // + new admin's 32-byte address
  pause: 'pause',
  resume: 'resume',
  withdrawRevenue: 'withdraw_revenue', // + UMQ base units + treasury's 32-byte address (listed in the accounts)
  fundPool: 'fund_pool', // after a UMQ (or HLK) transfer from the admin to the app
} as const;

/** The admin's methods, which every app answers for its admin alone, opted in or not. */
export const ADMIN_METHODS = [
  METHODS.setAdmin,
  METHODS.pause,
  METHODS.resume,
  METHODS.withdrawRevenue,
  METHODS.fundPool,
] as const;

/** Every app's global state for its admin: the admin's 32-byte public key, and 1 while paused (else 0). */
export const ADMIN_STATE_KEYS = { admin: 'admin', paused: 'paused' } as const;

/** The staking app's global total of the principal it holds for running stakes (UMQ base units). */
export const STAKING_GLOBAL_KEYS = { totalStaked: 'total_staked' } as const;

/** State keys the product reads (UTF-8; algod shows them base64). */
export const STATE_KEYS = {
  roulette: {
    lastSpinResult: 'last_spin_result',
    totalParticipants: 'total_participants',
    prizesDistributed: 'prizes_distributed',
  },
  // has_claimed is the spec's flag; the record a close-out cannot erase is the box giftRecordName names.
  airdrop: { hasClaimed: 'has_claimed' },
  marketplace: { umqSpent: 'umq_spent' },
  quiz: { score: 'ultimo_puntaje', time: 'ultimo_tiempo' },
  target: { score: 'ultimo_puntaje' },
  // hlk_pendiente: HLK base units a withdrawal could not pay (the pool was short), owed until claimed (decision 0031).
  staking: { amount: 'monto_stake', start: 'inicio_stake', owed: 'hlk_pendiente' },
} as const;

/**
 * The name of `address`'s claim record in the airdrop app, kept where no close-out or clear-state can erase it: a box
 * named exactly the claimer's 32-byte public key (raw bytes, no prefix), holding the round of the claim as a uint64.
 * Its existence is the claim; other code reads it at GET /v2/applications/{id}/box?name=b64:….
 */
export function giftRecordName(address: string): Uint8Array {
  return decodeAddress(address).publicKey;
}

/** Quiz time meaning "no result yet", in centiseconds. */
export const QUIZ_NO_TIME = 9999n;

/** Highest quiz score the contract accepts: one point per question. */
export const QUIZ_MAX_SCORE = 10n;

/**
 * Shortest quiz time the contract accepts, in centiseconds: the spec's game pauses one second between its ten
 * questions, so no real game ends in less than 9 s; a time below it (time 0 to top the ranking) is refused.
 */
export const QUIZ_MIN_TIME = 900n;

/** Local state schema each app asks for at opt-in (drives the minimum balance). */
export const LOCAL_SCHEMAS = {
  roulette: { numUint: 0, numByteSlice: 0 },
  airdrop: { numUint: 1, numByteSlice: 0 },
  marketplace: { numUint: 1, numByteSlice: 0 },
  quiz: { numUint: 2, numByteSlice: 0 },
  target: { numUint: 1, numByteSlice: 0 },
  staking: { numUint: 3, numByteSlice: 0 },
} as const;
export type AppName = keyof typeof LOCAL_SCHEMAS;

/**
 * Inner transfers each call makes, hence the extra fee its app call carries
 * (fee = MIN_TXN_FEE × (1 + inner)). Roulette always reserves one, prize or not.
 */
export const INNER_TRANSFERS = {
  spin: 1,
  claimAirdrop: 1,
  buy: 0,
  quizSubmit: 0,
  targetSubmit: 1,
  doStake: 0,
  withdrawStake: 2,
  claimStakeReward: 1,
} as const;

/**
 * Who receives the fee and entry transfers of each group.
 * roulette pays the admin address; every other app is paid at its own app address.
 */
export const FEE_RECEIVER = {
  roulette: 'admin',
  marketplace: 'app',
  quiz: 'app',
  target: 'app',
  staking: 'app',
} as const;

/** Target reward in whole UMQ per point scored. */
export const TARGET_REWARD_PER_POINT = 10n;

/** Highest target score the contract accepts, so one game can never pay more than 10 000 UMQ. */
export const TARGET_MAX_SCORE = 1000n;
