// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COPY_FIGURES } from '../i18n/figures';
import { formatNumber } from '../i18n/numbers';
import { formatAmount } from './amounts';
import { DECIMALS, ROULETTE_SEGMENTS, STAKE_REWARD } from './config/onchain';
import { HIGH_GROUP_FEE } from './ledger';

const SECONDS_PER_YEAR = 31_536_000n;

// The copy's figures live in src/i18n (which imports nothing outside itself); the ones a rule of the app also
// holds must say what the rule does, or the screen would promise a prize or warn at a fee the code does not.
describe('the copy’s figures against the rules they describe', () => {
  it('the roulette’s top prize is its biggest segment', () => {
    expect(COPY_FIGURES.rouletteTopPrize).toBe(ROULETTE_SEGMENTS.reduce((a, b) => (b > a ? b : a)));
  });

  it('the staking APR shown is the reward rate over a year', () => {
    const perTenThousand = (STAKE_REWARD.numerator * SECONDS_PER_YEAR * 10_000n) / STAKE_REWARD.denominator;
    expect(formatNumber(COPY_FIGURES.stakeApr)).toBe(formatAmount(perTenThousand, 2));
  });

  it('the high-fee warning names the fee it is shown above', () => {
    expect(formatNumber(COPY_FIGURES.highFeeAlgo)).toBe(formatAmount(HIGH_GROUP_FEE, DECIMALS.ALGO));
  });
});
