/**
 * A signed-score game (production/signed-game.algo.ts) deployed in the emulator with a Mox server key, an opted-in
 * player, and the groups an honest player or an attacker sends: the paid start, the signed submission, the admin's
 * rotations, leaving the app and joining again.
 */
import type { Account, Application, uint64 } from '@algorandfoundation/algorand-typescript';
import { Bytes, OnCompleteAction, op, Uint64 } from '@algorandfoundation/algorand-typescript';
import { expect } from 'vitest';
import type { SignedGame } from '../../src/production/signed-game.algo';
import { approves, big, emulatorContext, leave, optedApps, raw } from '../support/emulator.harness';
import { GAME_ENTRY, MOX_FEE } from '../support/scenario';
import { scoreMessage, scoreSigner, type ScoreSigner } from './signed-score';

/** The network the game runs on (its genesis hash), the round the tests start in and a signature's lifetime. */
export const GENESIS = new Uint8Array(32).fill(0x6d);
export const FIRST_ROUND = 2_000n;
const LIFETIME = 20n;

/** Who and what a signature may be made for; each defaults to this game's player, app and network. */
export interface SignedFor {
  signer?: ScoreSigner;
  player?: Account;
  appId?: bigint;
  genesis?: Uint8Array;
  expiry?: bigint;
}

export function signedGame<T extends SignedGame>(contract: new () => T, options: { umqAsset: boolean }) {
  const env = emulatorContext();
  const server = scoreSigner();
  env.ctx.setTemplateVar('SCORE_SIGNER', Bytes(server.publicKey));
  env.ctx.ledger.patchGlobalData({ round: Uint64(FIRST_ROUND), genesisHash: Bytes(GENESIS) });
  const game = env.ctx.contract.create(contract);
  const app: Application = env.ctx.ledger.getApplicationForContract(game);
  const player: Account = env.ctx.any.account({ optedApplications: [app] });

  const lifecycle = (onCompletion: OnCompleteAction) =>
    env.ctx.any.txn.applicationCall({ appId: app, sender: player, onCompletion });
  const optIn = () => expect(approves(game, [lifecycle(OnCompleteAction.OptIn)])).toBe(true);
  optIn();

  const call = (args: Uint8Array[], sender: Account = player) =>
    env.ctx.any.txn.applicationCall({
      appId: app,
      sender,
      appArgs: args.map((arg) => Bytes(arg)),
      assets: options.umqAsset ? [env.umq] : [],
    });
  const u64 = (n: bigint) => raw(op.itob(Uint64(n)));
  const paid = (amount: bigint) =>
    env.ctx.any.txn.assetTransfer({
      sender: player,
      xferAsset: env.umq,
      assetReceiver: app.address,
      assetAmount: Uint64(amount),
    });
  let now = FIRST_ROUND;
  const signature = (result: readonly bigint[], gameId: bigint, to: SignedFor = {}) =>
    (to.signer ?? server).sign(
      scoreMessage(
        to.appId ?? big(app.id),
        to.genesis ?? GENESIS,
        raw((to.player ?? player).bytes),
        gameId,
        to.expiry ?? now + LIFETIME,
        result,
      ),
    );

  return {
    env,
    game,
    app,
    player,
    server,
    approves: (group: Parameters<typeof approves>[1]) => approves(game, group),
    /** The paid start: the Mox fee and the entry to the app, then `start`. */
    start: (fee = MOX_FEE, entry = GAME_ENTRY) => [paid(fee), paid(entry), call([Bytes('start')].map(raw))],
    /** The server's signature (or `to.signer`'s) over `result` for game `gameId`, valid for 20 rounds from now. */
    signature,
    /** `submit_result` + result + game + expiry + signature; the signature is the server's unless given. */
    submit: (result: readonly bigint[], gameId: bigint, to: SignedFor & { signature?: Uint8Array } = {}) => [
      call([
        raw(Bytes('submit_result')),
        ...result.map(u64),
        u64(gameId),
        u64(to.expiry ?? now + LIFETIME),
        to.signature ?? signature(result, gameId, to),
      ]),
    ],
    /** An admin call (`set_signer` or `set_admin`) with a 32-byte key, sent by the admin unless `sender` is given. */
    adminCall: (name: 'set_signer' | 'set_admin', key: Uint8Array, sender: Account = env.admin) => [
      call([raw(Bytes(name)), key], sender),
    ],
    /** Moves the chain to `round`. */
    atRound: (target: bigint) => {
      now = target;
      env.ctx.ledger.patchGlobalData({ round: Uint64(target) });
    },
    /** Field `index` of the player's record box (production/signed-game.algo.ts), 0 when there is no box. */
    record: (index: uint64) => {
      const box = env.ctx.ledger.getBox(app, Bytes(raw(player.bytes)));
      return box.length ? new DataView(box.buffer, box.byteOffset).getBigUint64(Number(big(index)) * 8) : 0n;
    },
    /** The player's local state under `key` (0 when unset). */
    local: (key: string) => big(env.ctx.ledger.getLocalState(game, player, key)[0]?.value ?? 0),
    /** The player leaves (a close-out the app approves, or a clear-state) and opts in again. */
    leaveAndRejoin: (how: 'close-out' | 'clear-state', localKeys: readonly string[]) => {
      if (how === 'close-out') expect(approves(game, [lifecycle(OnCompleteAction.CloseOut)])).toBe(true);
      leave(env.ctx, game, app, player, localKeys);
      optedApps(player).set(big(app.id), app);
      optIn();
    },
  };
}

export type SignedGameHarness = ReturnType<typeof signedGame>;
