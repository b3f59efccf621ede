// @vitest-environment node
import type { Transaction } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { MOX_FEE, UMQ_UNIT } from '../../services/config/onchain';
import { appAddress, buildAppOptIn, buildBuy, type BuildContext } from '../../services/contracts';
import { appCall, tokenTransfer } from '../../services/contracts/group';
import { ASSERT_FAILED, regroup, usePlayers } from './testing';

const UMQ = UMQ_UNIT;

describe('marketplace', () => {
  const net = usePlayers();

  async function optedInPlayer() {
    const player = net.player({ UMQ: 30_000n * UMQ, HLK: 30_000n * UMQ });
    await player.send(buildAppOptIn(await player.context(), 'marketplace').txns);
    return player;
  }

  it('takes fee and price into the app account and adds the price to umq_spent', async () => {
    const player = await optedInPlayer();
    const ctx = await player.context();
    const shop = appAddress(ctx.ids, 'marketplace');
    const shopBefore = (await net.tokenOf(shop, 'UMQ'))!;
    expect(await player.local('marketplace')).toEqual({ umq_spent: 0n });

    await player.send(buildBuy(ctx, { item: 'HBO' }).txns);
    await player.send(buildBuy(await player.context(), { item: 'Netflix' }).txns);

    expect(await player.local('marketplace')).toEqual({ umq_spent: 18_000n });
    expect(await player.token('UMQ')).toBe(30_000n * UMQ - 18_000n * UMQ - 2n * MOX_FEE);
    expect(await net.tokenOf(shop, 'UMQ')).toBe(shopBefore + 18_000n * UMQ + 2n * MOX_FEE);
  });

  const price = (item: string) => (item === 'Netflix' ? 10_000n : 8_000n) * UMQ;
  const noteOf = (text: string) => new TextEncoder().encode(text);
  /** Ways to break a correct purchase of Paramount, each against one rule of the contract. */
  const broken: Record<string, (txns: Transaction[], ctx: BuildContext) => void> = {
    'the USDC item, listed but not on sale': (txns, ctx) => {
      txns[1] = tokenTransfer(ctx, {
        asset: 'UMQ',
        receiver: appAddress(ctx.ids, 'marketplace'),
        amount: 4_000n * UMQ,
        note: noteOf('USDC'),
      });
      txns[2] = appCall(ctx, 'marketplace', { method: 'buy', args: ['USDC'], innerTransfers: 0 });
    },
    'an unknown item': (txns, ctx) => {
      txns[2] = appCall(ctx, 'marketplace', { method: 'buy', args: ['Disney'], innerTransfers: 0 });
    },
    'the price of another item': (txns, ctx) => {
      txns[1] = tokenTransfer(ctx, {
        asset: 'UMQ',
        receiver: appAddress(ctx.ids, 'marketplace'),
        amount: price('Netflix'),
        note: noteOf('Paramount'),
      });
    },
    'a note naming another item': (txns, ctx) => {
      txns[1] = tokenTransfer(ctx, {
        asset: 'UMQ',
        receiver: appAddress(ctx.ids, 'marketplace'),
        amount: price('Paramount'),
        note: noteOf('HBO'),
      });
    },
    'the price paid in HLK': (txns, ctx) => {
      txns[1] = tokenTransfer(ctx, {
        asset: 'HLK',
        receiver: appAddress(ctx.ids, 'marketplace'),
        amount: price('Paramount'),
        note: noteOf('Paramount'),
      });
    },
    'the fee paid to the admin': (txns, ctx) => {
      txns[0] = tokenTransfer(ctx, { asset: 'UMQ', receiver: ctx.ids.admin, amount: MOX_FEE });
    },
    'no fee transfer': (txns) => {
      txns.shift();
    },
  };
  it.each(Object.keys(broken))('rejects a purchase with %s and changes nothing', async (name) => {
    const player = await optedInPlayer();
    const ctx = await player.context();
    const { txns } = buildBuy(ctx, { item: 'Paramount' });
    broken[name](txns, ctx);
    await expect(player.send(regroup(txns))).rejects.toThrow(ASSERT_FAILED);
    expect(await player.local('marketplace')).toEqual({ umq_spent: 0n });
    expect(await player.token('UMQ')).toBe(30_000n * UMQ);
  });
});
