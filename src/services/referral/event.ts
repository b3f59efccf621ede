import type { ReferralEvent as SharedReferralEvent } from '../../../proxy/message';
import { isEmail, isInvitedCode } from './email';
import { ReferralError } from './errors';

/** What the person typed, and the address they are signed in with. */
export interface ReferralInput {
  email: string;
  /** The invited code: letters, digits, '-', '_' or '…' (isInvitedCode), as the proxy forwards no free text. */
  invited: string;
  /** The wallet address: the referral code. */
  referido: string;
}

/** The referral event payload (SPEC §3): email, phone (sent empty), referido (the address), invited (the code). */
export interface ReferralEvent extends SharedReferralEvent {
  phone: '';
}

/**
 * The event for `input`, trimmed; throws ReferralError 'invalid-email' when the email is not one, 'invalid-code'
 * when the invited code is not one.
 */
export function referralEvent(input: ReferralInput): ReferralEvent {
  const email = input.email.trim();
  const invited = input.invited.trim();
  if (!isEmail(email)) throw new ReferralError('invalid-email', 'not an email address');
  if (!isInvitedCode(invited)) throw new ReferralError('invalid-code', 'not an invited code');
  return { email, phone: '', referido: input.referido, invited };
}
