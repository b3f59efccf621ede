import type { ReferralEvent } from './event';
import { referralFetch, refused } from './request';

/**
 * The recommended setting (DESIGN.md §11): the operator's proxy holds the provider's credentials, so the client
 * posts the event body as JSON and holds no secret. Any non-2xx answer is a failure.
 */
export function proxySender(url: string) {
  return async (event: ReferralEvent, signal: AbortSignal): Promise<void> => {
    const response = await referralFetch(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(event) },
      signal,
    );
    if (!response.ok) throw refused(url, response);
  };
}
