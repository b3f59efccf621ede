// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestLedger } from '../../devnet/testing';
import { ASSETS, formatAmount } from '../../services/amounts';
import { METHODS, UMQ_UNIT } from '../../services/config/onchain';
import { appCall, sealGroup } from '../../services/contracts/group';
import { ADMIN } from '../../devnet/genesis/keys';
import { giveAsset } from '../../devnet/genesis/builder';
import { ledgerCopy } from '../../i18n/features';
import { LOCALNET_IDS } from '../../services/config/localnet';
import {
  appAddress,
  buildAppOptIn,
  buildAssetOptIn,
  buildClaimAirdrop,
  buildClaimStakeReward,
  buildSend,
  buildSpin,
  buildStake,
  buildWithdraw,
} from '../../services/contracts';
import { freshBuildContext } from '../../services/ledger';
import { signAndSubmit } from '../../services/ledger/testing';
import { LOOK_ALIKES } from '../../test/lookAlike';
import { saveContact } from '../../services/contacts';
import { acknowledgementsNeeded, confirmable, dryRunState, mayConfirm, recipientChecks, unchecked } from './checks';
import { viewGroup } from './groupView';
import type { Acknowledgement, ConfirmChecks, DryRunState, PaidActionRequest, RecipientState } from './types';

type Account = ReturnType<ReturnType<typeof useTestLedger>['newAccount']>;

/** Dry-runs what `build` makes for `account` on the local ledger, as the controller does before Confirm. */
async function dryRunOf(account: Account, build: PaidActionRequest['build'], extra: Partial<PaidActionRequest> = {}) {
  const ctx = await freshBuildContext(account.addr.toString());
  const request: PaidActionRequest = { action: 'send', title: '', success: '', build, ...extra };
  return dryRunState(request, viewGroup(build(ctx), ctx.ids), ctx);
}

