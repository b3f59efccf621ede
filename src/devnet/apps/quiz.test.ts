// @vitest-environment node
import type { Transaction } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { GAME_ENTRY, MOX_FEE, UMQ_UNIT } from '../../services/config/onchain';
import { appAddress, buildAppOptIn, buildQuizSubmit, type BuildContext } from '../../services/contracts';
import { appCall, tokenTransfer } from '../../services/contracts/group';
import { ASSERT_FAILED, regroup, usePlayers } from './testing';

const UMQ = UMQ_UNIT;

describe('quiz', () => {
  const net = usePlayers();

  async function optedInPlayer() {
    const player = net.player({ UMQ: 1_000n * UMQ });
    await player.send(buildAppOptIn(await player.context(), 'quiz').txns);
    return player;
  }

  it('opts in with no result (time 9999), then records the last score and time for fee and entry', async () => {
    const player = await optedInPlayer();
    expect(await player.local('quiz')).toEqual({ ultimo_puntaje: 0n, ultimo_tiempo: 9999n });

    await player.send(buildQuizSubmit(await player.context(), { score: 10n, time: 4_512n }).txns);
    expect(await player.local('quiz')).toEqual({ ultimo_puntaje: 10n, ultimo_tiempo: 4_512n });
    await player.send(buildQuizSubmit(await player.context(), { score: 7n, time: 12_034n }).txns);

    expect(await player.local('quiz')).toEqual({ ultimo_puntaje: 7n, ultimo_tiempo: 12_034n });
    expect(await player.token('UMQ')).toBe(1_000n * UMQ - 2n * (MOX_FEE + GAME_ENTRY));
  });

  it('lists the player in the indexer ranking query with the submitted result', async () => {
    const player = await optedInPlayer();
    await player.send(buildQuizSubmit(await player.context(), { score: 8n, time: 3_000n }).txns);
    const { accounts } = await net.indexer.searchAccounts().applicationID(1006n).limit(1000).do();
    const mine = accounts.find((account) => account.address === player.address);
    const kv = mine?.appsLocalState?.find((local) => local.id === 1006n)?.keyValue ?? [];
    expect(Object.fromEntries(kv.map(({ key, value }) => [new TextDecoder().decode(key), value.uint]))).toEqual({
      ultimo_puntaje: 8n,
      ultimo_tiempo: 3_000n,
    });
  });

  /** Ways to break a correct submission, each against one rule of the contract. */
  const broken: Record<string, (txns: Transaction[], ctx: BuildContext) => void> = {
    'a score above the 10 questions': (txns, ctx) => {
      txns[2] = appCall(ctx, 'quiz', { method: 'submit_result', args: [11n, 3_000n], innerTransfers: 0 });
    },
    'time 0 (the forged first place)': (txns, ctx) => {
      txns[2] = appCall(ctx, 'quiz', { method: 'submit_result', args: [10n, 0n], innerTransfers: 0 });
    },
    'a time under ten questions with a second between them (899 cs)': (txns, ctx) => {
      txns[2] = appCall(ctx, 'quiz', { method: 'submit_result', args: [10n, 899n], innerTransfers: 0 });
    },
    'no time': (txns, ctx) => {
      txns[2] = appCall(ctx, 'quiz', { method: 'submit_result', args: [5n], innerTransfers: 0 });
    },
    'the entry short': (txns, ctx) => {
      txns[1] = tokenTransfer(ctx, { asset: 'UMQ', receiver: appAddress(ctx.ids, 'quiz'), amount: GAME_ENTRY - UMQ });
    },
    'fee and entry paid to the admin': (txns, ctx) => {
      txns[0] = tokenTransfer(ctx, { asset: 'UMQ', receiver: ctx.ids.admin, amount: MOX_FEE });
      txns[1] = tokenTransfer(ctx, { asset: 'UMQ', receiver: ctx.ids.admin, amount: GAME_ENTRY });
    },
  };
  it.each(Object.keys(broken))('rejects a submission with %s and keeps the old result', async (name) => {
    const player = await optedInPlayer();
    const ctx = await player.context();
    const { txns } = buildQuizSubmit(ctx, { score: 5n, time: 3_000n });
    broken[name](txns, ctx);
    await expect(player.send(regroup(txns))).rejects.toThrow(ASSERT_FAILED);
    expect(await player.local('quiz')).toEqual({ ultimo_puntaje: 0n, ultimo_tiempo: 9999n });
  });
});
