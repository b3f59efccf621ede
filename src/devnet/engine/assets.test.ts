// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeAssetTransferTxnWithSuggestedParamsFromObject, type Address } from 'algosdk';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { algodFailure, useTestLedger } from '../testing';

const UMQ = LOCALNET_IDS.assets.UMQ;

describe('asset transfers through algod', () => {
  const net = useTestLedger();
  type Key = { addr: Address; sk: Uint8Array };
  async function axfer(from: Key, to: Key, amount: bigint, assetIndex = UMQ) {
    const suggestedParams = await net.algod.getTransactionParams().do();
    const txn = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: from.addr,
      receiver: to.addr,
      amount,
      assetIndex,
      suggestedParams,
    });
    return { txn, send: () => net.algod.sendRawTransaction(txn.signTxn(from.sk)).do() };
  }

  it('opts in with a zero self-transfer, which raises the minimum balance by 0.1 ALGO', async () => {
    const alice = net.newAccount();
    await (await axfer(alice, alice, 0n)).send();
    const info = await net.algod.accountInformation(alice.addr).do();
    expect(info.minBalance).toBe(200_000n);
    expect(info.totalAssetsOptedIn).toBe(1);
    expect(info.assets).toEqual([expect.objectContaining({ assetId: UMQ, amount: 0n, isFrozen: false })]);
    const holding = await net.algod.accountAssetInformation(alice.addr, UMQ).do();
    expect(holding.assetHolding?.amount).toBe(0n);
  });

  it('accepts a zero transfer between accounts not opted in, moving nothing, and refuses a non-zero one', async () => {
    const [alice, bob] = [net.newAccount(), net.newAccount()];
    const zero = await axfer(alice, bob, 0n);
    await zero.send();
    expect((await net.algod.pendingTransactionInformation(zero.txn.txID()).do()).confirmedRound).toBe(net.ledger.round);
    expect((await net.algod.accountInformation(bob.addr).do()).assets).toEqual([]);
    expect((await net.algod.accountInformation(alice.addr).do()).assets).toEqual([]);
    const one = await axfer(alice, bob, 1n);
    expect((await algodFailure(one.send())).message).toBe(
      `TransactionPool.Remember: transaction ${one.txn.txID()}: asset ${UMQ} missing from ${alice.addr}`,
    );
  });

  it('moves units between opted-in accounts', async () => {
    const [alice, bob] = [net.newAccount(), net.newAccount()];
    await (await axfer(alice, alice, 0n)).send();
    await (await axfer(bob, bob, 0n)).send();
    net.ledger.state.accounts.get(alice.addr.toString())!.assets.get(UMQ)!.amount = 500n;
    await (await axfer(alice, bob, 200n)).send();
    expect((await net.algod.accountAssetInformation(bob.addr, UMQ).do()).assetHolding?.amount).toBe(200n);
    expect((await net.algod.accountAssetInformation(alice.addr, UMQ).do()).assetHolding?.amount).toBe(300n);
  });

  it('rejects a receiver that has not opted in, a sender without the asset and an underflow', async () => {
    const [alice, bob] = [net.newAccount(), net.newAccount()];
    const noHolding = await axfer(alice, bob, 1n);
    expect((await algodFailure(noHolding.send())).message).toBe(
      `TransactionPool.Remember: transaction ${noHolding.txn.txID()}: asset ${UMQ} missing from ${alice.addr}`,
    );
    await (await axfer(alice, alice, 0n)).send();
    net.ledger.state.accounts.get(alice.addr.toString())!.assets.get(UMQ)!.amount = 5n;
    const notOptedIn = await axfer(alice, bob, 1n);
    expect((await algodFailure(notOptedIn.send())).message).toBe(
      `TransactionPool.Remember: transaction ${notOptedIn.txn.txID()}: receiver error: must optin, asset ${UMQ} missing from ${bob.addr}`,
    );
    await (await axfer(bob, bob, 0n)).send();
    const tooMuch = await axfer(alice, bob, 100n);
    expect((await algodFailure(tooMuch.send())).message).toBe(
      `TransactionPool.Remember: transaction ${tooMuch.txn.txID()}: underflow on subtracting 100 from sender amount 5`,
    );
  });

  it('rejects an opt-in that the account cannot afford (minimum balance with the holding)', async () => {
    const poor = net.newAccount(150_000n);
    const optIn = await axfer(poor, poor, 0n);
    expect((await algodFailure(optIn.send())).message).toBe(
      `TransactionPool.Remember: transaction ${optIn.txn.txID()}: account ${poor.addr} balance 149000 below min 200000 (1 assets)`,
    );
  });

  it('rejects an unknown asset and answers 404s for unknown asset reads', async () => {
    const alice = net.newAccount();
    const unknown = await axfer(alice, alice, 0n, 999_999n);
    expect((await algodFailure(unknown.send())).message).toBe(
      `TransactionPool.Remember: transaction ${unknown.txn.txID()}: asset 999999 does not exist or has been deleted`,
    );
    expect(await algodFailure(net.algod.getAssetByID(999_999n).do())).toEqual({
      status: 404,
      message: 'asset does not exist',
    });
    expect(await algodFailure(net.algod.accountAssetInformation(alice.addr, UMQ).do())).toEqual({
      status: 404,
      message: 'account asset info not found',
    });
  });

  it('describes UMQ and HLK with 9 decimals', async () => {
    const umq = await net.algod.getAssetByID(UMQ).do();
    expect(umq.params).toMatchObject({ decimals: 9, unitName: 'UMQ' });
    const hlk = await net.algod.getAssetByID(LOCALNET_IDS.assets.HLK).do();
    expect(hlk.params).toMatchObject({ decimals: 9, unitName: 'HLK' });
  });
});
