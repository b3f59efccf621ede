/** The local email provider (stand-in for SPEC §7's email-marketing provider). */
export { createReferralHandlers } from './handlers';
export { DEVNET_REFERRAL_CLIENT, TOKEN_LIFETIME_S } from './provider';
export type { RecordedReferralEvent, ReferralEventBody } from './provider';
