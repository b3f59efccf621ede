import { describe, expect, it } from 'vitest';
import { useTestLedger } from '../../devnet/testing';
import { UMQ_UNIT } from '../../services/config/onchain';
import { buildAppOptIn, buildAssetOptIn, buildClaimAirdrop, buildSend, buildSpin } from '../../services/contracts';
import { freshBuildContext } from '../../services/ledger';
import { signAndSubmit } from '../../services/ledger/testing';
import { dryRunState, recipientChecks } from './checks';
import type { PaidActionRequest } from './types';

type Account = ReturnType<ReturnType<typeof useTestLedger>['newAccount']>;

/** Dry-runs what `build` makes for `account` on the local ledger, as the controller does before Confirm. */
async function dryRunOf(account: Account, build: PaidActionRequest['build'], extra: Partial<PaidActionRequest> = {}) {
  const ctx = await freshBuildContext(account.addr.toString());
  const request: PaidActionRequest = { action: 'send', title: '', success: '', build, ...extra };
  return dryRunState(request, build(ctx), ctx);
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
    ).toMatchObject({ kind: 'failed', reason: 'El destinatario no ha hecho opt-in a UMQ' });
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

  it('a node without an answer: unavailable, and the user may still confirm', async () => {
    const sender = net.newAccount();
    net.faults.set({ route: 'simulate', status: 500 });
    expect(
      await dryRunOf(sender, (ctx) => buildSend(ctx, { asset: 'ALGO', receiver: sender.addr.toString(), amount: 1n })),
    ).toEqual({ kind: 'unavailable' });
  });
});

describe('the receiver checks before Confirm (local indexer)', () => {
  const net = useTestLedger();

  /** What the dialog is told about sending 1 µALGO from `sender` to `receiver`. */
  async function checksOf(sender: Account, receiver: string) {
    const ctx = await freshBuildContext(sender.addr.toString());
    return recipientChecks(buildSend(ctx, { asset: 'ALGO', receiver, amount: 1n }), ctx);
  }

  it('a first payment to an address is pointed out; once paid, it is not; being paid by it does not count', async () => {
    const sender = net.newAccount();
    const receiver = net.newAccount();
    expect(await checksOf(sender, receiver.addr.toString())).toEqual({ firstTime: true, lookAlike: undefined });
    await signAndSubmit(receiver, (ctx) =>
      buildSend(ctx, { asset: 'ALGO', receiver: sender.addr.toString(), amount: 1_000n }),
    );
    expect(await checksOf(sender, receiver.addr.toString())).toEqual({ firstTime: true, lookAlike: undefined });
    await signAndSubmit(sender, (ctx) =>
      buildSend(ctx, { asset: 'ALGO', receiver: receiver.addr.toString(), amount: 1_000n }),
    );
    expect(await checksOf(sender, receiver.addr.toString())).toEqual({ firstTime: false });
  });
});
