/**
 * A signed-score game deployed in the emulator with a Mox server key, an opted-in player, and the pieces
 * of its group: the player's fee and entry to the app, and the server's signature over a result.
 */
import type { Account, Application, BaseContract } from '@algorandfoundation/algorand-typescript';
import { Bytes, OnCompleteAction, Uint64 } from '@algorandfoundation/algorand-typescript';
import { expect } from 'vitest';
import { approves, big, emulatorContext, raw } from '../support/emulator.harness';
import { GAME_ENTRY, MOX_FEE } from '../support/scenario';
import { scoreMessage, scoreSigner, type ScoreSigner } from './signed-score';

export function signedGame<T extends BaseContract>(contract: new () => T) {
  const env = emulatorContext();
  const server = scoreSigner();
  env.ctx.setTemplateVar('SCORE_SIGNER', Bytes(server.publicKey));
  const game = env.ctx.contract.create(contract);
  const app: Application = env.ctx.ledger.getApplicationForContract(game);
  const player: Account = env.ctx.any.account({ optedApplications: [app] });
  const optIn = env.ctx.any.txn.applicationCall({ appId: app, sender: player, onCompletion: OnCompleteAction.OptIn });
  expect(approves(game, [optIn])).toBe(true);

  const paid = (amount: bigint) =>
    env.ctx.any.txn.assetTransfer({
      sender: player,
      xferAsset: env.umq,
      assetReceiver: app.address,
      assetAmount: Uint64(amount),
    });
  return {
    env,
    game,
    app,
    player,
    server,
    /** The fee and the entry, as the group's first two transactions. */
    entry: () => [paid(MOX_FEE), paid(GAME_ENTRY)],
    paid,
    /** `signer`'s signature (the server's by default) over this player's `result` for game `nonce`. */
    signed: (result: bigint[], nonce: bigint, signer: ScoreSigner = server) =>
      signer.sign(scoreMessage(big(app.id), raw(player.bytes), nonce, result)),
    /** The player's local state under `key` (0 when unset). */
    local: (key: string) => big(env.ctx.ledger.getLocalState(game, player, key)[0]?.value ?? 0),
  };
}
