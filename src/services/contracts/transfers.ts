/** The wallet's basic transactions: send ALGO or a token, opt in to a token, opt in to an app. */
import { makeApplicationOptInTxnFromObject, makePaymentTxnWithSuggestedParamsFromObject } from 'algosdk';
import type { AppName, AssetSymbol } from '../config/onchain';
import { feeParams, sealGroup, tokenTransfer, type BuildContext, type BuiltGroup, type TokenSymbol } from './group';

/** Sends `amount` base units of ALGO or a Mox token to `receiver`, with an optional note (UTF-8, ≤ 1024 bytes). */
export function buildSend(
  ctx: BuildContext,
  send: { asset: AssetSymbol; receiver: string; amount: bigint; note?: string },
): BuiltGroup {
  const { asset, receiver, amount } = send;
  const note = send.note ? new TextEncoder().encode(send.note) : undefined;
  const txn =
    asset === 'ALGO'
      ? makePaymentTxnWithSuggestedParamsFromObject({
          sender: ctx.sender,
          receiver,
          amount,
          note,
          suggestedParams: feeParams(ctx.params),
        })
      : tokenTransfer(ctx, { asset, receiver, amount, note });
  return sealGroup(ctx, [txn]);
}

/** Opts the sender in to a Mox token: a zero-amount transfer to itself. */
export function buildAssetOptIn(ctx: BuildContext, asset: TokenSymbol): BuiltGroup {
  const txn = tokenTransfer(ctx, { asset, receiver: ctx.sender, amount: 0n });
  return sealGroup(ctx, [txn]);
}

/** Opts the sender in to one of the six apps (its local state; raises the minimum balance). */
export function buildAppOptIn(ctx: BuildContext, app: AppName): BuiltGroup {
  const txn = makeApplicationOptInTxnFromObject({
    sender: ctx.sender,
    appIndex: ctx.ids.apps[app],
    suggestedParams: feeParams(ctx.params),
  });
  return sealGroup(ctx, [txn]);
}
