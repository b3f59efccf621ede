// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makePaymentTxnWithSuggestedParamsFromObject, type Address } from 'algosdk';
import { algodFailure, useTestLedger } from '../testing';

describe('rekeying (rekey-to and auth-addr)', () => {
  const net = useTestLedger();
  const pay = async (from: Address, to: Address, amount: bigint, extra = {}) =>
    makePaymentTxnWithSuggestedParamsFromObject({
      sender: from,
      receiver: to,
      amount,
      suggestedParams: await net.algod.getTransactionParams().do(),
      ...extra,
    });

  it('moves the signing key to the auth address, shown by algod and the indexer', async () => {
    const alice = net.newAccount();
    const key = net.newAccount();
    const bob = net.newAccount();
    const rekey = await pay(alice.addr, alice.addr, 0n, { rekeyTo: key.addr });
    await net.algod.sendRawTransaction(rekey.signTxn(alice.sk)).do();
    expect((await net.algod.accountInformation(alice.addr).do()).authAddr?.toString()).toBe(key.addr.toString());

    const ownKey = await pay(alice.addr, bob.addr, 1n);
    expect((await algodFailure(net.algod.sendRawTransaction(ownKey.signTxn(alice.sk)).do())).message).toBe(
      `TransactionPool.Remember: transaction ${ownKey.txID()}: should have been authorized by ${key.addr} but was actually authorized by ${alice.addr}`,
    );
    // algosdk names the signer (sgnr) when the key is not the sender's.
    const byAuth = await pay(alice.addr, bob.addr, 1_000_000n);
    await net.algod.sendRawTransaction(byAuth.signTxn(key.sk)).do();
    expect((await net.algod.accountInformation(bob.addr).do()).amount).toBe(11_000_000n);

    const indexed = await net.indexer.lookupAccountTransactions(alice.addr).do();
    expect(indexed.transactions.map((t) => [t.id, t.authAddr?.toString(), t.rekeyTo?.toString()])).toEqual([
      [byAuth.txID(), key.addr.toString(), undefined],
      [rekey.txID(), undefined, key.addr.toString()],
      expect.anything(),
    ]);
  });

  it('gives the account its own key back when rekeyed to itself', async () => {
    const alice = net.newAccount();
    const key = net.newAccount();
    await net.algod
      .sendRawTransaction((await pay(alice.addr, alice.addr, 0n, { rekeyTo: key.addr })).signTxn(alice.sk))
      .do();
    const back = await pay(alice.addr, alice.addr, 0n, { rekeyTo: alice.addr });
    await net.algod.sendRawTransaction(back.signTxn(key.sk)).do();
    expect((await net.algod.accountInformation(alice.addr).do()).authAddr).toBeUndefined();
    await net.algod.sendRawTransaction((await pay(alice.addr, alice.addr, 0n)).signTxn(alice.sk)).do();
  });

  it('clears the auth address when the account is closed out', async () => {
    const alice = net.newAccount();
    const key = net.newAccount();
    const bob = net.newAccount();
    await net.algod
      .sendRawTransaction((await pay(alice.addr, alice.addr, 0n, { rekeyTo: key.addr })).signTxn(alice.sk))
      .do();
    const close = await pay(alice.addr, bob.addr, 0n, { closeRemainderTo: bob.addr });
    await net.algod.sendRawTransaction(close.signTxn(key.sk)).do();
    const closed = await net.algod.accountInformation(alice.addr).do();
    expect([closed.amount, closed.authAddr]).toEqual([0n, undefined]);
  });
});
