/**
 * The scenario tables play the wallet's groups (support/calls.ts); this holds those groups to what the wallet's
 * own builders (src/services/contracts) put on the wire today: each transaction's kind, sender, receiver, token,
 * amount and note, and each call's app, on-completion, args as bytes, foreign assets, box references and the inner
 * transfers its fee pays for.
 */
import { Address, OnApplicationComplete, TransactionType, encodeUint64, type Transaction } from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { AppName } from '../../src/services/config/onchain';
import {
  appAddress,
  buildAppOptIn,
  buildBuy,
  buildClaimAirdrop,
  buildClaimStakeReward,
  buildQuizSubmit,
  buildSpin,
  buildStake,
  buildTargetSubmit,
  buildWithdraw,
  type BuiltGroup,
} from '../../src/services/contracts';
import { testContext as ctx } from '../../src/services/contracts/testing';
import {
  claimCall,
  claimRewardCall,
  purchase,
  quizGroup,
  spinGroup,
  stakeGroup,
  targetGroup,
  withdrawGroup,
} from './support/calls';
import { UMQ, type GroupTxn } from './support/scenario';

const minFee = BigInt(ctx.params.minFee);
const bytes = (arg: string | bigint) =>
  Array.from(typeof arg === 'string' ? new TextEncoder().encode(arg) : encodeUint64(arg));

/** A scenario group as the bytes-level view both sides are compared in. */
function fromScenario(app: AppName, group: readonly GroupTxn[]) {
  return group.map((txn) => {
    if ('transfer' in txn) return { transfer: txn.transfer, to: txn.to, amount: txn.amount, note: txn.note };
    if ('optIn' in txn) return { app, optIn: true };
    if ('lifecycle' in txn) throw new Error('the wallet never updates nor deletes an app');
    if ('leave' in txn) throw new Error('the wallet never closes out nor clears an app');
    const args = (txn.args ?? []).map((arg) => {
      if (typeof arg === 'function') throw new Error('a wallet group has fixed args');
      if (typeof arg === 'object') throw new Error('a wallet group passes no address');
      return arg;
    });
    const boxes = txn.boxes ?? [];
    return {
      app,
      call: bytes(txn.call),
      args: args.map(bytes),
      assets: txn.assets ?? [],
      boxes,
      inner: txn.inner ?? 0,
    };
  });
}

/** What the wallet's builder produced, in the same view (the player is the builder's sender). */
function fromWallet(app: AppName, { txns }: BuiltGroup) {
  const party = (address: string) =>
    ({ [ctx.sender]: 'player', [ctx.ids.admin]: 'admin', [appAddress(ctx.ids, app)]: 'app' })[address] ?? address;
  const token = (assetId: bigint) =>
    ({ [`${ctx.ids.assets.UMQ}`]: 'UMQ', [`${ctx.ids.assets.HLK}`]: 'HLK' })[`${assetId}`];
  return txns.map((txn: Transaction) => {
    expect(txn.sender.toString()).toBe(ctx.sender);
    if (txn.type === TransactionType.axfer) {
      const xfer = txn.assetTransfer!;
      const note = txn.note.length ? new TextDecoder().decode(txn.note) : undefined;
      return { transfer: token(xfer.assetIndex), to: party(xfer.receiver.toString()), amount: xfer.amount, note };
    }
    const call = txn.applicationCall!;
    expect(call.appIndex).toBe(ctx.ids.apps[app]);
    if (call.onComplete === OnApplicationComplete.OptInOC) return { app, optIn: true };
    expect(call.onComplete).toBe(OnApplicationComplete.NoOpOC);
    const [method, ...args] = call.appArgs.map((arg) => Array.from(arg));
    // Each transaction pays one minimum fee for itself (algod's fee per byte is 0 here) and one per inner transfer.
    const inner = Number(txn.fee / minFee) - 1;
    // A box named by a party's public key, referenced on the called app itself (index 0).
    const boxes = call.boxes.map(({ appIndex, name }) => {
      expect(BigInt(appIndex)).toBe(0n);
      return party(new Address(name).toString());
    });
    return { app, call: method, args, assets: call.foreignAssets.map(token), boxes, inner };
  });
}

describe('the scenario tables play exactly the groups the wallet builds', () => {
  it.each<[string, AppName, BuiltGroup, readonly GroupTxn[]]>([
    ['roulette spin', 'roulette', buildSpin(ctx, { random: 123_456_789n }), spinGroup(123_456_789n)],
    ['airdrop claim', 'airdrop', buildClaimAirdrop(ctx), [claimCall]],
    ['marketplace purchase', 'marketplace', buildBuy(ctx, { item: 'Netflix' }), purchase('Netflix', 10_000n)],
    ['quiz result', 'quiz', buildQuizSubmit(ctx, { score: 7n, time: 12_034n }), quizGroup(7n, 12_034n)],
    ['target result', 'target', buildTargetSubmit(ctx, { score: 3n }), targetGroup(3n)],
    ['stake', 'staking', buildStake(ctx, { amount: 1_000n * UMQ }), stakeGroup(1_000n * UMQ)],
    ['withdrawal', 'staking', buildWithdraw(ctx), withdrawGroup],
    ['claim of a recorded reward', 'staking', buildClaimStakeReward(ctx), [claimRewardCall]],
    ['app opt-in', 'quiz', buildAppOptIn(ctx, 'quiz'), [{ optIn: true }]],
  ])('%s', (_, app, built, scenario) => {
    expect(fromWallet(app, built)).toEqual(fromScenario(app, scenario));
  });
});
