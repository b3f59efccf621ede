import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestLedger } from '../../devnet/testing';
import { addUserNode, listUserNodes, normaliseNodeUrl, removeUserNode, userNodes } from './userNodes';

const MIRROR = { algodUrl: 'http://localhost:4012', indexerUrl: 'http://localhost:8992' };

describe('the user’s own nodes', () => {
  const net = useTestLedger({ mirror: MIRROR });
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps a node of this network once its genesis hash is checked, first among the nodes, until removed', async () => {
    expect(await addUserNode('algod', `${MIRROR.algodUrl}/`)).toBe('added');
    expect(listUserNodes()).toEqual([{ kind: 'algod', url: MIRROR.algodUrl }]);
    expect(userNodes('algod')).toEqual([{ url: MIRROR.algodUrl, token: '' }]);
    expect(await addUserNode('algod', MIRROR.algodUrl)).toBe('alreadyListed');
    removeUserNode('algod', MIRROR.algodUrl);
    expect(listUserNodes()).toEqual([]);
  });

  it('refuses a node that does not answer, one of another network, a configured one and a malformed URL, keeping none', async () => {
    net.mirrorFaults.set({ route: 'params', status: 503 });
    expect(await addUserNode('algod', MIRROR.algodUrl)).toBe('noAnswer');
    net.mirrorFaults.clear();
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({ 'genesis-hash': 'another network' }));
    expect(await addUserNode('algod', MIRROR.algodUrl)).toBe('otherNetwork');
    // An indexer that lists no transaction cannot prove its network.
    expect(await addUserNode('indexer', MIRROR.indexerUrl)).toBe('otherNetwork');
    expect(await addUserNode('algod', 'http://localhost:4001')).toBe('alreadyListed');
    expect(await addUserNode('algod', 'ftp://node.example.com')).toBe('invalidUrl');
    expect(listUserNodes()).toEqual([]);
  });

  it('accepts an indexer that lists a transaction of this network', async () => {
    net.fund(net.newAccount().addr);
    expect(await addUserNode('indexer', MIRROR.indexerUrl)).toBe('added');
  });

  it('normalises a URL and refuses credentials, a query or a fragment', () => {
    expect(normaliseNodeUrl(' https://node.example.com:8443/api/ ')).toBe('https://node.example.com:8443/api');
    for (const bad of [
      'https://user:pw@node.example.com',
      'https://node.example.com/?token=x',
      'https://n.example.com/#x',
      'node',
    ])
      expect(normaliseNodeUrl(bad)).toBeNull();
  });
});
