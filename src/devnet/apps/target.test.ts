// @vitest-environment node
import type { Transaction } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { GAME_ENTRY, MOX_FEE, UMQ_UNIT } from '../../services/config/onchain';
import { appAddress, buildAppOptIn, buildTargetSubmit, type BuildContext } from '../../services/contracts';
import { appCall, tokenTransfer } from '../../services/contracts/group';
import { ASSERT_FAILED, regroup, usePlayers } from './testing';

const UMQ = UMQ_UNIT;
const PRICE = MOX_FEE + GAME_ENTRY;

describe('target', () => {
  const net = usePlayers();

  async function optedInPlayer() {
    const player = net.player({ UMQ: 1_000n * UMQ });
    await player.send(buildAppOptIn(await player.context(), 'target').txns);
    return player;
  }

  it('records the score and pays 10 UMQ per point from the app account', async () => {
    const player = await optedInPlayer();
    expect(await player.local('target')).toEqual({ ultimo_puntaje: 0n });
    const ctx = await player.context();
    const appBefore = (await net.tokenOf(appAddress(ctx.ids, 'target'), 'UMQ'))!;

    const confirmed = await player.send(buildTargetSubmit(ctx, { score: 17n }).txns);

    expect(confirmed.innerTxns).toHaveLength(1);
    expect(await player.local('target')).toEqual({ ultimo_puntaje: 17n });
    expect(await player.token('UMQ')).toBe(1_000n * UMQ - PRICE + 170n * UMQ);
    expect(await net.tokenOf(appAddress(ctx.ids, 'target'), 'UMQ')).toBe(appBefore + PRICE - 170n * UMQ);
  });

  it('accepts a score of 0: records it and pays nothing', async () => {
    const player = await optedInPlayer();
    await player.send(buildTargetSubmit(await player.context(), { score: 3n }).txns);
    const confirmed = await player.send(buildTargetSubmit(await player.context(), { score: 0n }).txns);
    expect(confirmed.innerTxns ?? []).toHaveLength(0);
    expect(await player.local('target')).toEqual({ ultimo_puntaje: 0n });
    expect(await player.token('UMQ')).toBe(1_000n * UMQ - 2n * PRICE + 30n * UMQ);
  });

  /** Ways to break a correct submission, each against one rule of the contract. */
  const broken: Record<string, (txns: Transaction[], ctx: BuildContext) => void> = {
    'a score above the 1000 cap': (txns, ctx) => {
      txns[2] = appCall(ctx, 'target', {
        method: 'submit_result',
        args: [1001n],
        foreignAssets: ['UMQ'],
        innerTransfers: 1,
      });
    },
    'a score longer than 8 bytes': (txns, ctx) => {
      txns[2] = appCall(ctx, 'target', {
        method: 'submit_result',
        args: ['123456789'],
        foreignAssets: ['UMQ'],
        innerTransfers: 1,
      });
    },
    'no UMQ among the foreign assets': (txns, ctx) => {
      txns[2] = appCall(ctx, 'target', { method: 'submit_result', args: [5n], innerTransfers: 1 });
    },
    'the fee missing': (txns, ctx) => {
      txns[0] = tokenTransfer(ctx, { asset: 'UMQ', receiver: appAddress(ctx.ids, 'target'), amount: 0n });
    },
  };
  it.each(Object.keys(broken))('rejects a submission with %s and pays nothing', async (name) => {
    const player = await optedInPlayer();
    const ctx = await player.context();
    const { txns } = buildTargetSubmit(ctx, { score: 5n });
    broken[name](txns, ctx);
    await expect(player.send(regroup(txns))).rejects.toThrow(ASSERT_FAILED);
    expect(await player.token('UMQ')).toBe(1_000n * UMQ);
    expect(await player.local('target')).toEqual({ ultimo_puntaje: 0n });
  });
});
