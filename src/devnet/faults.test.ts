// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makePaymentTxnWithSuggestedParamsFromObject } from 'algosdk';
import { scenarios } from './scenarios';
import { algodFailure, useTestLedger } from './testing';

describe('faults (msw/node)', () => {
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
});
