// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatStakeDuration, stakeFigures } from './format';

describe('stake figures', () => {
  it('splits the seconds staked into days, hours, minutes and seconds', () => {
    expect(formatStakeDuration(0n)).toBe('0 d 0 h 0 min 0 s');
    expect(formatStakeDuration(59n)).toBe('0 d 0 h 0 min 59 s');
    expect(formatStakeDuration(90_061n)).toBe('1 d 1 h 1 min 1 s');
    expect(formatStakeDuration(31_536_000n)).toBe('365 d 0 h 0 min 0 s');
  });

  it('shows the reward with all nine HLK decimals, so a few base units a second are seen growing', () => {
    expect(stakeFigures(250n * 10n ** 9n, { seconds: 31_536_000n, reward: 1_300_000_000n }, 0.52)).toEqual({
      amount: '250 UMQ',
      timeStaked: '365 d 0 h 0 min 0 s',
      reward: '1,300000000 HLK',
      apr: '0,52 %',
    });
    expect(stakeFigures(100n * 10n ** 9n, { seconds: 1n, reward: 16n }, 0.52).reward).toBe('0,000000016 HLK');
  });
});
