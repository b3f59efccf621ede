/**
 * What the wallet signs for the referral proxy, and the rules both sides hold it to: shared by the wallet
 * (src/services/referral) and the proxy (./core.ts) so both build the very same bytes and accept the very same
 * values. No imports: the wallet's bundle takes this file as is.
 */

/** The referral event (SPEC §3): the email, phone (sent empty), referido (the wallet's address), invited. */
export interface ReferralEvent {
  email: string;
  phone: string;
  referido: string;
  invited: string;
}

/** The event as signed: with when it was made (unix seconds) and a nonce used once, so it cannot be replayed. */
export interface StampedReferralEvent extends ReferralEvent {
  time: number;
  nonce: string;
}

/** The body the wallet posts to the proxy: the stamped event and the wallet's signature over it (base64). */
export interface SignedReferralEvent extends StampedReferralEvent {
  signature: string;
}

/**
 * The bytes signed (with algosdk `signBytes`, which prefixes "MX" so they can never pass for a transaction): the
 * stamped event's six fields in a fixed order as JSON, so key order or extra fields cannot change what was signed.
 */
export function referralMessage(event: StampedReferralEvent): Uint8Array {
  const { email, phone, referido, invited, time, nonce } = event;
  return new TextEncoder().encode(JSON.stringify({ email, phone, referido, invited, time, nonce }));
}

/** A fresh nonce: 16 random bytes as 32 hex digits. */
export function newNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a nonce looks like (newNonce's form). */
export const NONCE = /^[0-9a-f]{32}$/;

/**
 * What an `<input type="email">` accepts (the WHATWG HTML "valid e-mail address" rule), at most 254 characters (the
 * longest address SMTP carries): the wallet refuses exactly what the proxy would.
 */
const VALID_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** True when `text` (already trimmed) is an email address an input of type email accepts. */
export function isEmail(text: string): boolean {
  return text.length <= 254 && VALID_EMAIL.test(text);
}

/**
 * What an invited code may be: empty, or up to 58 letters, digits, '-', '_' or '…' (a full address, or the
 * shortened one the wallet shows as the referral code). No spaces, dots, slashes or '@': the code lands in the
 * invitation email, and this way it can carry no sentence, link or address of the sender's choosing.
 */
const VALID_CODE = /^[A-Za-z0-9_…-]{0,58}$/;

/** True when `text` (already trimmed) is an invited code the proxy forwards. */
export function isInvitedCode(text: string): boolean {
  return VALID_CODE.test(text);
}
