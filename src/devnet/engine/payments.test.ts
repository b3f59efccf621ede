// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  waitForConfirmation,
  type SuggestedParams,
} from 'algosdk';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { algodFailure, useTestLedger } from '../testing';

describe('payments through algod', () => {
  const net = useTestLedger();
  const params = () => net.algod.getTransactionParams().do();
  const pay = (sp: SuggestedParams, from: { addr: { toString(): string } }, to: string, amount: bigint, extra = {}) =>
    makePaymentTxnWithSuggestedParamsFromObject({
      sender: from.addr.toString(),
      receiver: to,
      amount,
      suggestedParams: sp,
      ...extra,
    });

  it('confirms a signed payment, moves the ALGO and takes the 1000 µALGO fee', async () => {
    const alice = net.newAccount(5_000_000n);
    const bob = net.newAccount(1_000_000n);
    const { txid } = await net.algod
      .sendRawTransaction(pay(await params(), alice, bob.addr.toString(), 250_000n).signTxn(alice.sk))
      .do();
    const confirmed = await waitForConfirmation(net.algod, txid, 4);
    expect(confirmed.confirmedRound).toBe(net.ledger.round);
    expect((await net.algod.accountInformation(bob.addr).do()).amount).toBe(1_250_000n);
    expect((await net.algod.accountInformation(alice.addr).do()).amount).toBe(4_749_000n);
  });

  it('makes one block per accepted group and reports it in status and params', async () => {
    const alice = net.newAccount();
    const before = (await net.algod.status().do()).lastRound;
    await net.algod.sendRawTransaction(pay(await params(), alice, alice.addr.toString(), 0n).signTxn(alice.sk)).do();
    expect((await net.algod.status().do()).lastRound).toBe(before + 1n);
    const sp = await params();
    expect(sp.firstValid).toBe(before + 1n);
    expect(sp.lastValid).toBe(before + 1001n);
    expect(sp.fee).toBe(0n);
    expect(sp.minFee).toBe(1000n);
    expect(pay(sp, alice, alice.addr.toString(), 0n).fee).toBe(1000n);
  });

  it('rejects spending more than the balance with algod overspend text', async () => {
    const alice = net.newAccount(1_000_000n);
    const bob = net.newAccount();
    const txn = pay(await params(), alice, bob.addr.toString(), 2_000_000n);
    const failure = await algodFailure(net.algod.sendRawTransaction(txn.signTxn(alice.sk)).do());
    expect(failure.status).toBe(400);
    expect(failure.message).toMatch(
      new RegExp(
        `^TransactionPool\\.Remember: transaction ${txn.txID()}: overspend \\(account ${alice.addr}, data \\{AccountBaseData:\\{Status:Offline MicroAlgos:999mA .*\\}, tried to spend 2A\\)$`,
      ),
    );
  });

  it('rejects a payment that leaves the sender below its minimum balance', async () => {
    const alice = net.newAccount(1_000_000n);
    const bob = net.newAccount();
    const txn = pay(await params(), alice, bob.addr.toString(), 950_000n);
    const failure = await algodFailure(net.algod.sendRawTransaction(txn.signTxn(alice.sk)).do());
    expect(failure.message).toBe(
      `TransactionPool.Remember: transaction ${txn.txID()}: account ${alice.addr} balance 49000 below min 100000 (0 assets)`,
    );
  });

  it('rejects funding a new account with less than its minimum balance, and accepts the minimum', async () => {
    const alice = net.newAccount();
    const fresh = net.newAccount(0n);
    const small = pay(await params(), alice, fresh.addr.toString(), 99_999n);
    expect((await algodFailure(net.algod.sendRawTransaction(small.signTxn(alice.sk)).do())).message).toBe(
      `TransactionPool.Remember: transaction ${small.txID()}: account ${fresh.addr} balance 99999 below min 100000 (0 assets)`,
    );
    const enough = pay(await params(), alice, fresh.addr.toString(), 100_000n);
    await net.algod.sendRawTransaction(enough.signTxn(alice.sk)).do();
    expect((await net.algod.accountInformation(fresh.addr).do()).amount).toBe(100_000n);
  });

  it('refuses to leave an account at 0 ALGO unless it is closed out (holding an asset or not), as on MainNet', async () => {
    const alice = net.newAccount(1_000_000n);
    const bob = net.newAccount();
    const optIn = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: alice.addr,
      amount: 0n,
      assetIndex: LOCALNET_IDS.assets.UMQ,
      suggestedParams: await params(),
    });
    await net.algod.sendRawTransaction(optIn.signTxn(alice.sk)).do();
    const emptying = pay(await params(), alice, bob.addr.toString(), 998_000n);
    expect((await algodFailure(net.algod.sendRawTransaction(emptying.signTxn(alice.sk)).do())).message).toBe(
      `TransactionPool.Remember: transaction ${emptying.txID()}: account ${alice.addr} balance 0 below min 200000 (1 assets)`,
    );
    const carol = net.newAccount(1_000_000n);
    const spendAll = pay(await params(), carol, bob.addr.toString(), 999_000n);
    expect((await algodFailure(net.algod.sendRawTransaction(spendAll.signTxn(carol.sk)).do())).message).toBe(
      `TransactionPool.Remember: transaction ${spendAll.txID()}: account ${carol.addr} balance 0 below min 100000 (0 assets)`,
    );
    const closeOut = pay(await params(), carol, bob.addr.toString(), 0n, { closeRemainderTo: bob.addr });
    await net.algod.sendRawTransaction(closeOut.signTxn(carol.sk)).do();
    expect((await net.algod.accountInformation(carol.addr).do()).amount).toBe(0n);
  });

  it('closes an account to another, reporting the closing amount', async () => {
    const alice = net.newAccount(3_000_000n);
    const bob = net.newAccount();
    const txn = pay(await params(), alice, bob.addr.toString(), 1_000_000n, { closeRemainderTo: bob.addr });
    const { txid } = await net.algod.sendRawTransaction(txn.signTxn(alice.sk)).do();
    const info = await net.algod.pendingTransactionInformation(txid).do();
    expect(info.closingAmount).toBe(1_999_000n);
    expect((await net.algod.accountInformation(alice.addr).do()).amount).toBe(0n);
    expect((await net.algod.accountInformation(bob.addr).do()).amount).toBe(13_000_000n - 1000n);
  });

  it('rejects the same transaction twice', async () => {
    const alice = net.newAccount();
    const txn = pay(await params(), alice, alice.addr.toString(), 1n);
    await net.algod.sendRawTransaction(txn.signTxn(alice.sk)).do();
    const failure = await algodFailure(net.algod.sendRawTransaction(txn.signTxn(alice.sk)).do());
    expect(failure.message).toBe(`TransactionPool.Remember: transaction already in ledger: ${txn.txID()}`);
  });
});
