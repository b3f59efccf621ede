/**
 * Scores a client cannot forge (decisions 0014 and 0032): the Mox game server, which watched the game, signs the
 * result; the contract checks the signature with `ed25519verify_bare` against the signer key its admin set.
 */
import type { bytes, uint64 } from '@algorandfoundation/algorand-typescript';
import { assert, Bytes, ensureBudget, Global, op, OpUpFeeSource, Txn } from '@algorandfoundation/algorand-typescript';

/** Opcode budget of `ed25519verify_bare` (1900) plus the call's own work: raised with inner op-up calls. */
const VERIFY_BUDGET: uint64 = 2100;

/**
 * The bytes the server signs: a domain tag, this app, this network (its genesis hash), the player, the game, the
 * last round the signature may be used in, and the result (score, or score and time). A signature is good for one
 * player's one game on one app of one network, and only until it expires.
 */
export function scoreMessage(
  appId: uint64,
  genesisHash: bytes,
  player: bytes,
  game: uint64,
  expiry: uint64,
  result: bytes,
): bytes {
  const where = op.concat(op.concat(Bytes('mox-score'), op.itob(appId)), genesisHash);
  return op.concat(op.concat(where, player), op.concat(op.concat(op.itob(game), op.itob(expiry)), result));
}

/** Asserts `signature` is `signer`'s, unexpired, over this caller's `result` for `game` on this app and network. */
export function requireSignedResult(
  game: uint64,
  expiry: uint64,
  result: bytes,
  signature: bytes,
  signer: bytes,
): void {
  assert(Global.round <= expiry, 'signature not expired');
  ensureBudget(VERIFY_BUDGET, OpUpFeeSource.GroupCredit);
  const message = scoreMessage(
    Global.currentApplicationId.id,
    Global.genesisHash,
    Txn.sender.bytes,
    game,
    expiry,
    result,
  );
  assert(op.ed25519verifyBare(message, signature, signer), 'result signed by Mox');
}
