import { makeApplicationCloseOutTxnFromObject } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { MIN_STAKE, MOX_FEE, UMQ_UNIT } from '../../services/config/onchain';
import {
  appAddress,
  buildAssetOptIn,
  buildClaimStakeReward,
  buildStake,
  buildWithdraw,
  type BuildContext,
} from '../../services/contracts';
import { appCall, tokenTransfer } from '../../services/contracts/group';
import { giveAsset } from '../genesis/builder';
import { TEST_CLOCK_START } from '../testing';
import { ASSERT_FAILED, regroup, usePlayers } from './testing';

const UMQ = UMQ_UNIT;
const THIRTY_DAYS = 30n * 24n * 3600n;

describe('staking', () => {
  const net = usePlayers();

  /** The staking app's HLK pool set to exactly `amount` (the treasury takes back or tops up the difference). */
  function setPool(amount: bigint) {
    const app = appAddress(LOCALNET_IDS, 'staking');
    const held = net.ledger.state.accounts.get(app)!.assets.get(LOCALNET_IDS.assets.HLK)!.amount;
    giveAsset(net.ledger.state, app, LOCALNET_IDS.assets.HLK, amount - held);
  }

  const closeOut = (ctx: BuildContext) =>
    makeApplicationCloseOutTxnFromObject({
      sender: ctx.sender,
      appIndex: ctx.ids.apps.staking,
      suggestedParams: ctx.params,
    });

  const optedInPlayer = (tokens?: { UMQ?: bigint; HLK?: bigint }) => net.optedInPlayer(['staking'], tokens);

  it('keeps the stake with its start time, then returns it with the HLK reward for the time held', async () => {
    const player = await optedInPlayer();
    expect(await player.local('staking')).toEqual({ monto_stake: 0n, inicio_stake: 0n, hlk_pendiente: 0n });

    await player.send(buildStake(await player.context(), { amount: 1_000n * UMQ }).txns);
    expect(await player.local('staking')).toEqual({
      monto_stake: 1_000n * UMQ,
      inicio_stake: TEST_CLOCK_START,
      hlk_pendiente: 0n,
    });
    expect(await player.token('UMQ')).toBe(1_000n * UMQ);

    net.ledger.advanceClock(THIRTY_DAYS);
    net.ledger.makeBlock(); // the AVM's LatestTimestamp is the previous block's: one must be made after the wait
    const confirmed = await player.send(buildWithdraw(await player.context()).txns);

    expect(confirmed.innerTxns).toHaveLength(2);
    expect(await player.token('UMQ')).toBe(2_000n * UMQ - MOX_FEE);
    // 1000 UMQ × 2 592 000 s × 0.0052 / 31 536 000 s = 0.427397260… HLK, rounded down.
    expect(await player.token('HLK')).toBe(427_397_260n);
    expect(await player.local('staking')).toEqual({ monto_stake: 0n, inicio_stake: 0n, hlk_pendiente: 0n });
  });

  it('attack: with the HLK pool drained, a withdrawal still returns the principal and records the reward', async () => {
    const player = await optedInPlayer();
    await player.send(buildStake(await player.context(), { amount: 1_000n * UMQ }).txns);
    setPool(0n);
    net.ledger.advanceClock(THIRTY_DAYS);
    net.ledger.makeBlock();
    const confirmed = await player.send(buildWithdraw(await player.context()).txns);

    expect(confirmed.innerTxns).toHaveLength(1);
    expect(await player.token('UMQ')).toBe(2_000n * UMQ - MOX_FEE);
    expect(await player.token('HLK')).toBe(0n);
    expect(await player.local('staking')).toEqual({ monto_stake: 0n, inicio_stake: 0n, hlk_pendiente: 427_397_260n });
    // The record outlives the stake: the account cannot close out and lose it.
    await expect(player.send([closeOut(await player.context())])).rejects.toThrow(ASSERT_FAILED);

    // A claim while the pool is still short is refused; once it is funded the claim pays exactly once.
    await expect(player.send(buildClaimStakeReward(await player.context()).txns)).rejects.toThrow(ASSERT_FAILED);
    setPool(10n * UMQ);
    await player.send(buildClaimStakeReward(await player.context()).txns);
    expect(await player.token('HLK')).toBe(427_397_260n);
    expect((await player.local('staking')).hlk_pendiente).toBe(0n);
    await expect(player.send(buildClaimStakeReward(await player.context()).txns)).rejects.toThrow(ASSERT_FAILED);
    expect(await player.token('HLK')).toBe(427_397_260n);
    await player.send([closeOut(await player.context())]);
  });

  it('counts the time held to the previous block’s timestamp (LatestTimestamp), not to the wall clock', async () => {
    const player = await optedInPlayer();
    await player.send(buildStake(await player.context(), { amount: 1_000n * UMQ }).txns);
    net.ledger.advanceClock(THIRTY_DAYS);
    await player.send(buildWithdraw(await player.context()).txns);
    expect(await player.token('HLK')).toBe(0n);
  });

  it('accepts exactly the minimum and refuses one base unit less', async () => {
    const player = await optedInPlayer();
    await expect(player.send(buildStake(await player.context(), { amount: MIN_STAKE - 1n }).txns)).rejects.toThrow(
      ASSERT_FAILED,
    );
    await player.send(buildStake(await player.context(), { amount: MIN_STAKE }).txns);
    expect((await player.local('staking')).monto_stake).toBe(MIN_STAKE);
  });

  it('refuses a second stake while one runs', async () => {
    const player = await optedInPlayer();
    await player.send(buildStake(await player.context(), { amount: 500n * UMQ }).txns);
    await expect(player.send(buildStake(await player.context(), { amount: 500n * UMQ }).txns)).rejects.toThrow(
      ASSERT_FAILED,
    );
    expect((await player.local('staking')).monto_stake).toBe(500n * UMQ);
  });

  it('refuses a stake paid to another address', async () => {
    const player = await optedInPlayer();
    const ctx = await player.context();
    const { txns } = buildStake(ctx, { amount: 500n * UMQ });
    txns[0] = tokenTransfer(ctx, { asset: 'UMQ', receiver: appAddress(ctx.ids, 'quiz'), amount: 500n * UMQ });
    await expect(player.send(regroup(txns))).rejects.toThrow(ASSERT_FAILED);
  });

  it('fails the assert on a withdrawal with no stake', async () => {
    const player = await optedInPlayer();
    await expect(player.send(buildWithdraw(await player.context()).txns)).rejects.toThrow(ASSERT_FAILED);
    expect(await player.token('UMQ')).toBe(2_000n * UMQ);
  });

  it('refuses a withdrawal without the fee or without HLK among the foreign assets', async () => {
    const player = await optedInPlayer();
    await player.send(buildStake(await player.context(), { amount: 500n * UMQ }).txns);
    const ctx = await player.context();
    const noFee = buildWithdraw(ctx).txns.slice(1);
    noFee[0].group = undefined;
    await expect(player.send(noFee)).rejects.toThrow(ASSERT_FAILED);
    const { txns } = buildWithdraw(ctx);
    txns[1] = appCall(ctx, 'staking', { method: 'withdraw_stake', foreignAssets: ['UMQ'], innerTransfers: 2 });
    await expect(player.send(regroup(txns))).rejects.toThrow(ASSERT_FAILED);
    expect((await player.local('staking')).monto_stake).toBe(500n * UMQ);
  });

  it('cannot pay the reward before the HLK opt-in, and can once it is done', async () => {
    const player = await optedInPlayer({ UMQ: 1_000n * UMQ });
    await player.send(buildStake(await player.context(), { amount: 500n * UMQ }).txns);
    net.ledger.advanceClock(THIRTY_DAYS);
    net.ledger.makeBlock();
    await expect(player.send(buildWithdraw(await player.context()).txns)).rejects.toThrow(
      /must optin, asset 1002 missing/,
    );
    expect((await player.local('staking')).monto_stake).toBe(500n * UMQ);

    await player.send(buildAssetOptIn(await player.context(), 'HLK').txns);
    await player.send(buildWithdraw(await player.context()).txns);
    expect(await player.token('UMQ')).toBe(1_000n * UMQ - MOX_FEE);
    expect(await player.token('HLK')).toBe(213_698_630n);
  });
});
