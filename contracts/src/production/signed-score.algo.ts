/**
 * Scores a client cannot forge (decision 0014): the Mox game server, which watched the game, signs the
 * result; the contract checks the signature with `ed25519verify_bare` against the server's public key
 * (`TMPL_SCORE_SIGNER`, 32 bytes) and refuses a nonce it has already seen for the player.
 */
import type { bytes, uint64 } from '@algorandfoundation/algorand-typescript';
import {
  assert,
  Bytes,
  ensureBudget,
  Global,
  op,
  OpUpFeeSource,
  TemplateVar,
  Txn,
} from '@algorandfoundation/algorand-typescript';

/** Opcode budget of `ed25519verify_bare` (1900) plus the call's own work: raised with inner op-up calls. */
const VERIFY_BUDGET: uint64 = 2100;

/**
 * The bytes the server signs: a domain tag, this app, the player, the game's nonce and the result
 * (score, or score and time), so a signature is good for one player, one app and one game only.
 */
export function scoreMessage(appId: uint64, player: bytes, nonce: uint64, result: bytes): bytes {
  return op.concat(op.concat(op.concat(Bytes('mox-score'), op.itob(appId)), player), op.concat(op.itob(nonce), result));
}

/** Asserts `signature` is the Mox server's over this caller's result for game `nonce`. */
export function requireSignedResult(nonce: uint64, result: bytes, signature: bytes): void {
  ensureBudget(VERIFY_BUDGET, OpUpFeeSource.GroupCredit);
  const message = scoreMessage(Global.currentApplicationId.id, Txn.sender.bytes, nonce, result);
  assert(op.ed25519verifyBare(message, signature, TemplateVar<bytes>('SCORE_SIGNER')), 'result signed by Mox');
}