describe('the dry run before Confirm (local ledger simulate)', () => {
  const net = useTestLedger();

  async function umqHolder(): Promise<Account> {
    const account = net.newAccount();
    await signAndSubmit(account, (ctx) => buildAssetOptIn(ctx, 'UMQ'));
    net.fund(account.addr, 0n); // the dispenser adds 200 UMQ to a UMQ holder
    return account;
  }

  it('the gift: +500 UMQ paid by the contract, and the network fee', async () => {
    const player = await umqHolder();
    await signAndSubmit(player, (ctx) => buildAppOptIn(ctx, 'airdrop'));
    expect(await dryRunOf(player, buildClaimAirdrop, { action: 'claim' })).toEqual({
      kind: 'ok',
      changes: [
        { asset: 'ALGO', amount: -2000n },
        { asset: 'UMQ', amount: 500n * UMQ_UNIT },
      ],
    });
  });

  it('a token to an account without its opt-in is refused, naming the token', async () => {
    const sender = await umqHolder();
    const stranger = net.newAccount().addr.toString();
    expect(
      await dryRunOf(sender, (ctx) => buildSend(ctx, { asset: 'UMQ', receiver: stranger, amount: UMQ_UNIT })),
    ).toMatchObject({ kind: 'failed', reason: 'El destinatario aún no activó UMQ: no puede recibirlo' });
  });

  /** An amount as the reasons write it: the app's one formatter, every significant decimal, with its unit. */
  const algo = (micro: bigint) => `${formatAmount(micro, ASSETS.ALGO.decimals)} ALGO`;
  const umq = (base: bigint) => `${formatAmount(base, ASSETS.UMQ.decimals)} UMQ`;

  it('a send without enough ALGO says how much is missing for the send, the fee and the minimum balance', async () => {
    const sender = net.newAccount(1_000_000n);
    const receiver = net.newAccount().addr.toString();
    // 0.95 ALGO + 0.001 fee + 0.1 minimum balance = 1.051 ALGO needed, 1 ALGO held.
    const state = await dryRunOf(sender, (ctx) => buildSend(ctx, { asset: 'ALGO', receiver, amount: 950_000n }));
    expect(state).toMatchObject({
      kind: 'failed',
      reason: `Te faltan ${algo(51_000n)} para el envío, la comisión y el saldo mínimo. Tienes ${algo(1_000_000n)} y necesitas ${algo(1_051_000n)}.`,
    });
  });

  it("an app's activation counts its local-state reserve from the app's own schema (quiz: 2 integers)", async () => {
    const player = net.newAccount(150_000n);
    // 0.001 fee + 0.1 minimum + (0.1 + 2 × 0.0285) quiz local state = 0.258 ALGO needed, 0.15 held.
    const state = await dryRunOf(player, (ctx) => buildAppOptIn(ctx, 'quiz'), { action: 'quizOptIn' });
    expect(state).toMatchObject({
      kind: 'failed',
      reason: expect.stringContaining(
        `Te faltan ${algo(108_000n)} para la comisión y el saldo mínimo. Tienes ${algo(150_000n)} y necesitas ${algo(258_000n)}.`,
      ),
    });
  });

  it('a token activation without ALGO for its 0.1 ALGO reserve says what is missing', async () => {
    const account = net.newAccount(150_000n);
    const state = await dryRunOf(account, (ctx) => buildAssetOptIn(ctx, 'UMQ'), { action: 'assetOptIn' });
    // 0.001 fee + 0.1 minimum + 0.1 for UMQ = 0.201 ALGO needed.
    expect(state).toMatchObject({
      kind: 'failed',
      reason: expect.stringContaining(`Te faltan ${algo(51_000n)} para la comisión`),
    });
  });

  it('more of a token than held: the missing units, what is held and what is needed', async () => {
    const sender = await umqHolder(); // 200 UMQ
    const receiver = await umqHolder();
    const state = await dryRunOf(sender, (ctx) =>
      buildSend(ctx, { asset: 'UMQ', receiver: receiver.addr.toString(), amount: 250n * UMQ_UNIT }),
    );
    expect(state).toMatchObject({
      kind: 'failed',
      reason: `Te faltan ${umq(50n * UMQ_UNIT)}: tienes ${umq(200n * UMQ_UNIT)} y la operación necesita ${umq(250n * UMQ_UNIT)}.`,
    });
  });

  it('a token the account has not activated is named, in plain words', async () => {
    const sender = net.newAccount();
    const receiver = await umqHolder();
    const state = await dryRunOf(sender, (ctx) =>
      buildSend(ctx, { asset: 'UMQ', receiver: receiver.addr.toString(), amount: UMQ_UNIT }),
    );
    expect(state).toMatchObject({ kind: 'failed', reason: 'Tu cuenta aún no tiene UMQ activado: actívalo primero.' });
  });

  it("an app's own refusal keeps the action's message: no figures are made up", async () => {
    const player = await umqHolder();
    // A spin without the roulette's activation: the app refuses, the account lacks nothing.
    const state = await dryRunOf(player, (ctx) => buildSpin(ctx, { random: 3n }), { action: 'spin' });
    expect(state).toMatchObject({ kind: 'failed' });
    expect(state.kind === 'failed' && state.reason).not.toMatch(/Te faltan/);
  });

  /** The app's pool of `asset` set to exactly `amount` (the treasury takes back the rest). */
  function setPool(app: 'roulette' | 'staking', asset: 'UMQ' | 'HLK', amount: bigint) {
    const address = appAddress(LOCALNET_IDS, app);
    const held = net.ledger.state.accounts.get(address)!.assets.get(LOCALNET_IDS.assets[asset])!.amount;
    giveAsset(net.ledger.state, address, LOCALNET_IDS.assets[asset], amount - held);
  }

  it('a spin the roulette’s pool cannot pay its top prize of: the wheel’s lack, not the player’s', async () => {
    const player = await umqHolder();
    await signAndSubmit(player, (ctx) => buildAppOptIn(ctx, 'roulette'));
    setPool('roulette', 'UMQ', 1000n * UMQ_UNIT - 1n);
    const state = await dryRunOf(player, (ctx) => buildSpin(ctx, { random: 3n }), { action: 'spin' });
    const reason = ledgerCopy('errors.roulettePoolShort', {
      prize: formatAmount(1000n * UMQ_UNIT, ASSETS.UMQ.decimals),
    });
    expect(state).toMatchObject({ kind: 'failed', reason: ledgerCopy('errors.rouletteSpin', { reason }) });
  });

  it('a spin while the roulette’s admin has paused it says so, not that anything is missing', async () => {
    const player = await umqHolder();
    await signAndSubmit(player, (ctx) => buildAppOptIn(ctx, 'roulette'));
    const { params, ids } = await freshBuildContext(player.addr.toString());
    const adminContext = { params, ids, sender: ADMIN.address };
    const pause = sealGroup(adminContext, [
      appCall(adminContext, 'roulette', { method: METHODS.pause, innerTransfers: 0 }),
    ]);
    await net.algod.sendRawTransaction(pause.txns.map((txn) => txn.signTxn(ADMIN.sk))).do();
    net.ledger.makeBlock();
    const state = await dryRunOf(player, (ctx) => buildSpin(ctx, { random: 3n }), { action: 'spin' });
    const reason = ledgerCopy('errors.appPaused');
    expect(state).toMatchObject({ kind: 'failed', reason: ledgerCopy('errors.rouletteSpin', { reason }) });
  });

  it('the claim of a recorded staking reward while the HLK pool is still short says what it owes', async () => {
    const player = await umqHolder();
    net.fund(player.addr, 0n);
    await signAndSubmit(player, (ctx) => buildAssetOptIn(ctx, 'HLK'));
    await signAndSubmit(player, (ctx) => buildAppOptIn(ctx, 'staking'));
    await signAndSubmit(player, (ctx) => buildStake(ctx, { amount: 100n * UMQ_UNIT }));
    setPool('staking', 'HLK', 0n);
    net.ledger.advanceClock(31_536_000n);
    net.ledger.makeBlock();
    await signAndSubmit(player, buildWithdraw);
    // 100 UMQ a year earn 0.52 HLK, recorded as owed.
    setPool('staking', 'HLK', 520_000_000n - 1n);
    const state = await dryRunOf(player, buildClaimStakeReward, { action: 'claimStakeReward' });
    const reason = ledgerCopy('errors.stakePoolShort', { owed: formatAmount(520_000_000n, ASSETS.HLK.decimals) });
    expect(state).toMatchObject({ kind: 'failed', reason: ledgerCopy('errors.claimStakeReward', { reason }) });

    setPool('staking', 'HLK', 520_000_000n);
    expect(await dryRunOf(player, buildClaimStakeReward, { action: 'claimStakeReward' })).toEqual({
      kind: 'ok',
      changes: [
        { asset: 'ALGO', amount: -2000n },
        { asset: 'HLK', amount: 520_000_000n },
      ],
    });
  });

  it("a spin: what the player pays, never the wheel's prize", async () => {
    const player = await umqHolder();
    await signAndSubmit(player, (ctx) => buildAppOptIn(ctx, 'roulette'));
    const state = await dryRunOf(player, (ctx) => buildSpin(ctx, { random: 3n }), {
      action: 'spin',
      prizeBySpin: true,
    });
    expect(state).toEqual({
      kind: 'ok',
      changes: [
        { asset: 'ALGO', amount: -4000n },
        { asset: 'UMQ', amount: -115n * UMQ_UNIT },
      ],
    });
  });

  it('a node without an answer: unavailable (the user may still confirm, once they tick it)', async () => {
    const sender = net.newAccount();
    net.faults.set({ route: 'simulate', status: 500 });
    expect(
      await dryRunOf(sender, (ctx) => buildSend(ctx, { asset: 'ALGO', receiver: sender.addr.toString(), amount: 1n })),
    ).toEqual({ kind: 'unavailable' });
  });
});

