import { createHash } from 'node:crypto';
import type { Account, Application } from '@algorandfoundation/algorand-typescript';
import { arc4, Bytes, Global, OnCompleteAction, op, Uint64 } from '@algorandfoundation/algorand-typescript';
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAW_DELAY, largestPrize, REVEAL_WINDOW, RouletteDraw } from '../../src/production/roulette-draw.algo';
import { segmentPrize } from '../../src/roulette.algo';
import { approves, big, emulatorContext, leave, optedApps, raw } from '../support/emulator.harness';
import { GAME_ENTRY, MOX_FEE, UMQ } from '../support/scenario';

const SEED = new Uint8Array(32).fill(7);
const SPIN_ROUND = 5000n;
/** The UMQ the pool holds unless a test says otherwise: enough for several pending spins. */
const POOL = 5_000n * UMQ;

describe('the production roulette: commit, then reveal from the randomness beacon', () => {
  let env: ReturnType<typeof emulatorContext>;
  let roulette: RouletteDraw;
  let app: Application;
  let player: Account;
  let beacon: Application;

  /** The beacon answers must_get with its ARC-4 return log: prefix, 2-byte length, the 32-byte seed. */
  function beaconAnswering(seed: Uint8Array): Application {
    const log = Bytes.fromHex('151f7c750020').concat(Bytes(seed));
    return env.ctx.any.application({ appLogs: [log] });
  }

  beforeEach(() => {
    env = emulatorContext();
    beacon = beaconAnswering(SEED);
    env.ctx.setTemplateVar('BEACON_APP_ID', beacon.id);
    roulette = env.ctx.contract.create(RouletteDraw);
    app = env.ctx.ledger.getApplicationForContract(roulette);
    player = optedInPlayer();
    fundPool(POOL);
  });

  const fundPool = (amount: bigint) => env.ctx.ledger.updateAssetHolding(app.address, env.umq, amount);

  function optedInPlayer(): Account {
    const account = env.ctx.any.account({ optedApplications: [app] });
    const optIn = env.ctx.any.txn.applicationCall({
      appId: app,
      sender: account,
      onCompletion: OnCompleteAction.OptIn,
    });
    expect(approves(roulette, [optIn])).toBe(true);
    return account;
  }

  const atRound = (round: bigint) => env.ctx.ledger.patchGlobalData({ round: Uint64(round) });
  const paid = (to: Account, amount: bigint, from: Account = player) =>
    env.ctx.any.txn.assetTransfer({
      sender: from,
      xferAsset: env.umq,
      assetReceiver: to,
      assetAmount: Uint64(amount),
    });
  const spinGroup = (random = 1n, spinner: Account = player) => [
    paid(env.admin, MOX_FEE, spinner),
    paid(env.admin, GAME_ENTRY, spinner),
    env.ctx.any.txn.applicationCall({
      appId: app,
      sender: spinner,
      appArgs: [Bytes('spin'), op.itob(Uint64(random))],
      assets: [env.umq],
    }),
  ];
  /** A reveal sent by `sender` for `whose` spin; the emulator indexes accounts from 0 = the sender, as the AVM does. */
  const reveal = (sender: Account, whose: Account = player) =>
    env.ctx.any.txn.applicationCall({
      appId: app,
      sender,
      appArgs: [Bytes('reveal')],
      accounts: [sender, whose],
      assets: [env.umq],
      apps: [beacon],
    });
  /** The player's record box: the pending spin's draw round (0: none) and the spins so far. */
  const record = (field: 'draw_round' | 'spin_count') => {
    const box = env.ctx.ledger.getBox(app, Bytes(raw(player.bytes)));
    return box.length ? new DataView(box.buffer, box.byteOffset).getBigUint64(field === 'draw_round' ? 0 : 8) : 0n;
  };
  const reserved = () => big(roulette.reserved.value);
  /** The segment the contract must draw, computed here independently: sha512/256(seed || player || count) mod 7. */
  const expectedSegment = (count: bigint) => {
    const hash = createHash('sha512-256')
      .update(SEED)
      .update(raw(player.bytes))
      .update(raw(op.itob(Uint64(count))))
      .digest();
    return hash.readBigUInt64BE(0) % 7n;
  };

  it('a paid spin only commits to a future round: no prize, no transfer', () => {
    atRound(SPIN_ROUND);
    expect(approves(roulette, spinGroup())).toBe(true);
    expect(record('draw_round')).toBe(SPIN_ROUND + big(DRAW_DELAY));
    expect(record('spin_count')).toBe(1n);
    expect(big(roulette.totalParticipants.value)).toBe(1n);
    expect(env.ctx.txn.lastGroup.itxnGroups).toHaveLength(0);
  });

  it('refuses a second spin while one is pending, and a spin whose entry goes to the app', () => {
    atRound(SPIN_ROUND);
    expect(approves(roulette, spinGroup())).toBe(true);
    expect(approves(roulette, spinGroup())).toBe(false);
    const wrongEntry = spinGroup();
    wrongEntry[1] = paid(app.address, GAME_ENTRY);
    expect(approves(roulette, wrongEntry)).toBe(false);
  });

  it('refuses a reveal before the draw round', () => {
    atRound(SPIN_ROUND);
    approves(roulette, spinGroup());
    atRound(SPIN_ROUND + big(DRAW_DELAY));
    expect(approves(roulette, [reveal(player)])).toBe(false);
  });

  it('reveals from the beacon’s value for the draw round and pays that segment’s prize', () => {
    atRound(SPIN_ROUND);
    approves(roulette, spinGroup());
    atRound(SPIN_ROUND + big(DRAW_DELAY) + 1n);
    expect(approves(roulette, [reveal(player)])).toBe(true);

    const [beaconCall, ...transfers] = env.ctx.txn.lastGroup.itxnGroups.flatMap((group) => group.itxns);
    const call = env.ctx.txn.lastGroup.getItxnGroup(0).getApplicationCallInnerTxn(0);
    expect(beaconCall).toBeDefined();
    expect(call.appArgs(0)).toEqual(arc4.methodSelector('must_get(uint64,byte[])byte[]'));
    expect(big(op.btoi(call.appArgs(1)))).toBe(SPIN_ROUND + big(DRAW_DELAY));
    const prize = big(segmentPrize(Uint64(expectedSegment(1n))));
    expect(big(roulette.lastSpinResult.value)).toBe(prize);
    expect(record('draw_round')).toBe(0n);
    if (prize > 0n) {
      const xfer = env.ctx.txn.lastGroup.getItxnGroup(1).getAssetTransferInnerTxn(0);
      expect(xfer.assetReceiver).toEqual(player);
      expect(big(xfer.assetAmount)).toBe(prize * UMQ);
    } else {
      expect(transfers).toHaveLength(0);
    }
  });

  it('lets anyone (a Mox keeper) reveal for the player, paying the player', () => {
    atRound(SPIN_ROUND);
    approves(roulette, spinGroup());
    atRound(SPIN_ROUND + 20n);
    const keeper = env.ctx.any.account();
    expect(approves(roulette, [reveal(keeper)])).toBe(true);
    expect(big(roulette.lastSpinResult.value)).toBe(big(segmentPrize(Uint64(expectedSegment(1n)))));
    expect(record('draw_round')).toBe(0n);
  });

  it('the random argument changes nothing: the draw depends only on the future seed', () => {
    atRound(SPIN_ROUND);
    approves(roulette, spinGroup(123456789n));
    const committed = record('draw_round');
    env = emulatorContext();
    env.ctx.setTemplateVar('BEACON_APP_ID', beaconAnswering(SEED).id);
    roulette = env.ctx.contract.create(RouletteDraw);
    app = env.ctx.ledger.getApplicationForContract(roulette);
    player = optedInPlayer();
    fundPool(POOL);
    atRound(SPIN_ROUND);
    approves(roulette, spinGroup(42n));
    expect(record('draw_round')).toBe(committed);
  });

  it('settles a spin left unrevealed past the seed window as no prize, never a refund', () => {
    atRound(SPIN_ROUND);
    approves(roulette, spinGroup());
    atRound(SPIN_ROUND + big(DRAW_DELAY) + big(REVEAL_WINDOW) + 1n);
    expect(approves(roulette, [reveal(player)])).toBe(true);
    expect(env.ctx.txn.lastGroup.itxnGroups).toHaveLength(0);
    expect(record('draw_round')).toBe(0n);
    expect(big(Global.round)).toBeGreaterThan(0n);
  });

  it('refuses a reveal with nothing pending', () => {
    expect(approves(roulette, [reveal(player)])).toBe(false);
  });

  it('refuses a commit the pool cannot reserve the largest prize for', () => {
    atRound(SPIN_ROUND);
    fundPool(big(largestPrize()) * UMQ - 1n);
    expect(approves(roulette, spinGroup())).toBe(false);
    expect(record('draw_round')).toBe(0n);
    expect(reserved()).toBe(0n);
    fundPool(big(largestPrize()) * UMQ);
    expect(approves(roulette, spinGroup())).toBe(true);
    expect(reserved()).toBe(big(largestPrize()));
  });

  it('keeps each pending spin’s reserve: a second player is refused until the first spin is revealed', () => {
    atRound(SPIN_ROUND);
    fundPool(big(largestPrize()) * UMQ);
    const second = optedInPlayer();
    expect(approves(roulette, spinGroup())).toBe(true);
    expect(approves(roulette, spinGroup(1n, second))).toBe(false);
    atRound(SPIN_ROUND + big(DRAW_DELAY) + 1n);
    expect(approves(roulette, [reveal(player)])).toBe(true);
    expect(reserved()).toBe(0n);
    expect(approves(roulette, spinGroup(1n, second))).toBe(true);
  });

  it('releases the reserve of a spin settled past the seed window', () => {
    atRound(SPIN_ROUND);
    approves(roulette, spinGroup());
    atRound(SPIN_ROUND + big(DRAW_DELAY) + big(REVEAL_WINDOW) + 1n);
    expect(approves(roulette, [reveal(env.ctx.any.account())])).toBe(true);
    expect(reserved()).toBe(0n);
  });

  for (const how of [OnCompleteAction.CloseOut, OnCompleteAction.ClearState]) {
    it(`a spin pending when the player leaves (${OnCompleteAction[how]}) is still revealed and paid, its reserve released`, () => {
      atRound(SPIN_ROUND);
      approves(roulette, spinGroup());
      if (how === OnCompleteAction.CloseOut) {
        const closeOut = env.ctx.any.txn.applicationCall({ appId: app, sender: player, onCompletion: how });
        expect(approves(roulette, [closeOut])).toBe(true);
      }
      leave(env.ctx, roulette, app, player, []);
      atRound(SPIN_ROUND + big(DRAW_DELAY) + 1n);
      expect(approves(roulette, [reveal(env.ctx.any.account())])).toBe(true);
      expect(big(roulette.lastSpinResult.value)).toBe(big(segmentPrize(Uint64(expectedSegment(1n)))));
      expect(reserved()).toBe(0n);

      optedApps(player).set(big(app.id), app);
      expect(
        approves(roulette, [
          env.ctx.any.txn.applicationCall({ appId: app, sender: player, onCompletion: OnCompleteAction.OptIn }),
        ]),
      ).toBe(true);
      expect(approves(roulette, spinGroup())).toBe(true);
      expect(record('spin_count')).toBe(2n);
    });
  }
});
