import { Bytes, op, Uint64 } from '@algorandfoundation/algorand-typescript';
import { beforeEach, describe, expect, it } from 'vitest';
import { SignedTarget, WEEKLY_CAP } from '../../src/production/signed-target.algo';
import { approves, big, raw } from '../support/emulator.harness';
import { GAME_ENTRY, UMQ } from '../support/scenario';
import { scoreMessage, scoreSigner } from './signed-score';
import { signedGame } from './signed-game.harness';

const WEEK = 604_800n;
const MONDAY = 2_000n * WEEK;

describe('the production target game: scores signed by the Mox server, rewards capped per week', () => {
  let game: ReturnType<typeof signedGame<SignedTarget>>;
  beforeEach(() => {
    game = signedGame(SignedTarget);
    game.env.ctx.ledger.patchGlobalData({ latestTimestamp: Uint64(MONDAY) });
  });

  /** The spec's group with the production call: submit_result + score + nonce + signature. */
  const call = (score: bigint, nonce: bigint, signature: Uint8Array, withUmq = true) =>
    game.env.ctx.any.txn.applicationCall({
      appId: game.app,
      sender: game.player,
      appArgs: [Bytes('submit_result'), op.itob(Uint64(score)), op.itob(Uint64(nonce)), Bytes(signature)],
      assets: withUmq ? [game.env.umq] : [],
    });
  const submit = (score: bigint, nonce: bigint, signature = game.signed([score], nonce)) => [
    ...game.entry(),
    call(score, nonce, signature),
  ];
  const approved = (group: ReturnType<typeof submit>) => approves(game.game, group);
  /** UMQ base units the last accepted submission paid (0 without an inner transfer). */
  const lastPayment = () => {
    const { itxnGroups } = game.env.ctx.txn.lastGroup;
    return itxnGroups.length
      ? big(game.env.ctx.txn.lastGroup.getItxnGroup(itxnGroups.length - 1).getAssetTransferInnerTxn(0).assetAmount)
      : 0n;
  };

  it('records a signed score and pays 10 UMQ per point', () => {
    expect(approved(submit(7n, 1n))).toBe(true);
    expect(game.local('ultimo_puntaje')).toBe(7n);
    expect(lastPayment()).toBe(70n * UMQ);
  });

  it('refuses a score the client signed itself, or a signed score it raised', () => {
    expect(approved(submit(1000n, 1n, game.signed([1000n], 1n, scoreSigner())))).toBe(false);
    expect(approved(submit(1000n, 1n, game.signed([3n], 1n)))).toBe(false);
    expect(game.local('ultimo_puntaje')).toBe(0n);
  });

  it('refuses a signature made for another player', () => {
    const other = game.env.ctx.any.account();
    const signature = game.server.sign(scoreMessage(big(game.app.id), raw(other.bytes), 1n, [5n]));
    expect(approved(submit(5n, 1n, signature))).toBe(false);
  });

  it('accepts each game once: a replayed or older nonce fails', () => {
    expect(approved(submit(5n, 2n))).toBe(true);
    expect(approved(submit(5n, 2n))).toBe(false);
    expect(approved(submit(5n, 1n))).toBe(false);
    expect(game.local('ultimo_nonce')).toBe(2n);
  });

  it('pays at most the weekly cap to one account, then nothing more until the next week', () => {
    expect(approved(submit(80n, 1n))).toBe(true);
    expect(lastPayment()).toBe(800n * UMQ);
    expect(approved(submit(80n, 2n))).toBe(true);
    expect(lastPayment()).toBe((big(WEEKLY_CAP) - 800n) * UMQ);
    expect(approved(submit(80n, 3n))).toBe(true);
    expect(game.env.ctx.txn.lastGroup.itxnGroups).toHaveLength(0);
    expect(game.local('ultimo_puntaje')).toBe(80n);

    game.env.ctx.ledger.patchGlobalData({ latestTimestamp: Uint64(MONDAY + WEEK) });
    expect(approved(submit(10n, 4n))).toBe(true);
    expect(lastPayment()).toBe(100n * UMQ);
    expect(game.local('pagado_semana')).toBe(100n); // whole UMQ
  });

  it('keeps the spec’s checks: the 1000 cap, the entry and UMQ among the foreign assets', () => {
    expect(approved(submit(1001n, 1n))).toBe(false);
    const shortEntry = submit(5n, 1n);
    shortEntry[1] = game.paid(GAME_ENTRY - 1n);
    expect(approved(shortEntry)).toBe(false);
    expect(approved([...game.entry(), call(5n, 1n, game.signed([5n], 1n), false)])).toBe(false);
    expect(approved(submit(5n, 1n))).toBe(true);
  });
});
