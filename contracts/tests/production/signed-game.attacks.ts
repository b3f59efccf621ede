/**
 * The attacks both signed games must refuse (production/signed-game.algo.ts), written as a player with their own
 * client would try them: results with no paid start, replays (the same message twice, after leaving the app and
 * joining again, an older game), signatures made for another app, another network or past their expiry, and the
 * server key after the admin rotated it. Each test file runs them on its game with a result of its own shape.
 */
import { beforeEach, expect, it } from 'vitest';
import { GAME, SETTLED, STARTED_ROUND } from '../../src/production/signed-game.algo';
import { big, raw } from '../support/emulator.harness';
import { FIRST_ROUND, type SignedGameHarness } from './signed-game.harness';
import { scoreSigner } from './signed-score';

export function refusesTheSignedGameAttacks(
  make: () => SignedGameHarness,
  result: readonly bigint[],
  localKeys: readonly string[],
): void {
  let game: SignedGameHarness;
  beforeEach(() => {
    game = make();
  });
  /** The result the last accepted submission recorded, as the screens read it (`ultimo_puntaje`). */
  const recordedScore = () => game.local('ultimo_puntaje');

  it('a start opens the player’s next game in their record box; its signed result settles it', () => {
    expect(game.approves(game.start())).toBe(true);
    expect([game.record(GAME), game.record(SETTLED), game.record(STARTED_ROUND)]).toEqual([1n, 0n, FIRST_ROUND]);
    expect(game.approves(game.submit(result, 1n))).toBe(true);
    expect(recordedScore()).toBe(result[0]);
    expect(game.record(SETTLED)).toBe(1n);
  });

  it('refuses a start that does not pay the fee and the entry to the app', () => {
    expect(game.approves(game.start(0n))).toBe(false);
    expect(game.approves(game.start(undefined, 1n))).toBe(false);
    expect(game.record(GAME)).toBe(0n);
  });

  it('refuses a signed result with no paid start', () => {
    expect(game.approves(game.submit(result, 1n))).toBe(false);
    expect(game.approves(game.submit(result, 0n))).toBe(false);
    expect(recordedScore()).toBe(0n);
  });

  it('redeems a start once: the same signed message again fails, and so does another result for that game', () => {
    game.approves(game.start());
    const submission = game.submit(result, 1n);
    expect(game.approves(submission)).toBe(true);
    expect(game.approves(submission)).toBe(false);
    expect(game.approves(game.submit([0n, ...result.slice(1)], 1n))).toBe(false);
    expect(recordedScore()).toBe(result[0]);
  });

  it('refuses an older game’s signature after a new start: only the last paid game is redeemable', () => {
    game.approves(game.start());
    const first = game.submit(result, 1n);
    expect(game.approves(game.start())).toBe(true);
    expect(game.approves(first)).toBe(false);
    expect(game.approves(game.submit(result, 2n))).toBe(true);
  });

  for (const how of ['close-out', 'clear-state'] as const) {
    it(`refuses a signed score replayed after a ${how} and a new opt-in, and a new start does not revive it`, () => {
      game.approves(game.start());
      const submission = game.submit(result, 1n);
      expect(game.approves(submission)).toBe(true);
      game.leaveAndRejoin(how, localKeys);
      expect(recordedScore()).toBe(0n);
      expect(game.approves(submission)).toBe(false);
      expect(game.approves(game.start())).toBe(true);
      expect(game.record(GAME)).toBe(2n);
      expect(game.approves(submission)).toBe(false);
      expect(recordedScore()).toBe(0n);
    });
  }

  it('refuses a signature past its expiry round, and takes it up to that round', () => {
    game.approves(game.start());
    const expiry = FIRST_ROUND + 5n;
    const submission = game.submit(result, 1n, { expiry });
    game.atRound(expiry + 1n);
    expect(game.approves(submission)).toBe(false);
    game.atRound(expiry);
    expect(game.approves(submission)).toBe(true);
  });

  it('refuses a signature made for another app id, another network or another player', () => {
    game.approves(game.start());
    const elsewhere = [
      { appId: big(game.app.id) + 1n },
      { genesis: new Uint8Array(32).fill(0x74) },
      { player: game.env.ctx.any.account() },
    ];
    for (const to of elsewhere) expect(game.approves(game.submit(result, 1n, to))).toBe(false);
    expect(game.approves(game.submit(result, 1n))).toBe(true);
  });

  it('refuses a result the client signed itself, or a signed result it changed', () => {
    game.approves(game.start());
    expect(game.approves(game.submit(result, 1n, { signer: scoreSigner() }))).toBe(false);
    const raised = [result[0] + 1n, ...result.slice(1)];
    expect(game.approves(game.submit(raised, 1n, { signature: game.signature(result, 1n) }))).toBe(false);
    expect(recordedScore()).toBe(0n);
  });

  it('after the admin rotates the signer, the old key’s signatures fail and the new key’s pass', () => {
    const rotated = scoreSigner();
    game.approves(game.start());
    const oldKey = game.submit(result, 1n);
    expect(game.approves(game.adminCall('set_signer', rotated.publicKey))).toBe(true);
    expect(game.approves(oldKey)).toBe(false);
    expect(game.approves(game.submit(result, 1n, { signer: rotated }))).toBe(true);
  });

  it('lets nobody but the admin rotate the signer or the admin, and a former admin no longer can', () => {
    const forged = scoreSigner();
    expect(game.approves(game.adminCall('set_signer', forged.publicKey, game.player))).toBe(false);
    expect(game.approves(game.adminCall('set_admin', raw(game.player.bytes), game.player))).toBe(false);

    const successor = game.env.ctx.any.account();
    expect(game.approves(game.adminCall('set_admin', raw(successor.bytes)))).toBe(true);
    expect(game.approves(game.adminCall('set_signer', forged.publicKey))).toBe(false);
    expect(game.approves(game.adminCall('set_signer', forged.publicKey, successor))).toBe(true);
    expect(game.approves(game.adminCall('set_signer', new Uint8Array(31), successor))).toBe(false);
  });
}
