// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makePaymentTxnWithSuggestedParamsFromObject } from 'algosdk';
import { scenarios } from './scenarios';
import { algodFailure, useTestLedger } from './testing';

const control = (path: string, body?: unknown, method = 'POST') =>
  fetch(`http://localhost:4001/devnet/${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('faults and control routes (msw/node)', () => {
  const net = useTestLedger();

  it('balances500 fails account reads only', async () => {
    const alice = net.newAccount();
    net.faults.set(scenarios.balances500);
    expect((await algodFailure(net.algod.accountInformation(alice.addr).do())).status).toBe(500);
    expect((await net.algod.status().do()).lastRound).toBe(net.ledger.round);
    net.faults.clear();
    expect((await net.algod.accountInformation(alice.addr).do()).amount).toBe(10_000_000n);
  });

  it('submitLostResponse applies the group but the client sees a dropped connection', async () => {
    const [alice, bob] = [net.newAccount(), net.newAccount()];
    net.faults.set(scenarios.submitLostResponse);
    const suggestedParams = await net.algod.getTransactionParams().do();
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: bob.addr,
      amount: 1_000n,
      suggestedParams,
    });
    // No HTTP answer at all: the fetch itself fails (a browser's "Failed to fetch", Node's "fetch failed").
    await expect(net.algod.sendRawTransaction(txn.signTxn(alice.sk)).do()).rejects.toThrow(
      /failed to fetch|fetch failed/i,
    );
    expect((await net.algod.pendingTransactionInformation(txn.txID()).do()).confirmedRound).toBe(net.ledger.round);
    expect((await net.algod.accountInformation(bob.addr).do()).amount).toBe(10_001_000n);
  });

  it('adds latency to the targeted route', async () => {
    net.faults.set({ route: 'params', latencyMs: 150 });
    const started = Date.now();
    await net.algod.getTransactionParams().do();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

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
});