describe('the receiver checks before Confirm (local indexer and the address book)', () => {
  const net = useTestLedger();

  /** What the dialog is told about sending 1 µALGO from `sender` to `receiver`. */
  async function checksOf(sender: Account, receiver: string) {
    const ctx = await freshBuildContext(sender.addr.toString());
    return recipientChecks(viewGroup(buildSend(ctx, { asset: 'ALGO', receiver, amount: 1n }), ctx.ids), ctx);
  }

  it('a first payment to an address is pointed out; once paid, it is not; being paid by it does not count', async () => {
    const sender = net.newAccount();
    const receiver = net.newAccount();
    const first = { kind: 'answered', firstTime: true, lookAlike: undefined };
    expect(await checksOf(sender, receiver.addr.toString())).toEqual(first);
    await signAndSubmit(receiver, (ctx) =>
      buildSend(ctx, { asset: 'ALGO', receiver: sender.addr.toString(), amount: 1_000n }),
    );
    expect(await checksOf(sender, receiver.addr.toString())).toEqual(first);
    await signAndSubmit(sender, (ctx) =>
      buildSend(ctx, { asset: 'ALGO', receiver: receiver.addr.toString(), amount: 1_000n }),
    );
    expect(await checksOf(sender, receiver.addr.toString())).toEqual({ ...first, firstTime: false });
  });

  it('an address like a saved contact (never paid) is a look-alike too, and so is a contact like an earlier recipient', async () => {
    const sender = net.newAccount();
    const owner = sender.addr.toString();
    const [[ana, forged], [bruno, poisoned]] = LOOK_ALIKES;
    await saveContact(owner, { name: 'Ana', address: ana });
    expect(await checksOf(sender, forged)).toMatchObject({ kind: 'answered', lookAlike: ana });
    // The other way round: a contact saved from a poisoned history entry, like someone already paid.
    await signAndSubmit(sender, (ctx) => buildSend(ctx, { asset: 'ALGO', receiver: bruno, amount: 100_000n }));
    await saveContact(owner, { name: 'Bruno', address: poisoned });
    expect(await checksOf(sender, poisoned)).toMatchObject({ kind: 'answered', firstTime: true, lookAlike: bruno });
  });

  it('an indexer that cannot answer says so: unavailable, never "all clear"', async () => {
    const sender = net.newAccount();
    net.faults.set({ route: 'indexer-account-transactions', status: 500 });
    expect(await checksOf(sender, net.newAccount().addr.toString())).toEqual({ kind: 'unavailable' });
  });
});

