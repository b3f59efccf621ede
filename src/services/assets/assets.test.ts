// @vitest-environment node
import { makeAssetCreateTxnWithSuggestedParamsFromObject } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { useTestLedger } from '../../devnet/testing';
import { knownAsset } from '../amounts';
import { LOCALNET_IDS } from '../config/localnet';
import { decodeGroup } from '../contracts/decode';
import { testContext } from '../contracts/testing';
import { getAccount } from '../ledger/account';
import { assertSignable, UnsafeGroupError } from '../ledger/signingPolicy';
import { signAndSubmit } from '../ledger/testing';
import { buildOptInById, buildOptOut, buildSendById } from '../contracts';
import { appsNeeding, getAssetParams } from '.';

describe('assets by id on the ledger', () => {
  const net = useTestLedger();

  /** An asset made by an outside account with plain algosdk; returns its id and creator. */
  async function outsideAsset(decimals = 2) {
    const creator = net.newAccount();
    const txn = makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      total: 1_000_000n,
      decimals,
      defaultFrozen: false,
      unitName: 'BARRIO',
      assetName: 'Moneda del barrio',
      manager: creator.addr,
      suggestedParams: await net.algod.getTransactionParams().do(),
    });
    await net.algod.sendRawTransaction(txn.signTxn(creator.sk)).do();
    const id = (await net.algod.pendingTransactionInformation(txn.txID()).do()).assetIndex!;
    return { id, creator };
  }

  it('reads an asset’s name, unit, decimals and creator once, and null for one that does not exist', async () => {
    const { id, creator } = await outsideAsset();
    expect(await getAssetParams(id)).toEqual({
      id,
      name: 'Moneda del barrio',
      unit: 'BARRIO',
      decimals: 2,
      creator: creator.addr.toString(),
    });
    expect(knownAsset(id)?.unit).toBe('BARRIO');
    expect(await getAssetParams(987_654_321n)).toBeNull();
  });

  it('opts in by id (0.1 ALGO more minimum balance), receives, sends and opts out to the creator, freeing it', async () => {
    const { id, creator } = await outsideAsset();
    await getAssetParams(id);
    const alice = net.newAccount(2_000_000n);
    const before = await getAccount(alice.addr.toString());
    await signAndSubmit(alice, (ctx) => buildOptInById(ctx, id));
    const joined = await getAccount(alice.addr.toString());
    expect(joined.minBalance - before.minBalance).toBe(100_000n);
    expect(joined.holdings).toEqual([{ assetId: id, amount: 0n, frozen: false }]);
    // The creator pays 300 base units in; 250 go back.
    await signAndSubmit(creator, (ctx) =>
      buildSendById(ctx, { assetId: id, receiver: alice.addr.toString(), amount: 300n }),
    );
    await signAndSubmit(alice, (ctx) =>
      buildSendById(ctx, { assetId: id, receiver: creator.addr.toString(), amount: 250n }),
    );
    expect((await getAccount(alice.addr.toString())).holdings[0].amount).toBe(50n);
    await signAndSubmit(alice, (ctx) => buildOptOut(ctx, id, creator.addr.toString()));
    const left = await getAccount(alice.addr.toString());
    expect(left.holdings).toEqual([]);
    expect(left.minBalance).toBe(before.minBalance);
    expect((await net.algod.accountAssetInformation(creator.addr, id).do()).assetHolding?.amount).toBe(1_000_000n);
  });

  it('builds an opt-out whose close-to signing allows only when the request declares it', async () => {
    const { id, creator } = await outsideAsset();
    await getAssetParams(id);
    const { txns } = buildOptOut(testContext, id, creator.addr.toString());
    expect(txns[0].assetTransfer?.closeRemainderTo?.toString()).toBe(creator.addr.toString());
    expect(() => assertSignable(txns)).toThrow(UnsafeGroupError);
    expect(() => assertSignable(txns, { closeAsset: true })).not.toThrow();
    // The confirmation names the asset by its unit, read from its params.
    expect(decodeGroup(txns, testContext.ids).moves).toEqual([{ asset: id, amount: 0n }]);
  });

  it('refuses to decode a transfer of an asset whose params were never read', () => {
    const { txns } = buildSendById(testContext, { assetId: 555_555n, receiver: testContext.ids.admin, amount: 1n });
    expect(() => decodeGroup(txns, testContext.ids)).toThrow('unknown asset 555555');
  });
});

describe('appsNeeding', () => {
  const { apps } = LOCALNET_IDS;
  it('names the apps the account is opted in to that need the token, none when it is in none', () => {
    expect(appsNeeding('UMQ', [apps.roulette, apps.staking, apps.quiz], apps)).toEqual(['roulette', 'staking']);
    expect(appsNeeding('HLK', [apps.roulette], apps)).toEqual([]);
    expect(appsNeeding('HLK', [apps.staking], apps)).toEqual(['staking']);
  });
});
