// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makePaymentTxnWithSuggestedParamsFromObject } from 'algosdk';
import { algodFailure, useTestLedger } from '../testing';

const control = (path: string, body?: unknown, method = 'POST') =>
  fetch(`http://localhost:4001/devnet/${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('control routes (msw/node)', () => {
  const net = useTestLedger();

  it('sets and clears faults, funds, advances the clock and resets over the control routes', async () => {
    expect((await control('faults', { route: 'status', status: 503 })).status).toBe(200);
    expect((await algodFailure(net.algod.status().do())).status).toBe(503);
    expect((await control('faults', undefined, 'DELETE')).status).toBe(200);
    expect((await control('faults', { route: 'nowhere' })).status).toBe(400);

    const alice = net.newAccount(0n);
    expect(await (await control('fund', { address: alice.addr.toString() })).json()).toMatchObject({
      amount: 10_000_000,
    });
    expect((await control('fund', { address: 'nope' })).status).toBe(400);

    const before = net.ledger.now();
    expect(await (await control('clock', { seconds: 3600 })).json()).toEqual({ now: Number(before + 3600n) });
    expect(net.ledger.lastTimestamp()).toBe(before + 3600n);

    const suggestedParams = await net.algod.getTransactionParams().do();
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: alice.addr,
      amount: 0n,
      suggestedParams,
    });
    await net.algod.sendRawTransaction(txn.signTxn(alice.sk)).do();
    const [latest] = (await net.indexer.lookupAccountTransactions(alice.addr).do()).transactions;
    expect(latest.roundTime).toBe(Number(before + 3600n));

    expect(await (await control('reset')).json()).toEqual({ round: 1 });
    expect((await net.algod.accountInformation(alice.addr).do()).amount).toBe(0n);
    expect(await (await fetch('http://localhost:4001/devnet/health')).json()).toEqual({ ok: true, round: 1 });
  });

  it('puts the indexer a few rounds behind algod, refuses a bad lag, and releases it (or a reset does)', async () => {
    const start = net.ledger.round;
    expect(await (await control('indexer-lag', { rounds: 2 })).json()).toEqual({
      rounds: 2,
      indexerRound: Number(start),
      round: Number(start),
    });
    const alice = net.newAccount();
    expect((await net.algod.status().do()).lastRound).toBe(start + 1n);
    expect((await net.indexer.makeHealthCheck().do()).round).toBe(start);
    expect((await algodFailure(net.indexer.lookupAccountByID(alice.addr).do())).status).toBe(404);

    for (const rounds of [-1, 1.5, 1001, 'two']) expect((await control('indexer-lag', { rounds })).status).toBe(400);
    expect(net.indexerLag.rounds).toBe(2);

    expect(await (await control('indexer-lag', { rounds: 0 })).json()).toMatchObject({ rounds: 0 });
    expect((await net.indexer.lookupAccountByID(alice.addr).do()).account.amount).toBe(10_000_000n);

    await control('indexer-lag', { rounds: 3 });
    net.newAccount();
    expect(await (await control('reset')).json()).toEqual({ round: 1 });
    expect(net.indexerLag.rounds).toBe(0);
    expect((await net.indexer.makeHealthCheck().do()).round).toBe(1n);
  });
});
