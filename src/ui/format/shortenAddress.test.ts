// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sampleData } from '../fixtures';
import { shortenAddress } from './shortenAddress';

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters of an address around an ellipsis', () => {
    expect(shortenAddress(sampleData.address)).toBe('SOWRUO…7SFE');
  });

  it('leaves a string that is already short untouched', () => {
    expect(shortenAddress('ABCDEFGHIJK')).toBe('ABCDEFGHIJK');
    expect(shortenAddress('')).toBe('');
  });

  it('accepts other head and tail lengths (transaction ids)', () => {
    expect(shortenAddress(sampleData.txId, 4, 4)).toBe('U4JF…4X2A');
  });
});
