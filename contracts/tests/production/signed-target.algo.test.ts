import type { Account, Application } from '@algorandfoundation/algorand-typescript';
import { Bytes, OnCompleteAction, op, Uint64 } from '@algorandfoundation/algorand-typescript';
import { beforeEach, describe, expect, it } from 'vitest';
import { SignedTarget, WEEKLY_CAP } from '../../src/production/signed-target.algo';
import { approves, big, emulatorContext, raw } from '../support/emulator.algo';
import { GAME_ENTRY, MOX_FEE, UMQ } from '../support/scenario';
import { scoreMessage, scoreSigner, type ScoreSigner } from './signed-score';

const WEEK = 604_800n;
const MONDAY = 2_000n * WEEK;

describe('the production target game: scores signed by the Mox server, rewards capped per week', () => {
  let env: ReturnType<typeof emulatorContext>;
  let target: SignedTarget;
  let app: Application;
  let player: Account;
  let server: ScoreSigner;

  beforeEach(() => {
    env = emulatorContext();
    server = scoreSigner();
    env.ctx.setTemplateVar('SCORE_SIGNER', Bytes(server.publicKey));
    target = env.ctx.contract.create(SignedTarget);
    app = env.ctx.ledger.getApplicationForContract(target);
    player = env.ctx.any.account({ optedApplications: [app] });
    const optIn = env.ctx.any.txn.applicationCall({ appId: app, sender: player, onCompletion: OnCompleteAction.OptIn });
    expect(approves(target, [optIn])).toBe(true);
    env.ctx.ledger.patchGlobalData({ latestTimestamp: Uint64(MONDAY) });
  });

  const paid = (amount: bigint) =>
    env.ctx.any.txn.assetTransfer({
      sender: player,
      xferAsset: env.umq,
      assetReceiver: app.address,
      assetAmount: Uint64(amount),
    });
  const signedBy = (signer: ScoreSigner, score: bigint, nonce: bigint) =>
    signer.sign(scoreMessage(big(app.id), raw(player.bytes), nonce, [score]));
  /** The spec's group with the production call: submit_result + score + nonce + signature. */
  const submit = (score: bigint, nonce: bigint, signature = signedBy(server, score, nonce)) => [
    paid(MOX_FEE),
    paid(GAME_ENTRY),
    env.ctx.any.txn.applicationCall({
      appId: app,
      sender: player,
      appArgs: [Bytes('submit_result'), op.itob(Uint64(score)), op.itob(Uint64(nonce)), Bytes(signature)],
      assets: [env.umq],
    }),
  ];
  const local = (key: string) => big(env.ctx.ledger.getLocalState(target, player, key)[0]?.value ?? 0);
  const lastPayment = () => {
    const groups = env.ctx.txn.lastGroup.itxnGroups;
    return groups.length
      ? big(env.ctx.txn.lastGroup.getItxnGroup(groups.length - 1).getAssetTransferInnerTxn(0).assetAmount)
      : 0n;
  };

  it('records a signed score and pays 10 UMQ per point', () => {
    expect(approves(target, submit(7n, 1n))).toBe(true);
    expect(local('ultimo_puntaje')).toBe(7n);
    expect(lastPayment()).toBe(70n * UMQ);
  });

  it('refuses a score the client signed itself, or a signed score it raised', () => {
    const forger = scoreSigner();
    expect(approves(target, submit(1000n, 1n, signedBy(forger, 1000n, 1n)))).toBe(false);
    expect(approves(target, submit(1000n, 1n, signedBy(server, 3n, 1n)))).toBe(false);
    expect(local('ultimo_puntaje')).toBe(0n);
  });

  it('refuses a signature made for another player', () => {
    const other = env.ctx.any.account();
    const signature = server.sign(scoreMessage(big(app.id), raw(other.bytes), 1n, [5n]));
    expect(approves(target, submit(5n, 1n, signature))).toBe(false);
  });

  it('accepts each game once: a replayed or older nonce fails', () => {
    expect(approves(target, submit(5n, 2n))).toBe(true);
    expect(approves(target, submit(5n, 2n))).toBe(false);
    expect(approves(target, submit(5n, 1n))).toBe(false);
    expect(local('ultimo_nonce')).toBe(2n);
  });

  it('pays at most the weekly cap to one account, then nothing more until the next week', () => {
    expect(approves(target, submit(80n, 1n))).toBe(true);
    expect(lastPayment()).toBe(800n * UMQ);
    expect(approves(target, submit(80n, 2n))).toBe(true);
    expect(lastPayment()).toBe((big(WEEKLY_CAP) - 800n) * UMQ);
    expect(approves(target, submit(80n, 3n))).toBe(true);
    expect(env.ctx.txn.lastGroup.itxnGroups).toHaveLength(0);
    expect(local('ultimo_puntaje')).toBe(80n);

    env.ctx.ledger.patchGlobalData({ latestTimestamp: Uint64(MONDAY + WEEK) });
    expect(approves(target, submit(10n, 4n))).toBe(true);
    expect(lastPayment()).toBe(100n * UMQ);
    expect(local('pagado_semana')).toBe(100n); // whole UMQ
  });

  it('keeps the spec’s checks: the 1000 cap, the entry and UMQ among the foreign assets', () => {
    expect(approves(target, submit(1001n, 1n))).toBe(false);
    const shortEntry = submit(5n, 1n);
    shortEntry[1] = paid(GAME_ENTRY - 1n);
    expect(approves(target, shortEntry)).toBe(false);
  });
});
