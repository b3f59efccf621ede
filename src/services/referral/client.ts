import { requireNetwork, type ReferralConfig } from '../config/networks';
import { directSender } from './direct';
import { ReferralError } from './errors';
import { referralEvent, type ReferralInput } from './event';
import { proxySender, type SignBytes } from './proxy';
import { REFERRAL_TIMEOUT_MS } from './request';

/** Sends referral emails through the configured provider setting. */
export interface ReferralClient {
  /**
   * Checks the email, then sends the event within `timeoutMs`; resolves once the provider accepted it, throws a
   * ReferralError otherwise. `signBytes` is the session's, for the `referido` wallet (the proxy checks its
   * signature). `signal` lets the caller give up earlier (e.g. the screen unmounts).
   */
  send(input: ReferralInput, signBytes: SignBytes, signal?: AbortSignal): Promise<void>;
}

/** A client for `config` (proxy or direct mode, DESIGN.md §11). */
export function createReferralClient(config: ReferralConfig, timeoutMs = REFERRAL_TIMEOUT_MS): ReferralClient {
  const deliver = config.mode === 'proxy' ? proxySender(config.url) : directSender(config);
  return {
    async send(input, signBytes, signal) {
      const event = referralEvent(input);
      const deadline = AbortSignal.timeout(timeoutMs);
      await deliver(event, signal ? AbortSignal.any([signal, deadline]) : deadline, signBytes);
    },
  };
}

let pageClient: ReferralClient | undefined;

/** The client of the configured network (one per page, so a direct-mode token is reused across sends). */
export function referralClient(): ReferralClient {
  const config = requireNetwork().referral;
  if (!config) throw new ReferralError('not-configured', 'no referral settings in this build');
  pageClient ??= createReferralClient(config);
  return pageClient;
}
