/**
 * What the production quiz and target share (decision 0032): a game is paid for on chain before it is played
 * (`start`: the Mox fee and the entry to the app, then the call, which opens game n+1 in the player's record), and
 * its result is redeemed once, against that start, with the Mox server's unexpired signature (`submit_result`).
 * The record is a box keyed by the player's address, so leaving the app and joining again resets nothing. The
 * server's key and the admin who may rotate it are global state: `set_signer` and `set_admin`, admin only.
 */
import type { bytes, uint64 } from '@algorandfoundation/algorand-typescript';
import {
  Account,
  assert,
  Bytes,
  err,
  Global,
  GlobalState,
  TemplateVar,
  Txn,
} from '@algorandfoundation/algorand-typescript';
import { admin, arg, requireGameEntry, uintArg } from '../common.algo';
import { MoxApp } from '../mox-app.algo';
import { fieldOf, recordOf, saveRecord, withField } from './player-record.algo';
import { requireSignedResult } from './signed-score.algo';

/** The player record's fields: the last game started, the last game settled, the round of the last start. */
export const GAME: uint64 = 0;
export const SETTLED: uint64 = 1;
export const STARTED_ROUND: uint64 = 2;
/** The target's weekly cap: the week (timestamp / 604 800) and the whole UMQ paid in it. */
export const WEEK: uint64 = 3;
export const PAID_THIS_WEEK: uint64 = 4;
/** One record layout for both games (the quiz leaves the week fields at 0): 40 bytes. */
export const RECORD_FIELDS: uint64 = 5;

export abstract class SignedGame extends MoxApp {
  /** Who may rotate the signer and hand the role on (a multisig works); `TMPL_ADMIN` at creation. */
  admin = GlobalState<Account>({ key: 'admin', initialValue: admin() });
  /** The Mox game server's ed25519 public key (32 bytes); `TMPL_SCORE_SIGNER` at creation. */
  signer = GlobalState<bytes>({ key: 'signer', initialValue: TemplateVar<bytes>('SCORE_SIGNER') });

  /** The admin's calls need no opt-in: the admin does not play. */
  protected isOpenToAll(name: bytes): boolean {
    return name === Bytes('set_signer') || name === Bytes('set_admin');
  }

  protected call(name: bytes): boolean {
    if (name === Bytes('start')) return this.start();
    if (name === Bytes('submit_result')) return this.submit();
    if (name === Bytes('set_signer')) return this.setSigner();
    if (name === Bytes('set_admin')) return this.setAdmin();
    err('unknown method');
  }

  /** Records the result of the caller's started game; each game overrides it. */
  protected submit(): boolean {
    err('unknown method');
  }

  /**
   * A paid start: opens the caller's next game. A game started before and never settled is forfeited (its entry
   * stays paid), so a player whose result never came can always play again, and no older game can be redeemed.
   */
  private start(): boolean {
    requireGameEntry(Global.currentApplicationAddress);
    const record = recordOf(Txn.sender, RECORD_FIELDS);
    const opened = withField(record, GAME, fieldOf(record, GAME) + 1);
    saveRecord(Txn.sender, withField(opened, STARTED_ROUND, Global.round));
    return true;
  }

  /**
   * Settles the caller's open game with `result`, which the server signed with the game and an expiry round (the
   * app args after the result: game, expiry, signature from `firstArg` on). Returns the record, for the game to
   * update and save; a game with no paid start, or already settled, is refused.
   */
  protected settle(result: bytes, firstArg: uint64): bytes {
    const game = uintArg(firstArg);
    const expiry = uintArg(firstArg + 1);
    const record = recordOf(Txn.sender, RECORD_FIELDS);
    assert(game === fieldOf(record, GAME) && game > fieldOf(record, SETTLED), 'a paid start to settle');
    requireSignedResult(game, expiry, result, arg(firstArg + 2), this.signer.value);
    return withField(record, SETTLED, game);
  }

  private requireAdmin(): void {
    assert(Txn.sender === this.admin.value, 'admin only');
  }

  /** A 32-byte key or address from app arg 1. */
  private key(): bytes {
    const value = arg(1);
    assert(value.length === 32, '32 bytes');
    return value;
  }

  private setSigner(): boolean {
    this.requireAdmin();
    this.signer.value = this.key();
    return true;
  }

  private setAdmin(): boolean {
    this.requireAdmin();
    this.admin.value = Account(this.key());
    return true;
  }
}
