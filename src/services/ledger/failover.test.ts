// @vitest-environment node
import { Algodv2, Indexer, makePaymentTxnWithSuggestedParamsFromObject } from 'algosdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestLedger } from '../../devnet/testing';
import { LOCALNET_GENESIS } from '../config/localnet';
import { FailoverHTTPClient, PASS_OVER_MS, type GenesisProbe } from './failover';
import { algodGenesis, indexerGenesis } from './nodeProbes';

const A = { algod: 'http://localhost:4001', indexer: 'http://localhost:8980' };
const B = { algod: 'http://localhost:4011', indexer: 'http://localhost:8990' };

describe('failover between two endpoints of the same ledger', () => {
  const net = useTestLedger({ mirror: { algodUrl: B.algod, indexerUrl: B.indexer } });
  afterEach(() => vi.restoreAllMocks());

  /** The URLs the page asked, in order. */
  function requests() {
    const spy = vi.spyOn(globalThis, 'fetch');
    return () => spy.mock.calls.map(([url]) => new URL(String(url)).origin);
  }

  function algodOver(urls: string[], probe: GenesisProbe = algodGenesis, genesis: string = LOCALNET_GENESIS.hash) {
    const reports: boolean[] = [];
    const transport = new FailoverHTTPClient(
      'algod',
      urls.map((url) => ({ url, token: '' })),
      'X-Algo-API-Token',
      genesis,
      probe,
      (failed) => reports.push(failed),
    );
    return { client: new Algodv2(transport, urls[0]), reports };
  }

  it('answers from the second node when the first fails (5xx, 429 or no answer), and passes the first over meanwhile', async () => {
    const asked = requests();
    for (const fault of [{ status: 503 }, { status: 429 }, { loseResponse: true }]) {
      net.faults.set({ route: '*', ...fault });
      const { client, reports } = algodOver([A.algod, B.algod]);
      expect((await client.status().do()).lastRound).toBe(net.ledger.round);
      expect(reports.at(-1)).toBe(false);
    }
    const { client } = algodOver([A.algod, B.algod]);
    await client.status().do(); // the first fails: passed over
    const before = asked().length;
    await client.getTransactionParams().do();
    expect(asked().slice(before)).toEqual([B.algod]);
  });

  it('moves back to the first node once its pause is over and it answers again', async () => {
    net.faults.set({ route: '*', status: 500 });
    const { client } = algodOver([A.algod, B.algod]);
    await client.status().do();
    net.faults.clear();
    const asked = requests();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + PASS_OVER_MS + 1);
    await client.status().do();
    expect(new Set(asked())).toEqual(new Set([A.algod])); // its genesis check (not answered before), then the read
  });

  it('never uses a node of another network, and reports when every node fails', async () => {
    const asked = requests();
    const wrong = algodOver([A.algod, B.algod], algodGenesis, 'another network’s genesis hash');
    await expect(wrong.client.status().do()).rejects.toThrow(/no algod node answers for the configured network/);
    expect(wrong.reports.at(-1)).toBe(true);
    expect(asked().length).toBe(2); // each node's genesis check, and no read from either

    net.faults.set({ route: '*', status: 503 });
    net.mirrorFaults.set({ route: '*', status: 502 });
    const down = algodOver([A.algod, B.algod]);
    await expect(down.client.status().do()).rejects.toMatchObject({ status: 502 });
    expect(down.reports).toEqual([true]);
  });

  it('hands back a node’s own refusal (a 4xx) without asking another', async () => {
    const asked = requests();
    const { client } = algodOver([A.algod, B.algod]);
    await expect(client.accountApplicationInformation(net.newAccount().addr, 999n).do()).rejects.toMatchObject({
      status: 404,
    });
    expect(asked().filter((origin) => origin === B.algod)).toEqual([]);
  });

  it('sends the same signed bytes to the next node when a submit’s answer is lost: the payment moves once', async () => {
    const alice = net.newAccount();
    const bob = net.newAccount();
    const { client } = algodOver([A.algod, B.algod]);
    const params = await client.getTransactionParams().do();
    const pay = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: bob.addr,
      amount: 1_000_000n,
      suggestedParams: params,
    });
    const signed = pay.signTxn(alice.sk);
    const bobBefore = (await client.accountInformation(bob.addr).do()).amount;
    net.faults.set({ route: 'submit', loseResponse: true });
    // The first node applied it and lost the answer; the second holds the same transaction and says so.
    await expect(client.sendRawTransaction(signed).do()).rejects.toThrow(/transaction already in ledger/);
    expect((await client.accountInformation(bob.addr).do()).amount).toBe(bobBefore + 1_000_000n);
    expect(net.ledger.state.txns.has(pay.txID())).toBe(true);
  });

  it('checks an indexer by the genesis hash of what it lists, and fails over between indexers too', async () => {
    net.fund(net.newAccount().addr); // a transaction for the indexer to list
    net.faults.set({ route: '*', status: 500 });
    const transport = new FailoverHTTPClient(
      'indexer',
      [A.indexer, B.indexer].map((url) => ({ url, token: '' })),
      'X-Indexer-API-Token',
      LOCALNET_GENESIS.hash,
      indexerGenesis,
      () => undefined,
    );
    const indexer = new Indexer(transport, A.indexer, 8980);
    expect((await indexer.makeHealthCheck().do()).round).toBe(net.ledger.round);
  });
});
