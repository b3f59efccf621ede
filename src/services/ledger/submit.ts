import { settle, type Confirmed, type SettleOptions } from './settle';

/** No group was confirmed within its validity window: the ledger moved nothing. */
export class NotSentError extends Error {
  constructor(readonly txId: string) {
    super(`txn dead: ${txId} was not confirmed before its last valid round`);
    this.name = 'NotSentError';
  }
}

/** {@link settle} for callers that only accept a confirmation: a group that was not sent throws NotSentError. */
export async function submit(signedGroup: Uint8Array[], options?: SettleOptions): Promise<Confirmed> {
  const outcome = await settle(signedGroup, options);
  if (outcome.kind === 'notSent') throw new NotSentError(outcome.txId);
  return outcome.confirmed;
}