describe('confirmable: whether Confirm may be offered', () => {
  const OK: DryRunState = { kind: 'ok', changes: [] };
  const CLEAR: RecipientState = { kind: 'answered', firstTime: false };
  const checks = (
    dryRun: DryRunState,
    recipient: RecipientState,
    acknowledged: Acknowledgement[] = [],
  ): ConfirmChecks => ({ dryRun, recipient, acknowledged: new Set(acknowledged) });

  it('not before every check answered: a dry run that answered does not offer it while the receiver is checked', () => {
    const send: PaidActionRequest = { action: 'send', title: '', success: '', build: () => ({ txns: [] }) };
    expect(confirmable(unchecked(send))).toBe(false);
    expect(confirmable(checks(OK, { kind: 'checking' }))).toBe(false);
    expect(confirmable(checks({ kind: 'simulating' }, CLEAR))).toBe(false);
    expect(confirmable(checks(OK, CLEAR))).toBe(true);
  });

  it('an action that is not a send has no receiver checks to wait for', () => {
    const claim: PaidActionRequest = { action: 'claim', title: '', success: '', build: () => ({ txns: [] }) };
    expect(unchecked(claim).recipient).toEqual({ kind: 'none' });
    expect(confirmable({ ...unchecked(claim), dryRun: OK })).toBe(true);
  });

  it('never after the dry run refused, whatever was ticked', () => {
    const failed: DryRunState = { kind: 'failed', reason: 'x', error: new Error('x') };
    expect(confirmable(checks(failed, CLEAR, ['lookAlike', 'unverified']))).toBe(false);
  });

  it('a look-alike needs its tick; a check that could not answer needs the deliberate "go on without it"', () => {
    const lookAlike: RecipientState = { kind: 'answered', firstTime: true, lookAlike: 'EARLIER' };
    expect(confirmable(checks(OK, lookAlike))).toBe(false);
    expect(confirmable(checks(OK, lookAlike, ['unverified']))).toBe(false);
    expect(confirmable(checks(OK, lookAlike, ['lookAlike']))).toBe(true);
    expect(confirmable(checks(OK, { kind: 'unavailable' }))).toBe(false);
    expect(confirmable(checks(OK, { kind: 'unavailable' }, ['unverified']))).toBe(true);
    expect(confirmable(checks({ kind: 'unavailable' }, CLEAR))).toBe(false);
    expect(confirmable(checks({ kind: 'unavailable' }, CLEAR, ['unverified']))).toBe(true);
    expect(acknowledgementsNeeded(checks({ kind: 'unavailable' }, lookAlike))).toEqual(['lookAlike', 'unverified']);
  });

  it('offered only while the dialog waits for the user: never while signing, sending or reporting', () => {
    const claim: PaidActionRequest = { action: 'claim', title: '', success: '', build: () => ({ txns: [] }) };
    const group = viewGroup({ txns: [] }, LOCALNET_IDS);
    const ready = checks(OK, CLEAR);
    expect(mayConfirm({ kind: 'confirming', request: claim, group, checks: ready })).toBe(true);
    expect(mayConfirm({ kind: 'confirming', request: claim, group, checks: checks(OK, { kind: 'checking' }) })).toBe(
      false,
    );
    expect(mayConfirm({ kind: 'signing', request: claim, group, checks: ready })).toBe(false);
    expect(mayConfirm({ kind: 'sending', request: claim, group, checks: ready })).toBe(false);
    expect(mayConfirm({ kind: 'pending', request: claim, group, txId: 'TX' })).toBe(false);
    expect(mayConfirm({ kind: 'idle' })).toBe(false);
  });
});
