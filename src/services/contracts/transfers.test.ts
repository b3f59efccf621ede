// @vitest-environment node
import { OnApplicationComplete } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { usePlayers } from '../../devnet/apps/testing';
import { MIN_TXN_FEE, UMQ_UNIT } from '../config/onchain';
import { decodeGroup } from './decode';
import { describeTxn, testAppAddress, testContext } from './testing';
import { buildAppOptIn, buildAssetOptIn, buildSend } from './transfers';

const friend = testContext.ids.admin;

describe('buildSend', () => {
  it('sends ALGO as one payment with the minimum fee and no group', () => {
    const built = buildSend(testContext, { asset: 'ALGO', receiver: friend, amount: 2_500_000n });
    expect(built.txns.map(describeTxn)).toEqual([
      { type: 'pay', sender: testContext.sender, receiver: friend, amount: 2_500_000n, fee: MIN_TXN_FEE },
    ]);
    expect(built.txns[0].group).toBeUndefined();
    expect(decodeGroup(built.txns, testContext.ids)).toMatchObject({
      moves: [{ asset: 'ALGO', amount: 2_500_000n }],
      moxFee: 0n,
      networkFee: 1000n,
      receiver: friend,
    });
  });

  it('sends a token as an asset transfer of that asset', () => {
    const built = buildSend(testContext, { asset: 'HLK', receiver: friend, amount: 7n });
    expect(built.txns.map(describeTxn)).toEqual([
      { type: 'axfer', sender: testContext.sender, receiver: friend, amount: 7n, assetId: 1002n, fee: 1000n },
    ]);
    expect(decodeGroup(built.txns, testContext.ids)).toMatchObject({
      moves: [{ asset: 'HLK', amount: 7n }],
      moxFee: 0n,
      networkFee: 1000n,
    });
  });

  it('keeps the validity window and genesis of the suggested params', () => {
    const [txn] = buildSend(testContext, { asset: 'ALGO', receiver: friend, amount: 1n }).txns;
    expect([txn.firstValid, txn.lastValid, txn.genesisID]).toEqual([10n, 1010n, 'test-v1']);
    expect(txn.genesisHash).toEqual(testContext.params.genesisHash);
  });
});

describe('buildAssetOptIn', () => {
  it('is a zero-amount transfer of the token to oneself', () => {
    const built = buildAssetOptIn(testContext, 'UMQ');
    expect(built.txns.map(describeTxn)).toEqual([
      {
        type: 'axfer',
        sender: testContext.sender,
        receiver: testContext.sender,
        amount: 0n,
        assetId: 1001n,
        fee: 1000n,
      },
    ]);
    expect(decodeGroup(built.txns, testContext.ids)).toMatchObject({
      moves: [],
      moxFee: 0n,
      networkFee: 1000n,
      receiver: testContext.sender,
    });
  });
});

describe('buildAppOptIn', () => {
  it('is an OptIn call of the app with no args', () => {
    const built = buildAppOptIn(testContext, 'quiz');
    expect(built.txns.map(describeTxn)).toEqual([
      {
        type: 'appl',
        sender: testContext.sender,
        appId: 2004n,
        onComplete: OnApplicationComplete.OptInOC,
        args: [],
        foreignAssets: [],
        fee: 1000n,
      },
    ]);
    expect(decodeGroup(built.txns, testContext.ids)).toMatchObject({
      moves: [],
      moxFee: 0n,
      networkFee: 1000n,
      receiver: testAppAddress('quiz'),
    });
  });
});

describe('basic transfers on the devnet', () => {
  const net = usePlayers();

  it('moves ALGO and a token, each for one minimum fee', async () => {
    const alice = net.player({ UMQ: 50n * UMQ_UNIT });
    const bob = net.player({ UMQ: 0n });
    const aliceAlgo = await alice.algo();
    const bobAlgo = await bob.algo();

    await alice.send(
      buildSend(await alice.context(), { asset: 'ALGO', receiver: bob.address, amount: 1_500_000n }).txns,
    );
    await alice.send(
      buildSend(await alice.context(), { asset: 'UMQ', receiver: bob.address, amount: 12n * UMQ_UNIT }).txns,
    );

    expect(await bob.algo()).toBe(bobAlgo + 1_500_000n);
    expect(await alice.algo()).toBe(aliceAlgo - 1_500_000n - 2n * MIN_TXN_FEE);
    expect(await bob.token('UMQ')).toBe(12n * UMQ_UNIT);
    expect(await alice.token('UMQ')).toBe(38n * UMQ_UNIT);
  });

  it('opts in to a token with a zero self-transfer, after which the token can be received', async () => {
    const alice = net.player({ HLK: 5n });
    const bob = net.player();
    await expect(
      alice.send(buildSend(await alice.context(), { asset: 'HLK', receiver: bob.address, amount: 5n }).txns),
    ).rejects.toThrow(/must optin, asset 1002 missing/);

    await bob.send(buildAssetOptIn(await bob.context(), 'HLK').txns);
    expect(await bob.token('HLK')).toBe(0n);
    await alice.send(buildSend(await alice.context(), { asset: 'HLK', receiver: bob.address, amount: 5n }).txns);
    expect(await bob.token('HLK')).toBe(5n);
  });
});
