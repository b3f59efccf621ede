import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetClients } from '../../services/ledger';
import { reportNodes } from '../../services/ledger/nodeHealth';
import { useEveryNodeFailing } from './useEveryNodeFailing';

describe('useEveryNodeFailing', () => {
  it('is true only while every node of a kind fails, and false again once one answers', () => {
    const { result } = renderHook(useEveryNodeFailing);
    expect(result.current).toBe(false);
    act(() => reportNodes('indexer', true));
    expect(result.current).toBe(true);
    act(() => reportNodes('algod', true));
    act(() => reportNodes('indexer', false));
    expect(result.current).toBe(true);
    act(() => reportNodes('algod', false));
    expect(result.current).toBe(false);
  });

  it('is false again once the clients are forgotten (a new node list): what they found went with them', () => {
    const { result } = renderHook(useEveryNodeFailing);
    act(() => reportNodes('algod', true));
    expect(result.current).toBe(true);
    act(() => resetClients());
    expect(result.current).toBe(false);
  });
});
