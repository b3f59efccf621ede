// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makePaymentTxnWithSuggestedParamsFromObject, type Address } from 'algosdk';
import { algodFailure, useTestLedger } from '../testing';

describe('an indexer that trails algod (indexer lag)', () => {
  const net = useTestLedger();

  /** Pays `amount` µALGO from `from` to `to` on algod; returns the txid once it is in a block. */
  async function pay(from: { addr: Address; sk: Uint8Array }, to: Address, amount: bigint): Promise<string> {
    const suggestedParams = await net.algod.getTransactionParams().do();
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: from.addr,
      receiver: to,
      amount,
      suggestedParams,
    });
    await net.algod.sendRawTransaction(txn.signTxn(from.sk)).do();
    return txn.txID();
  }

  it('answers from the state of N rounds ago, current-round included, while algod has the new rounds', async () => {
    const alice = net.newAccount();
    const bob = net.newAccount();
    const before = net.ledger.round;
    net.indexerLag.set(2);
    const sent = await pay(alice, bob.addr, 1_000_000n);

    // algod has the payment at once.
    expect((await net.algod.accountInformation(bob.addr).do()).amount).toBe(11_000_000n);
    expect((await net.algod.status().do()).lastRound).toBe(before + 1n);
    // The indexer still answers as of the round it had: no payment in the history, the old balance, its round.
    const history = await net.indexer.lookupAccountTransactions(bob.addr).do();
    expect(history.currentRound).toBe(before);
    expect(history.transactions.map((t) => t.id)).not.toContain(sent);
    const account = await net.indexer.lookupAccountByID(bob.addr).do();
    expect([account.account.amount, account.currentRound]).toEqual([10_000_000n, before]);
    expect((await algodFailure(net.indexer.lookupTransactionByID(sent).do())).status).toBe(404);

    // Two rounds later the indexer has ingested the payment's round, and no later one.
    net.ledger.makeBlock();
    net.ledger.makeBlock();
    const caughtUp = await net.indexer.lookupAccountTransactions(bob.addr).do();
    expect(caughtUp.currentRound).toBe(before + 1n);
    expect(caughtUp.transactions.filter((t) => t.id === sent)).toHaveLength(1);
    expect((await net.indexer.lookupAccountByID(bob.addr).do()).account.amount).toBe(11_000_000n);
    expect((await net.indexer.makeHealthCheck().do()).round).toBe(before + 1n);
  });

  it('keeps its answers as they were while later blocks change the ledger', async () => {
    const alice = net.newAccount();
    const bob = net.newAccount();
    net.indexerLag.set(5);
    const held = net.ledger.round;
    await pay(alice, bob.addr, 2_000_000n);
    await pay(bob, alice.addr, 500_000n);
    const { accounts, currentRound } = await net.indexer.searchAccounts().do();
    expect(currentRound).toBe(held);
    expect(accounts.find((a) => a.address === bob.addr.toString())?.amount).toBe(10_000_000n);
    expect((await net.indexer.lookupAccountTransactions(alice.addr).do()).transactions).toHaveLength(1);
  });

  it('is caught up at once when released', async () => {
    const alice = net.newAccount();
    net.indexerLag.set(3);
    const sent = await pay(alice, alice.addr, 0n);
    net.indexerLag.set(0);
    const { transaction, currentRound } = await net.indexer.lookupTransactionByID(sent).do();
    expect(currentRound).toBe(net.ledger.round);
    expect(transaction.confirmedRound).toBe(net.ledger.round);
  });
});
