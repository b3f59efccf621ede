import { ReferralError } from './errors';
import type { ReferralEvent } from './event';
import { referralFetch, refused } from './request';

/** The spec's direct flow settings (SPEC §7): the client id and secret are in the bundle, hence not recommended. */
export interface DirectSettings {
  tokenUrl: string;
  eventsUrl: string;
  clientId: string;
  clientSecret: string;
}

interface CachedToken {
  value: string;
  /** Date.now() after which the token is not used any more. */
  staleAt: number;
}

/** A token is renewed this long before the provider says it expires, so it does not lapse in flight. */
const EXPIRY_MARGIN_MS = 30_000;

async function requestToken(settings: DirectSettings, signal: AbortSignal): Promise<CachedToken> {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
  });
  // A form body is a CORS "simple request": no preflight for the token call.
  const response = await referralFetch(settings.tokenUrl, { method: 'POST', body: form }, signal);
  if (response.status === 400 || response.status === 401)
    throw new ReferralError('credentials', `token endpoint refused the client (${response.status})`, response.status);
  if (!response.ok) throw refused(settings.tokenUrl, response);
  const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
  if (typeof body?.access_token !== 'string' || body.access_token === '')
    throw new ReferralError('refused', 'token answer without access_token', response.status);
  const lifetimeS = typeof body.expires_in === 'number' ? body.expires_in : 3600;
  return { value: body.access_token, staleAt: Date.now() + lifetimeS * 1000 - EXPIRY_MARGIN_MS };
}

/**
 * The spec's OAuth client-credentials flow: a token from the token endpoint (kept in memory until it is about to
 * expire), then the event to the events endpoint with `Authorization: Bearer <token>`. When the provider answers
 * 401 (a token it revoked or let expire early) the token is fetched again and the event sent once more.
 */
export function directSender(settings: DirectSettings) {
  let cached: CachedToken | null = null;

  const token = async (renew: boolean, signal: AbortSignal) => {
    if (renew || !cached || Date.now() >= cached.staleAt) cached = await requestToken(settings, signal);
    return cached.value;
  };

  const post = async (event: ReferralEvent, bearer: string, signal: AbortSignal) =>
    referralFetch(
      settings.eventsUrl,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
        body: JSON.stringify(event),
      },
      signal,
    );

  return async (event: ReferralEvent, signal: AbortSignal): Promise<void> => {
    let response = await post(event, await token(false, signal), signal);
    if (response.status === 401) {
      cached = null;
      response = await post(event, await token(true, signal), signal);
      if (response.status === 401) throw new ReferralError('credentials', 'a fresh token was refused too', 401);
    }
    if (!response.ok) throw refused(settings.eventsUrl, response);
  };
}
