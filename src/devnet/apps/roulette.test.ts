// @vitest-environment node
import type { Transaction } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { GAME_ENTRY, MOX_FEE, UMQ_UNIT } from '../../services/config/onchain';
import { appAddress, buildAppOptIn, buildSpin, type BuildContext } from '../../services/contracts';
import { appCall, tokenTransfer } from '../../services/contracts/group';
import { ASSERT_FAILED, deltaRecord, regroup, tealRecord, usePlayers, type Player } from './testing';

const UMQ = UMQ_UNIT;

describe('roulette', () => {
  const net = usePlayers();

  async function optedInPlayer(): Promise<Player> {
    const player = net.player({ UMQ: 1_000n * UMQ, HLK: 1_000n * UMQ });
    await player.send(buildAppOptIn(await player.context(), 'roulette').txns);
    return player;
  }
  /** The roulette's global state as algod shows it. */
  const globals = async () => tealRecord((await net.algod.getApplicationByID(1003n).do()).params?.globalState);
  /** A random number that lands segment `segment` in the next round: (random XOR round) mod 7. */
  const randomFor = (segment: number) => (net.ledger.round + 1n) ^ BigInt(segment);

  it('takes fee and entry for the admin and pays the 500 UMQ segment from the app', async () => {
    const player = await optedInPlayer();
    const { admin } = (await player.context()).ids;
    const adminBefore = (await net.tokenOf(admin, 'UMQ'))!;
    const algoBefore = await player.algo();
    const before = await globals();

    const confirmed = await player.send(buildSpin(await player.context(), { random: randomFor(5) }).txns);

    expect(await player.token('UMQ')).toBe(1_000n * UMQ - MOX_FEE - GAME_ENTRY + 500n * UMQ);
    expect(await net.tokenOf(admin, 'UMQ')).toBe(adminBefore + MOX_FEE + GAME_ENTRY);
    expect(await player.algo()).toBe(algoBefore - 4000n);
    expect(deltaRecord(confirmed.globalStateDelta)).toEqual({
      last_spin_result: 500n,
      total_participants: before.total_participants + 1n,
      prizes_distributed: before.prizes_distributed + 500n,
    });
    expect(confirmed.innerTxns).toHaveLength(1);
  });

  it('records the special prize (segment 0) without paying anything, and counts every spin', async () => {
    const player = await optedInPlayer();
    const before = await globals();
    await player.send(buildSpin(await player.context(), { random: randomFor(2) }).txns);
    const confirmed = await player.send(buildSpin(await player.context(), { random: randomFor(0) }).txns);

    expect(confirmed.innerTxns ?? []).toHaveLength(0);
    expect(await player.token('UMQ')).toBe(1_000n * UMQ - 2n * (MOX_FEE + GAME_ENTRY) + 50n * UMQ);
    expect(await globals()).toEqual({
      last_spin_result: 0n,
      total_participants: before.total_participants + 2n,
      prizes_distributed: before.prizes_distributed + 50n,
      paused: 0n,
    });
  });

  it('refuses a spin whose call does not carry the fee of the prize transfer', async () => {
    const player = await optedInPlayer();
    const ctx = await player.context();
    const { txns } = buildSpin(ctx, { random: randomFor(6) });
    txns[2] = appCall(ctx, 'roulette', {
      method: 'spin',
      args: [randomFor(6)],
      foreignAssets: ['UMQ'],
      innerTransfers: 0,
    });
    await expect(player.send(regroup(txns))).rejects.toThrow(/fees/);
    expect(await player.token('UMQ')).toBe(1_000n * UMQ);
  });

  /** Ways to break a correct spin group, each against one rule of the contract. */
  const broken: Record<string, (txns: Transaction[], ctx: BuildContext) => void> = {
    'the fee short by one base unit': (txns, ctx) => {
      txns[0] = tokenTransfer(ctx, { asset: 'UMQ', receiver: ctx.ids.admin, amount: MOX_FEE - 1n });
    },
    'the entry paid to the app instead of the admin': (txns, ctx) => {
      txns[1] = tokenTransfer(ctx, { asset: 'UMQ', receiver: appAddress(ctx.ids, 'roulette'), amount: GAME_ENTRY });
    },
    'the entry paid in HLK': (txns, ctx) => {
      txns[1] = tokenTransfer(ctx, { asset: 'HLK', receiver: ctx.ids.admin, amount: GAME_ENTRY });
    },
    'fee and entry swapped': (txns) => {
      [txns[0], txns[1]] = [txns[1], txns[0]];
    },
    'no UMQ among the foreign assets': (txns, ctx) => {
      txns[2] = appCall(ctx, 'roulette', { method: 'spin', args: [1n], innerTransfers: 1 });
    },
    'no random number': (txns, ctx) => {
      txns[2] = appCall(ctx, 'roulette', { method: 'spin', foreignAssets: ['UMQ'], innerTransfers: 1 });
    },
    'an unknown method': (txns, ctx) => {
      txns[2] = appCall(ctx, 'roulette', { method: 'spinn', args: [1n], foreignAssets: ['UMQ'], innerTransfers: 1 });
    },
  };
  it.each(Object.keys(broken))('rejects a spin with %s and changes nothing', async (name) => {
    const player = await optedInPlayer();
    const ctx = await player.context();
    const { txns } = buildSpin(ctx, { random: 1n });
    broken[name](txns, ctx);
    await expect(player.send(regroup(txns))).rejects.toThrow(ASSERT_FAILED);
    expect(await player.token('UMQ')).toBe(1_000n * UMQ);
  });
});
