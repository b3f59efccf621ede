import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shortenAddress } from '../format';
import { ownFarDown, topTen } from './fixtures';
import { RankingTable } from './RankingTable';

// Every row render shortens its address exactly once, so the calls count row renders.
vi.mock('../format', async (importOriginal) => {
  const original = await importOriginal<typeof import('../format')>();
  return { ...original, shortenAddress: vi.fn(original.shortenAddress) };
});
const rowRenders = vi.mocked(shortenAddress);

/** A poll's answer with the same figures in new objects, as a fresh decode of the indexer gives. */
const samePoll = () => topTen.map((row) => ({ ...row }));

describe('RankingTable row renders', () => {
  beforeEach(() => {
    rowRenders.mockClear();
  });

  it('renders each shown row once: the top ten and the own row further down', () => {
    render(<RankingTable rows={topTen} own={ownFarDown} players={1000} />);
    expect(rowRenders).toHaveBeenCalledTimes(11);
  });

  it('re-renders no row for an unchanged poll, even with new objects', () => {
    const { rerender } = render(<RankingTable rows={topTen} own={ownFarDown} players={1000} />);
    rowRenders.mockClear();
    rerender(<RankingTable rows={samePoll()} own={{ ...ownFarDown }} players={1000} />);
    expect(rowRenders).not.toHaveBeenCalled();
  });

  it('re-renders only the rows whose figures changed', () => {
    const { rerender } = render(<RankingTable rows={topTen} own={ownFarDown} players={1000} />);
    rowRenders.mockClear();
    const changed = samePoll();
    changed[4] = { ...changed[4], time: '00:40.00' };
    rerender(<RankingTable rows={changed} own={{ ...ownFarDown, rank: '#700' }} players={1000} />);
    expect(rowRenders.mock.calls.map(([address]) => address)).toEqual([topTen[4].address, ownFarDown.address]);
  });
});
