/** The welcome gift and its referral email (SPEC §4 Gift, §7 email provider). */
export { CLAIM_TX_STORAGE_KEY, useGift } from './useGift';
export { useReferralEmail, type ReferralEmailStatus } from './useReferralEmail';
