/** The referral email client (SPEC §7, DESIGN.md §11): through the operator's proxy, or the spec's direct OAuth flow. */
export { createReferralClient, referralClient, type ReferralClient } from './client';
export { isEmail, isInvitedCode } from './email';
export { ReferralError, type ReferralFailure } from './errors';
export type { ReferralEvent, ReferralInput } from './event';
export type { SignBytes } from './proxy';
export { REFERRAL_TIMEOUT_MS } from './request';
