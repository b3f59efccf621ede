import { bytesToBase64 } from 'algosdk';
import { referralMessage, type SignedReferralEvent } from '../../../proxy/message';
import type { ReferralEvent } from './event';
import { referralFetch, refused } from './request';

/** Signs bytes with the signed-in wallet's key (the session's `signBytes`: the key never leaves the session). */
export type SignBytes = (message: Uint8Array) => Promise<Uint8Array>;

/**
 * The recommended setting (DESIGN.md §11): the operator's proxy (proxy/) holds the provider's credentials, so the
 * client holds no secret. It posts the event as JSON with the wallet's signature over it, which the proxy checks
 * against `referido`: nobody can send in another wallet's name. Any non-2xx answer is a failure.
 */
export function proxySender(url: string) {
  return async (event: ReferralEvent, signal: AbortSignal, signBytes: SignBytes): Promise<void> => {
    const body: SignedReferralEvent = { ...event, signature: bytesToBase64(await signBytes(referralMessage(event))) };
    const response = await referralFetch(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      signal,
    );
    if (!response.ok) throw refused(url, response);
  };
}
