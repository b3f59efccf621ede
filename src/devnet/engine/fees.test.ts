// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makePaymentTxnWithSuggestedParamsFromObject, type SuggestedParams } from 'algosdk';
import { algodFailure, useTestLedger } from '../testing';

const setFees = (feePerByte: number) =>
  fetch('http://localhost:4001/devnet/fees', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ feePerByte }),
  });

describe('congestion fees', () => {
  const net = useTestLedger();
  const selfPay = (sp: SuggestedParams, key: { addr: { toString(): string } }) =>
    makePaymentTxnWithSuggestedParamsFromObject({
      sender: key.addr.toString(),
      receiver: key.addr.toString(),
      amount: 0n,
      suggestedParams: sp,
    });

  it('asks for a fee per byte, refuses the minimum fee below threshold, and accepts a fee computed from the params', async () => {
    const alice = net.newAccount();
    expect(await (await setFees(10)).json()).toEqual({ feePerByte: 10 });
    const sp = await net.algod.getTransactionParams().do();
    expect(sp.fee).toBe(10n);

    const cheap = selfPay({ ...sp, flatFee: true, fee: 1000n }, alice);
    const size = cheap.signTxn(alice.sk).length;
    expect((await algodFailure(net.algod.sendRawTransaction(cheap.signTxn(alice.sk)).do())).message).toBe(
      `TransactionPool.Remember: fee {1000} below threshold ${10 * size} (10 per byte * ${size} bytes)`,
    );

    const priced = selfPay(sp, alice);
    expect(priced.fee).toBeGreaterThan(2000n);
    await net.algod.sendRawTransaction(priced.signTxn(alice.sk)).do();
    expect((await net.algod.pendingTransactionInformation(priced.txID()).do()).confirmedRound).toBe(net.ledger.round);
  });

  it('goes back to the minimum fee when the congestion ends or the ledger is reset', async () => {
    const alice = net.newAccount();
    await setFees(25);
    await setFees(0);
    const sp = await net.algod.getTransactionParams().do();
    expect(sp.fee).toBe(0n);
    await net.algod.sendRawTransaction(selfPay(sp, alice).signTxn(alice.sk)).do();
    await setFees(25);
    net.ledger.reset();
    expect((await net.algod.getTransactionParams().do()).fee).toBe(0n);
    expect((await setFees(-1)).status).toBe(400);
  });
});
