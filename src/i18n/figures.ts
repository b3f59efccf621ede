/**
 * The figures the copy quotes (SPEC §2 and its table of values), kept out of the strings so `t` writes them in the
 * reader's locale (DESIGN §8): '2.500 UMQ' in Spain, '2,500 UMQ' in Mexico. Every string with one of these
 * placeholders is read with `t(key, COPY_FIGURES)`. The i18n layer imports nothing outside itself, so the figures that
 * an on-chain constant also holds are checked against it in src/services/copyFigures.test.ts.
 */
export const COPY_FIGURES = {
  /** The news text's weekly prizes (the home tile's 1st prize is 5 USDC). */
  quizFirstPrize: 2500n,
  quizSecondPrize: 1000n,
  /** The roulette's biggest segment, in UMQ (ROULETTE_SEGMENTS). */
  rouletteTopPrize: 1000n,
  /** The welcome gift's prize draw on 2 August, in UMQ. */
  giftDraw: 5000n,
  /** The staking APR shown, in percent (STAKE_REWARD's 52 / 10 000). */
  stakeApr: 0.52,
  /** The network fee above which the confirmation warns, in ALGO (HIGH_GROUP_FEE). */
  highFeeAlgo: 0.01,
  /** Quiz question 6: the deposit and, in its fourth option, deposit plus interest, in pesos. */
  quizDeposit: 1000n,
  quizDepositPlusInterest: 1050n,
} as const;
