// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  makeAssetConfigTxnWithSuggestedParamsFromObject,
  makeAssetCreateTxnWithSuggestedParamsFromObject,
  makeAssetDestroyTxnWithSuggestedParamsFromObject,
  makeAssetFreezeTxnWithSuggestedParamsFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  decodeSignedTransaction,
  modelsv2,
  type Address,
  type Transaction,
} from 'algosdk';
import { algodFailure, useTestLedger } from '../testing';

type Key = { addr: Address; sk: Uint8Array };

describe('assets made, reconfigured, frozen and destroyed as algod does', () => {
  const net = useTestLedger();
  const params = () => net.algod.getTransactionParams().do();

  async function submit(txn: Transaction, key: Key) {
    await net.algod.sendRawTransaction(txn.signTxn(key.sk)).do();
    return net.algod.pendingTransactionInformation(txn.txID()).do();
  }
  /** algod's refusal text of `txn`, without the pool prefix and the transaction id. */
  async function refusal(txn: Transaction, key: Key) {
    const { message } = await algodFailure(net.algod.sendRawTransaction(txn.signTxn(key.sk)).do());
    return message.replace(`TransactionPool.Remember: transaction ${txn.txID()}: `, '');
  }
  async function create(
    creator: Key,
    fields: Partial<Parameters<typeof makeAssetCreateTxnWithSuggestedParamsFromObject>[0]> = {},
  ) {
    const txn = makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      total: 1_000n,
      decimals: 2,
      defaultFrozen: false,
      unitName: 'COIN',
      assetName: 'Coin',
      assetURL: 'https://coin.example',
      manager: creator.addr,
      reserve: creator.addr,
      freeze: creator.addr,
      clawback: creator.addr,
      suggestedParams: await params(),
      ...fields,
    });
    const pending = await submit(txn, creator);
    return pending.assetIndex!;
  }
  async function axfer(
    from: Key,
    to: Address,
    assetIndex: bigint,
    amount: bigint,
    extra: { closeRemainderTo?: Address; assetSender?: Address } = {},
  ) {
    return makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: from.addr,
      receiver: to,
      assetIndex,
      amount,
      suggestedParams: await params(),
      ...extra,
    });
  }
  const optIn = async (key: Key, id: bigint) => submit(await axfer(key, key.addr, id, 0n), key);
  const freeze = async (by: Key, target: Address, id: bigint, frozen: boolean) =>
    makeAssetFreezeTxnWithSuggestedParamsFromObject({
      sender: by.addr,
      freezeTarget: target,
      assetIndex: id,
      frozen,
      suggestedParams: await params(),
    });
  const holding = async (who: Address, id: bigint) =>
    (await net.algod.accountAssetInformation(who, id).do()).assetHolding;

  it('creates an asset: the creator holds the whole supply, pays 0.1 ALGO of minimum balance, and algod describes it', async () => {
    const creator = net.newAccount();
    const before = await net.algod.accountInformation(creator.addr).do();
    const id = await create(creator);
    const { params: asset } = await net.algod.getAssetByID(id).do();
    expect(asset).toMatchObject({
      creator: creator.addr.toString(),
      total: 1_000n,
      decimals: 2,
      unitName: 'COIN',
      name: 'Coin',
      url: 'https://coin.example',
    });
    expect(asset?.freeze?.toString()).toBe(creator.addr.toString());
    expect(asset?.clawback?.toString()).toBe(creator.addr.toString());
    const after = await net.algod.accountInformation(creator.addr).do();
    expect(after.minBalance - before.minBalance).toBe(100_000n);
    expect(after.createdAssets?.map((a) => a.index)).toEqual([id]);
    expect((await holding(creator.addr, id))?.amount).toBe(1_000n);
  });

  it('never reuses an id: each creation gets a new one, even after a destroy', async () => {
    const creator = net.newAccount();
    const first = await create(creator);
    await submit(
      makeAssetDestroyTxnWithSuggestedParamsFromObject({
        sender: creator.addr,
        assetIndex: first,
        suggestedParams: await params(),
      }),
      creator,
    );
    const second = await create(creator);
    expect(second).toBeGreaterThan(first);
  });

  it('refuses the WellFormed limits with algod texts: names, unit, url and decimals', async () => {
    const creator = net.newAccount();
    const base = {
      sender: creator.addr,
      total: 1n,
      decimals: 0,
      defaultFrozen: false,
      suggestedParams: await params(),
    };
    const cases: [Partial<Parameters<typeof makeAssetCreateTxnWithSuggestedParamsFromObject>[0]>, string][] = [
      [{ assetName: 'n'.repeat(33) }, 'transaction asset name too big: 33 > 32'],
      // 7 characters, 9 bytes in UTF-8: the limit counts bytes.
      [{ unitName: 'ñandúes' }, 'transaction asset unit name too big: 9 > 8'],
      [{ assetURL: 'u'.repeat(97) }, 'transaction asset url too big: 97 > 96'],
      [{ decimals: 20 }, 'transaction asset decimals is too high (max is 19)'],
    ];
    for (const [fields, text] of cases) {
      const txn = makeAssetCreateTxnWithSuggestedParamsFromObject({ ...base, ...fields });
      const { message } = await algodFailure(net.algod.sendRawTransaction(txn.signTxn(creator.sk)).do());
      expect(message).toMatch(new RegExp(`invalid : ${text.replace(/[()]/g, '\\$&')}$`));
    }
    const fine = makeAssetCreateTxnWithSuggestedParamsFromObject({
      ...base,
      assetName: 'n'.repeat(32),
      unitName: 'ñandú',
      decimals: 19,
    });
    expect((await submit(fine, creator)).assetIndex).toBeGreaterThan(0n);
  });

  it('lets only the manager reconfigure; a cleared role can never be set again', async () => {
    const [creator, stranger] = [net.newAccount(), net.newAccount()];
    const id = await create(creator);
    const attack = makeAssetConfigTxnWithSuggestedParamsFromObject({
      sender: stranger.addr,
      assetIndex: id,
      manager: stranger.addr,
      reserve: stranger.addr,
      freeze: stranger.addr,
      clawback: stranger.addr,
      strictEmptyAddressChecking: false,
      suggestedParams: await params(),
    });
    expect(await refusal(attack, stranger)).toBe(
      `this transaction should be issued by the manager. It is issued by ${stranger.addr}, manager key ${creator.addr}`,
    );
    // The manager clears the freeze address and moves the reserve.
    const clear = makeAssetConfigTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      assetIndex: id,
      manager: creator.addr,
      reserve: stranger.addr,
      clawback: creator.addr,
      strictEmptyAddressChecking: false,
      suggestedParams: await params(),
    });
    await submit(clear, creator);
    const again = makeAssetConfigTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      assetIndex: id,
      manager: creator.addr,
      reserve: stranger.addr,
      freeze: creator.addr,
      clawback: creator.addr,
      suggestedParams: await params(),
    });
    await submit(again, creator);
    const asset = (await net.algod.getAssetByID(id).do()).params;
    expect(asset?.freeze).toBeUndefined();
    expect(asset?.reserve?.toString()).toBe(stranger.addr.toString());
    // Nobody can freeze any more.
    expect(await refusal(await freeze(creator, creator.addr, id, true), creator)).toBe(
      `freeze not allowed: sender ${creator.addr}, freeze AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ`,
    );
  });

  it('freezes a holding only by the freeze address; a frozen holding neither sends nor receives, but the clawback moves it', async () => {
    const [creator, alice, bob] = [net.newAccount(), net.newAccount(), net.newAccount()];
    const id = await create(creator);
    await optIn(alice, id);
    await optIn(bob, id);
    await submit(await axfer(creator, alice.addr, id, 300n), creator);
    expect(await refusal(await freeze(bob, alice.addr, id, true), bob)).toBe(
      `freeze not allowed: sender ${bob.addr}, freeze ${creator.addr}`,
    );
    await submit(await freeze(creator, alice.addr, id, true), creator);
    expect((await holding(alice.addr, id))?.isFrozen).toBe(true);
    expect(await refusal(await axfer(alice, bob.addr, id, 1n), alice)).toBe(`asset ${id} frozen in ${alice.addr}`);
    expect(await refusal(await axfer(creator, alice.addr, id, 1n), creator)).toBe('asset frozen in recipient');
    // A clawback by anyone else is refused; by the clawback address it moves frozen units.
    const stolen = await axfer(bob, bob.addr, id, 100n, { assetSender: alice.addr });
    expect(await refusal(stolen, bob)).toBe(`clawback not allowed: sender ${bob.addr}, clawback ${creator.addr}`);
    await submit(await axfer(creator, bob.addr, id, 100n, { assetSender: alice.addr }), creator);
    expect((await holding(alice.addr, id))?.amount).toBe(200n);
    expect((await holding(bob.addr, id))?.amount).toBe(100n);
  });

  it('gives a default-frozen asset frozen holdings on opt-in (the creator’s own stays free)', async () => {
    const [creator, alice] = [net.newAccount(), net.newAccount()];
    const id = await create(creator, { defaultFrozen: true });
    await optIn(alice, id);
    expect((await holding(alice.addr, id))?.isFrozen).toBe(true);
    expect((await holding(creator.addr, id))?.isFrozen).toBe(false);
    expect(await refusal(await axfer(creator, alice.addr, id, 5n), creator)).toBe('asset frozen in recipient');
  });

  it('destroys only by the manager and only with every unit back with the creator', async () => {
    const [creator, alice] = [net.newAccount(), net.newAccount()];
    const id = await create(creator);
    await optIn(alice, id);
    await submit(await axfer(creator, alice.addr, id, 10n), creator);
    const destroy = async (by: Key) =>
      makeAssetDestroyTxnWithSuggestedParamsFromObject({
        sender: by.addr,
        assetIndex: id,
        suggestedParams: await params(),
      });
    expect(await refusal(await destroy(alice), alice)).toBe(
      `this transaction should be issued by the manager. It is issued by ${alice.addr}, manager key ${creator.addr}`,
    );
    expect(await refusal(await destroy(creator), creator)).toBe(
      'cannot destroy asset: creator is holding only 990/1000',
    );
    await submit(await axfer(alice, creator.addr, id, 10n), alice);
    const before = await net.algod.accountInformation(creator.addr).do();
    await submit(await destroy(creator), creator);
    expect(await algodFailure(net.algod.getAssetByID(id).do())).toEqual({
      status: 404,
      message: 'asset does not exist',
    });
    const after = await net.algod.accountInformation(creator.addr).do();
    // The creator's own holding goes with the asset, and its 0.1 ALGO reserve with it.
    expect(before.minBalance - after.minBalance).toBe(100_000n);
    // The holder keeps an empty holding: a transfer is refused, an opt-out still works and frees its reserve.
    expect((await holding(alice.addr, id))?.amount).toBe(0n);
    expect(await refusal(await axfer(alice, alice.addr, id, 1n), alice)).toBe(
      'underflow on subtracting 1 from sender amount 0',
    );
    const optOut = await axfer(alice, creator.addr, id, 0n, { closeRemainderTo: creator.addr });
    await submit(optOut, alice);
    expect((await net.algod.accountInformation(alice.addr).do()).minBalance).toBe(100_000n);
  });

  it('refuses a clawback that also closes, as WellFormed does', async () => {
    const creator = net.newAccount();
    const id = await create(creator);
    const txn = await axfer(creator, creator.addr, id, 0n, {
      assetSender: creator.addr,
      closeRemainderTo: creator.addr,
    });
    const { message } = await algodFailure(net.algod.sendRawTransaction(txn.signTxn(creator.sk)).do());
    expect(message).toMatch(/invalid : cannot close asset by clawback$/);
  });

  it('simulates a creation without making it', async () => {
    const creator = net.newAccount();
    const round = net.ledger.round;
    const txn = makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      total: 5n,
      decimals: 0,
      defaultFrozen: false,
      unitName: 'SIM',
      suggestedParams: await params(),
    });
    const request = new modelsv2.SimulateRequest({
      txnGroups: [
        new modelsv2.SimulateRequestTransactionGroup({ txns: [decodeSignedTransaction(txn.signTxn(creator.sk))] }),
      ],
    });
    const result = await net.algod.simulateTransactions(request).do();
    const created = result.txnGroups[0].txnResults[0].txnResult.assetIndex!;
    expect(created).toBeGreaterThan(0n);
    expect(net.ledger.round).toBe(round);
    expect(await algodFailure(net.algod.getAssetByID(created).do())).toEqual({
      status: 404,
      message: 'asset does not exist',
    });
  });
});
