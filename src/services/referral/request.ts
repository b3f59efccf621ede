import { ReferralError } from './errors';

/** Longest one send may take, every request included: the button must not stay locked on a silent provider. */
export const REFERRAL_TIMEOUT_MS = 10_000;

/**
 * fetch under the send's deadline (`signal`): a timeout becomes ReferralError 'timeout', any other transport
 * failure 'network'. HTTP error statuses come back as responses for the caller to read.
 */
export async function referralFetch(url: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal });
  } catch (error) {
    if (signal.aborted)
      throw new ReferralError('timeout', `no answer from ${url} in time`, undefined, { cause: error });
    throw new ReferralError('network', `request to ${url} failed`, undefined, { cause: error });
  }
}

/** ReferralError 'refused' for an error status. */
export function refused(url: string, response: Response): ReferralError {
  return new ReferralError('refused', `${url} answered ${response.status}`, response.status);
}
