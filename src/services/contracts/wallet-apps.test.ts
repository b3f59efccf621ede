// @vitest-environment node
import { OnApplicationComplete, decodeAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { MOX_FEE } from '../config/onchain';
import { buildClaimAirdrop } from './airdrop';
import { buildBuy } from './marketplace';
import { buildStake, buildWithdraw } from './staking';
import { decodeGroup } from './decode';
import { describeTxn, testAppAddress, testContext, utf8Bytes } from './testing';

const { sender } = testContext;
const umq = 10n ** 9n;
const noOp = { type: 'appl', sender, onComplete: OnApplicationComplete.NoOpOC };

describe('buildClaimAirdrop', () => {
  it('is one claim_airdrop call naming UMQ and the claimer’s record box, paying for the gift transfer', () => {
    const built = buildClaimAirdrop(testContext);
    expect(built.txns.map(describeTxn)).toEqual([
      { ...noOp, appId: 2002n, args: [utf8Bytes('claim_airdrop')], foreignAssets: [1001n], fee: 2000n },
    ]);
    // The box named by the sender's bare public key, on the called app itself: the AVM refuses a box not named.
    expect(built.txns[0].applicationCall!.boxes).toEqual([{ appIndex: 0n, name: decodeAddress(sender).publicKey }]);
    expect(built.txns[0].group).toBeUndefined();
    expect(decodeGroup(built.txns, testContext.ids)).toMatchObject({
      moves: [],
      moxFee: 0n,
      networkFee: 2000n,
      receiver: testAppAddress('airdrop'),
    });
  });
});

describe('buildBuy', () => {
  it('pays the fee, then the price with the item id as note, then buy + item id', () => {
    const built = buildBuy(testContext, { item: 'Netflix' });
    const app = testAppAddress('marketplace');
    expect(built.txns.map(describeTxn)).toEqual([
      { type: 'axfer', sender, receiver: app, amount: MOX_FEE, assetId: 1001n, fee: 1000n },
      { type: 'axfer', sender, receiver: app, amount: 10_000n * umq, assetId: 1001n, note: 'Netflix', fee: 1000n },
      { ...noOp, appId: 2003n, args: [utf8Bytes('buy'), utf8Bytes('Netflix')], foreignAssets: [], fee: 1000n },
    ]);
    expect(new Set(built.txns.map((txn) => txn.group?.toString())).size).toBe(1);
    expect(decodeGroup(built.txns, testContext.ids)).toMatchObject({
      moves: [{ asset: 'UMQ', amount: 10_000n * umq }],
      moxFee: MOX_FEE,
      networkFee: 3000n,
      receiver: app,
    });
  });
});

describe('buildStake', () => {
  it('deposits the amount with the app, then do_stake', () => {
    const built = buildStake(testContext, { amount: 250n * umq });
    const app = testAppAddress('staking');
    expect(built.txns.map(describeTxn)).toEqual([
      { type: 'axfer', sender, receiver: app, amount: 250n * umq, assetId: 1001n, fee: 1000n },
      { ...noOp, appId: 2006n, args: [utf8Bytes('do_stake')], foreignAssets: [], fee: 1000n },
    ]);
    expect(built.txns[1].group).toEqual(built.txns[0].group);
    expect(decodeGroup(built.txns, testContext.ids)).toMatchObject({
      moves: [{ asset: 'UMQ', amount: 250n * umq }],
      moxFee: 0n,
      networkFee: 2000n,
      receiver: app,
    });
  });
});

describe('buildWithdraw', () => {
  it('pays the fee, then withdraw_stake naming UMQ and HLK, paying for both inner transfers', () => {
    const built = buildWithdraw(testContext);
    const app = testAppAddress('staking');
    expect(built.txns.map(describeTxn)).toEqual([
      { type: 'axfer', sender, receiver: app, amount: MOX_FEE, assetId: 1001n, fee: 1000n },
      { ...noOp, appId: 2006n, args: [utf8Bytes('withdraw_stake')], foreignAssets: [1001n, 1002n], fee: 3000n },
    ]);
    expect(built.txns[1].group).toEqual(built.txns[0].group);
    expect(decodeGroup(built.txns, testContext.ids)).toMatchObject({
      moves: [],
      moxFee: MOX_FEE,
      networkFee: 4000n,
      receiver: app,
    });
  });
});
