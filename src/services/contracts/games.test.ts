// @vitest-environment node
import { OnApplicationComplete } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { GAME_ENTRY, MOX_FEE } from '../config/onchain';
import { buildQuizSubmit } from './quiz';
import { buildSpin } from './roulette';
import { buildTargetSubmit } from './target';
import { decodeGroup } from './decode';
import { describeTxn, testAppAddress, testContext, utf8Bytes } from './testing';

const { sender } = testContext;
const umqTo = (receiver: string, amount: bigint) => ({
  type: 'axfer',
  sender,
  receiver,
  amount,
  assetId: 1001n,
  fee: 1000n,
});
const call = (appId: bigint, args: number[][], foreignAssets: bigint[], fee: bigint) => ({
  type: 'appl',
  sender,
  appId,
  onComplete: OnApplicationComplete.NoOpOC,
  args,
  foreignAssets,
  fee,
});

describe('buildSpin', () => {
  const built = buildSpin(testContext, { random: 0x0102_0304_0506_0708n });

  it('pays fee and entry to the admin, then calls spin with the random uint64 big-endian', () => {
    expect(built.txns.map(describeTxn)).toEqual([
      umqTo(testContext.ids.admin, MOX_FEE),
      umqTo(testContext.ids.admin, GAME_ENTRY),
      call(2001n, [utf8Bytes('spin'), [1, 2, 3, 4, 5, 6, 7, 8]], [1001n], 2000n),
    ]);
  });

  it('shares one group id and reports entry, Mox fee and the pooled network fee', () => {
    const [first, ...rest] = built.txns;
    expect(first.group).toHaveLength(32);
    for (const txn of rest) expect(txn.group).toEqual(first.group);
    expect(decodeGroup(built.txns, testContext.ids)).toMatchObject({
      moves: [{ asset: 'UMQ', amount: GAME_ENTRY }],
      moxFee: MOX_FEE,
      networkFee: 4000n,
      receiver: testContext.ids.admin,
    });
  });

  it('encodes small random numbers on 8 bytes', () => {
    expect(describeTxn(buildSpin(testContext, { random: 5n }).txns[2]).args?.[1]).toEqual([0, 0, 0, 0, 0, 0, 0, 5]);
  });
});

describe('buildQuizSubmit', () => {
  it('pays fee and entry to the quiz app, then submit_result + score + time, no inner fee', () => {
    const built = buildQuizSubmit(testContext, { score: 9n, time: 4321n });
    const app = testAppAddress('quiz');
    expect(built.txns.map(describeTxn)).toEqual([
      umqTo(app, MOX_FEE),
      umqTo(app, GAME_ENTRY),
      call(2004n, [utf8Bytes('submit_result'), [0, 0, 0, 0, 0, 0, 0, 9], [0, 0, 0, 0, 0, 0, 0x10, 0xe1]], [], 1000n),
    ]);
    expect(new Set(built.txns.map((txn) => txn.group?.toString())).size).toBe(1);
    expect(decodeGroup(built.txns, testContext.ids)).toMatchObject({
      moves: [{ asset: 'UMQ', amount: GAME_ENTRY }],
      moxFee: MOX_FEE,
      networkFee: 3000n,
      receiver: app,
    });
  });
});

describe('buildTargetSubmit', () => {
  it('pays fee and entry to the target app, then submit_result + score with UMQ for the reward', () => {
    const built = buildTargetSubmit(testContext, { score: 12n });
    const app = testAppAddress('target');
    expect(built.txns.map(describeTxn)).toEqual([
      umqTo(app, MOX_FEE),
      umqTo(app, GAME_ENTRY),
      call(2005n, [utf8Bytes('submit_result'), [0, 0, 0, 0, 0, 0, 0, 12]], [1001n], 2000n),
    ]);
    expect(decodeGroup(built.txns, testContext.ids)).toMatchObject({
      moves: [{ asset: 'UMQ', amount: GAME_ENTRY }],
      moxFee: MOX_FEE,
      networkFee: 4000n,
      receiver: app,
    });
  });
});
