import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestLedger } from '../../devnet/testing';
import { es } from '../../i18n';
import { useUserNodes } from './useUserNodes';

// A second algod + indexer over the same local ledger: a node of this network the build does not list.
const MIRROR = { algodUrl: 'http://localhost:4014', indexerUrl: 'http://localhost:8994' };

describe('useUserNodes', () => {
  const net = useTestLedger({ mirror: MIRROR });
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  const typeNode = async (
    hook: { current: ReturnType<typeof useUserNodes> },
    kind: 'algod' | 'indexer',
    url: string,
  ) => {
    act(() => hook.current.setKind(kind));
    act(() => hook.current.setUrl(url));
    await act(() => hook.current.add());
  };

  it('adds a node of the local ledger once checked, lists it after a reload, and removes it', async () => {
    const { result } = renderHook(() => useUserNodes());
    expect(result.current.nodes).toEqual([]);
    await typeNode(result, 'algod', MIRROR.algodUrl);
    expect(result.current.error).toBeUndefined();
    expect(result.current.added).toBe(true);
    expect(result.current.url).toBe('');
    expect(result.current.nodes).toEqual([{ kind: 'algod', url: MIRROR.algodUrl }]);

    net.fund(net.newAccount().addr);
    await typeNode(result, 'indexer', MIRROR.indexerUrl);
    const both = [
      { kind: 'algod', url: MIRROR.algodUrl },
      { kind: 'indexer', url: MIRROR.indexerUrl },
    ];
    expect(result.current.nodes).toEqual(both);
    // Kept in the browser: a page opened later lists them.
    expect(renderHook(() => useUserNodes()).result.current.nodes).toEqual(both);

    act(() => result.current.remove({ kind: 'algod', url: MIRROR.algodUrl }));
    expect(result.current.nodes).toEqual([{ kind: 'indexer', url: MIRROR.indexerUrl }]);
    expect(renderHook(() => useUserNodes()).result.current.nodes).toEqual([
      { kind: 'indexer', url: MIRROR.indexerUrl },
    ]);
  });

  it('refuses a node of another network, one that does not answer and a malformed URL, in Spanish, keeping none', async () => {
    const { result } = renderHook(() => useUserNodes());
    // The node answers, but for another genesis.
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({ 'genesis-hash': 'otra red' }));
    await typeNode(result, 'algod', MIRROR.algodUrl);
    expect(result.current.error).toBe(es.userNodes.otherNetwork);
    expect(result.current.added).toBe(false);
    expect(result.current.url).toBe(MIRROR.algodUrl);

    net.mirrorFaults.set({ route: 'params', status: 503 });
    await typeNode(result, 'algod', MIRROR.algodUrl);
    expect(result.current.error).toBe(es.userNodes.noAnswer);

    await typeNode(result, 'algod', 'nodo sin dirección');
    expect(result.current.error).toBe(es.userNodes.invalidUrl);
    expect(result.current.nodes).toEqual([]);
    expect(renderHook(() => useUserNodes()).result.current.nodes).toEqual([]);

    // Editing the form clears the message.
    act(() => result.current.setUrl(MIRROR.algodUrl));
    expect(result.current.error).toBeUndefined();
  });
});
