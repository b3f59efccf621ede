import { bytesToBase64 } from 'algosdk';
import { newNonce, referralMessage, type SignedReferralEvent, type StampedReferralEvent } from '../../../proxy/message';
import type { ReferralEvent } from './event';
import { referralFetch, refused } from './request';

/** Signs bytes with the signed-in wallet's key (the session's `signBytes`: the key never leaves the session). */
export type SignBytes = (message: Uint8Array) => Promise<Uint8Array>;

/**
 * The recommended setting (DESIGN.md §11): the operator's proxy (proxy/) holds the provider's credentials, so the
 * client holds no secret. It posts the event as JSON, stamped with the time and a fresh nonce, with the wallet's
 * signature over it, which the proxy checks against `referido`: nobody can send in another wallet's name, and
 * nobody who saw the request can send it again. Any non-2xx answer is a failure.
 */
export function proxySender(url: string) {
  return async (event: ReferralEvent, signal: AbortSignal, signBytes: SignBytes): Promise<void> => {
    const stamped: StampedReferralEvent = { ...event, time: Math.floor(Date.now() / 1000), nonce: newNonce() };
    const body: SignedReferralEvent = {
      ...stamped,
      signature: bytesToBase64(await signBytes(referralMessage(stamped))),
    };
    const response = await referralFetch(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      signal,
    );
    if (!response.ok) throw refused(url, response);
  };
}
