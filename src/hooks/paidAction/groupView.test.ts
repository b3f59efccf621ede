import { makePaymentTxnWithSuggestedParamsFromObject } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { useTestLedger } from '../../devnet/testing';
import { UMQ_UNIT } from '../../services/config/onchain';
import { buildAssetOptIn, buildSend } from '../../services/contracts';
import { feeParams, sealGroup, tokenTransfer, type BuildContext } from '../../services/contracts/group';
import { freshBuildContext } from '../../services/ledger';
import { signAndSubmit } from '../../services/ledger/testing';
import { LOOK_ALIKES } from '../../test/lookAlike';
import { dryRunState, recipientChecks } from './checks';
import { viewGroup } from './groupView';
import { summarise } from './summary';
import type { PaidActionRequest } from './types';

/** A plain ALGO payment from the context's sender: the transaction a forged or buggy builder slips in. */
const payment = (ctx: BuildContext, receiver: string, amount: bigint) =>
  makePaymentTxnWithSuggestedParamsFromObject({
    sender: ctx.sender,
    receiver,
    amount,
    suggestedParams: feeParams(ctx.params),
  });

const send: PaidActionRequest = { action: 'send', title: '', success: '', build: () => ({ txns: [] }) };

describe('one decoded view of a group: what the dialog shows, what is checked and what is signed agree', () => {
  const net = useTestLedger();

  it('a builder that changes its group after handing it over changes neither the figures nor what is signed', async () => {
    const ctx = await freshBuildContext(net.newAccount().addr.toString());
    const friend = net.newAccount().addr.toString();
    const group = buildSend(ctx, { asset: 'ALGO', receiver: friend, amount: 1_000_000n });
    const view = viewGroup(group, ctx.ids);
    const attacker = net.newAccount().addr.toString();
    group.txns.push(payment(ctx, attacker, 9_000_000n));
    group.txns[0] = payment(ctx, attacker, 5_000_000n);

    expect(view.txns).toHaveLength(1);
    expect(view.txns[0].payment?.receiver.toString()).toBe(friend);
    expect(summarise(view, ctx.ids)).toMatchObject({ value: '1 ALGO', recipient: friend });
    // The view's own list cannot be changed either: what the controller signs is what was decoded.
    expect(() => (view.txns as unknown[]).push(group.txns[1])).toThrow(TypeError);
  });

  it('an extra transfer to a look-alike first: the dialog names it, and the receiver checks check that very address', async () => {
    const sender = net.newAccount();
    const [paid, forged] = LOOK_ALIKES[1];
    await signAndSubmit(sender, (ctx) => buildSend(ctx, { asset: 'ALGO', receiver: paid, amount: 100_000n }));
    const ctx = await freshBuildContext(sender.addr.toString());
    const friend = net.newAccount().addr.toString();
    const view = viewGroup(
      sealGroup(ctx, [payment(ctx, forged, 2_000_000n), payment(ctx, friend, 1_000_000n)]),
      ctx.ids,
    );

    const summary = summarise(view, ctx.ids);
    expect(summary).toMatchObject({ value: '3 ALGO', recipient: forged, networkFee: '0,002 ALGO' });
    // Had the checks decoded the group their own way (the last transfer, the friend), they would see no look-alike.
    expect(await recipientChecks(view, ctx)).toEqual({ kind: 'answered', firstTime: true, lookAlike: paid });
  });

  it('an extra token transfer the receiver cannot take: the dry run names the token the dialog shows', async () => {
    const sender = net.newAccount();
    await signAndSubmit(sender, (ctx) => buildAssetOptIn(ctx, 'UMQ'));
    net.fund(sender.addr, 0n); // the dispenser adds 200 UMQ to a UMQ holder
    const ctx = await freshBuildContext(sender.addr.toString());
    const stranger = net.newAccount().addr.toString();
    const view = viewGroup(
      sealGroup(ctx, [
        payment(ctx, stranger, 1_000_000n),
        tokenTransfer(ctx, { asset: 'UMQ', receiver: stranger, amount: UMQ_UNIT }),
      ]),
      ctx.ids,
    );

    expect(summarise(view, ctx.ids).value).toBe('1 ALGO + 1 UMQ');
    expect(await dryRunState(send, view, ctx)).toMatchObject({
      kind: 'failed',
      reason: 'El destinatario aún no activó UMQ: no puede recibirlo',
    });
  });
});
