/**
 * What the wallet signs for the referral proxy, and how: shared by the wallet (src/services/referral/proxy.ts) and
 * the proxy (./core.ts) so both build the very same bytes. No imports: the wallet's bundle takes this file as is.
 */

/** The referral event (SPEC §3): the email, phone (sent empty), referido (the wallet's address), invited. */
export interface ReferralEvent {
  email: string;
  phone: string;
  referido: string;
  invited: string;
}

/** The body the wallet posts to the proxy: the event and the wallet's signature over it (base64). */
export interface SignedReferralEvent extends ReferralEvent {
  signature: string;
}

/**
 * The bytes signed (with algosdk `signBytes`, which prefixes "MX" so they can never pass for a transaction): the
 * event's four fields in a fixed order as JSON, so key order or extra fields cannot change what was signed.
 */
export function referralMessage(event: ReferralEvent): Uint8Array {
  const { email, phone, referido, invited } = event;
  return new TextEncoder().encode(JSON.stringify({ email, phone, referido, invited }));
}
