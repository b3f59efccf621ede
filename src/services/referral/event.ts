import type { ReferralEvent as SharedReferralEvent } from '../../../proxy/message';
import { isEmail } from './email';
import { ReferralError } from './errors';

/** What the person typed, and the address they are signed in with. */
export interface ReferralInput {
  email: string;
  /** The invited code (free text; the spec checks nothing). */
  invited: string;
  /** The wallet address: the referral code. */
  referido: string;
}

/** The referral event payload (SPEC §3): email, phone (sent empty), referido (the address), invited (the code). */
export interface ReferralEvent extends SharedReferralEvent {
  phone: '';
}

/** The event for `input`, trimmed; throws ReferralError 'invalid-email' when the email is not one. */
export function referralEvent(input: ReferralInput): ReferralEvent {
  const email = input.email.trim();
  if (!isEmail(email)) throw new ReferralError('invalid-email', 'not an email address');
  return { email, phone: '', referido: input.referido, invited: input.invited.trim() };
}
