import { Uint64 } from '@algorandfoundation/algorand-typescript';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAID_THIS_WEEK } from '../../src/production/signed-game.algo';
import { SignedTarget, WEEKLY_CAP } from '../../src/production/signed-target.algo';
import { big } from '../support/emulator.harness';
import { UMQ } from '../support/scenario';
import { signedGame } from './signed-game.harness';
import { refusesTheSignedGameAttacks } from './signed-game.attacks';

const WEEK = 604_800n;
const MONDAY = 2_000n * WEEK;
const LOCAL_KEYS = ['ultimo_puntaje'];

function target() {
  const game = signedGame(SignedTarget, { umqAsset: true });
  game.env.ctx.ledger.patchGlobalData({ latestTimestamp: Uint64(MONDAY) });
  return game;
}

describe('the production target game: the attacks on a signed game', () => {
  refusesTheSignedGameAttacks(target, [5n], LOCAL_KEYS);
});

describe('the production target game: signed scores, rewards capped per week', () => {
  let game: ReturnType<typeof target>;
  beforeEach(() => {
    game = target();
  });

  /** UMQ base units the last accepted submission paid (0 without an inner transfer). */
  const lastPayment = () => {
    const { itxnGroups } = game.env.ctx.txn.lastGroup;
    return itxnGroups.length
      ? big(game.env.ctx.txn.lastGroup.getItxnGroup(itxnGroups.length - 1).getAssetTransferInnerTxn(0).assetAmount)
      : 0n;
  };
  /** A paid start and the signed submission of `score` for it (the player's n-th game). */
  const play = (score: bigint, gameId: bigint) => {
    expect(game.approves(game.start())).toBe(true);
    return game.approves(game.submit([score], gameId));
  };

  it('records a signed score and pays 10 UMQ per point', () => {
    expect(play(7n, 1n)).toBe(true);
    expect(game.local('ultimo_puntaje')).toBe(7n);
    expect(lastPayment()).toBe(70n * UMQ);
  });

  it('pays at most the weekly cap to one address, then nothing more until the next week', () => {
    expect(play(80n, 1n)).toBe(true);
    expect(lastPayment()).toBe(800n * UMQ);
    expect(play(80n, 2n)).toBe(true);
    expect(lastPayment()).toBe((big(WEEKLY_CAP) - 800n) * UMQ);
    expect(play(80n, 3n)).toBe(true);
    expect(game.env.ctx.txn.lastGroup.itxnGroups).toHaveLength(0);
    expect(game.local('ultimo_puntaje')).toBe(80n);

    game.env.ctx.ledger.patchGlobalData({ latestTimestamp: Uint64(MONDAY + WEEK) });
    expect(play(10n, 4n)).toBe(true);
    expect(lastPayment()).toBe(100n * UMQ);
    expect(game.record(PAID_THIS_WEEK)).toBe(100n); // whole UMQ
  });

  for (const how of ['close-out', 'clear-state'] as const) {
    it(`keeps the week’s payments through a ${how} and a new opt-in: the cap is per address, not per opt-in`, () => {
      expect(play(80n, 1n)).toBe(true);
      game.leaveAndRejoin(how, LOCAL_KEYS);
      expect(play(80n, 2n)).toBe(true);
      expect(lastPayment()).toBe((big(WEEKLY_CAP) - 800n) * UMQ);
      expect(game.record(PAID_THIS_WEEK)).toBe(big(WEEKLY_CAP));
    });
  }

  it('keeps the spec’s checks: the 1000 cap and UMQ among the foreign assets', () => {
    game.approves(game.start());
    expect(game.approves(game.submit([1001n], 1n))).toBe(false);
    const withoutUmq = signedGame(SignedTarget, { umqAsset: false });
    withoutUmq.approves(withoutUmq.start());
    expect(withoutUmq.approves(withoutUmq.submit([5n], 1n))).toBe(false);
  });
});
