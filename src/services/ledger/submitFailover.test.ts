import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestLedger } from '../../devnet/testing';
import { buildSend } from '../contracts';
import { getAccount } from './account';
import { resetClients } from './clients';
import { submit } from './submit';
import { signedGroup } from './testing';
import { addUserNode } from './userNodes';

const MIRROR = { algodUrl: 'http://localhost:4013', indexerUrl: 'http://localhost:8983' };
const BUILD_ALGOD = 'http://localhost:4001';

/** The bytes and node of every submit the page sent (POST /v2/transactions). */
function submitsSeen() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls
      .filter(([url, init]) => init?.method === 'POST' && new URL(String(url)).pathname === '/v2/transactions')
      .map(([url, init]) => ({ node: new URL(String(url)).origin, bytes: init?.body as Uint8Array }));
}

/**
 * The app's submit over two nodes of one ledger (decision 0007 and 0028): the user's node, asked first, receives the
 * group and applies it but its answer never arrives; the build's node is then sent the very same signed bytes.
 */
describe('a submit when the node that received it fails before answering', () => {
  const net = useTestLedger({ mirror: MIRROR });
  afterEach(() => {
    localStorage.clear();
    resetClients();
    vi.restoreAllMocks();
  });

  it('sends the same signed bytes to the next node, reports the group sent, and the payment moves once', async () => {
    expect(await addUserNode('algod', MIRROR.algodUrl)).toBe('added');
    resetClients();
    const alice = net.newAccount();
    const bob = net.newAccount();
    const group = await signedGroup(alice, (ctx) =>
      buildSend(ctx, { asset: 'ALGO', receiver: bob.addr.toString(), amount: 1_000_000n }),
    );
    const roundBefore = net.ledger.round;
    net.mirrorFaults.set({ route: 'submit', loseResponse: true });
    const seen = submitsSeen();

    const confirmed = await submit(group);

    const [first, second, ...more] = seen();
    expect([first.node, second.node]).toEqual([MIRROR.algodUrl, BUILD_ALGOD]);
    expect(more.filter((sent) => sent.node !== MIRROR.algodUrl)).toEqual([]); // the build's node got it once
    expect(second.bytes).toEqual(first.bytes);
    expect(first.bytes).toEqual(new Uint8Array(group.flatMap((txn) => [...txn])));
    expect(confirmed.confirmedRound).toBe(roundBefore + 1n);
    expect(net.ledger.round).toBe(roundBefore + 1n);
    expect((await getAccount(bob.addr.toString())).algo).toBe(11_000_000n);
    expect((await getAccount(alice.addr.toString())).algo).toBe(9_000_000n - 1000n);
  });
});
