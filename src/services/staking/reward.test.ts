// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MIN_STAKE, UMQ_UNIT, stakeReward } from '../config/onchain';

const UMQ = UMQ_UNIT;
const DAY = 86_400n;
const YEAR = 31_536_000n;
const MAX_UINT64 = 2n ** 64n - 1n;

// Every expected value below is worked out by hand: amount × seconds × 52 / (10 000 × 31 536 000), rounded down.
describe('stakeReward (HLK base units for UMQ base units held a number of seconds)', () => {
  it('pays 0.52 % a year: 250 UMQ for one year earn exactly 1.3 HLK, 100 UMQ earn 0.52 HLK', () => {
    expect(stakeReward(250n * UMQ, YEAR)).toBe(1_300_000_000n);
    expect(stakeReward(MIN_STAKE, YEAR)).toBe(520_000_000n);
  });

  it('accrues per second: 100 UMQ for one second earn 16 base units (16.489… rounded down)', () => {
    expect(stakeReward(100n * UMQ, 1n)).toBe(16n);
    expect(stakeReward(100n * UMQ, 2n)).toBe(32n);
    expect(stakeReward(100n * UMQ, 0n)).toBe(0n);
  });

  it('1000 UMQ for one day earn 0.014246575 HLK (…575.34 rounded down), for 30 days 0.427397260', () => {
    expect(stakeReward(1_000n * UMQ, DAY)).toBe(14_246_575n);
    expect(stakeReward(1_000n * UMQ, 30n * DAY)).toBe(427_397_260n);
  });

  it('rounds down to nothing when the product is below one base unit, as the contract does', () => {
    expect(stakeReward(1n, YEAR)).toBe(0n);
    expect(stakeReward(UMQ, 1n)).toBe(0n);
  });

  it('stays exact when amount × seconds is far past 2^64 (no overflow)', () => {
    // The largest stake a transaction can carry, held 100 years: 52 % of it, exactly.
    expect(stakeReward(MAX_UINT64, 100n * YEAR)).toBe(9_592_306_918_328_966_839n);
    expect(stakeReward(MAX_UINT64, 2n ** 32n)).toBe(13_064_004_473_432_729_435n);
  });

  it('never passes through a float: a huge stake is not rounded the way a double would round it', () => {
    const stake = 10n ** 19n - 1n;
    // A double sees 1e19 and pays 52 000 000 000 000 000; the exact answer is one base unit less.
    expect(stakeReward(stake, YEAR)).toBe(51_999_999_999_999_999n);
    expect(typeof stakeReward(stake, YEAR)).toBe('bigint');
  });
});
