import { describe, expect, it } from 'vitest';
import { makePaymentTxnWithSuggestedParamsFromObject, waitForConfirmation } from 'algosdk';
import { useTestLedger } from '../testing';

describe('payments', () => {
  const net = useTestLedger();

  it('confirms a signed payment and moves the ALGO', async () => {
    const alice = net.newAccount(5_000_000n);
    const bob = net.newAccount(1_000_000n);
    const suggestedParams = await net.algod.getTransactionParams().do();
    const txn = makePaymentTxnWithSuggestedParamsFromObject({ sender: alice.addr, receiver: bob.addr, amount: 250_000n, suggestedParams });
    const { txid } = await net.algod.sendRawTransaction(txn.signTxn(alice.sk)).do();
    const confirmed = await waitForConfirmation(net.algod, txid, 4);
    expect(confirmed.confirmedRound).toBeGreaterThan(0n);
    const info = await net.algod.accountInformation(bob.addr).do();
    expect(info.amount).toBe(1_250_000n);
    expect((await net.algod.accountInformation(alice.addr).do()).amount).toBe(5_000_000n - 250_000n - 1000n);
  });
});
