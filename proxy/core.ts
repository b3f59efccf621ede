/**
 * The referral proxy's core (DESIGN.md §11, issue 21): holds the email provider's OAuth client credentials, accepts
 * an event only when the wallet of its `referido` signed it, limits requests per IP and per address, and forwards
 * the event to the provider (a client-credentials token, kept until it is about to expire, then the events POST).
 * Plain functions over fetch: ./server.ts serves it over HTTP, and the local ledger's stand-in (src/devnet/referral)
 * runs this same code against its stand-in provider.
 */
import { base64ToBytes, isValidAddress, verifyBytes } from 'algosdk';
import { RateLimiter, type Limit } from './limits';
import { referralMessage, type ReferralEvent } from './message';

/** The provider's endpoints and this operator's client credentials. */
export interface ProviderSettings {
  tokenUrl: string;
  eventsUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface ProxyOptions {
  provider: ProviderSettings;
  /** Per sender IP (every request counts) and per address (signed requests count). */
  limits?: { perIp: Limit; perAddress: Limit };
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Milliseconds, for the limits and the token's expiry. */
  now?: () => number;
}

/** An answer of the proxy: its status and JSON body (and Retry-After on a 429). */
export interface ProxyAnswer {
  status: number;
  body: Record<string, string>;
  headers?: Record<string, string>;
}

const HOUR = 3_600_000;
export const DEFAULT_LIMITS = { perIp: { max: 20, windowMs: HOUR }, perAddress: { max: 5, windowMs: HOUR } };

/** A token is renewed this long before the provider says it expires, so it does not lapse in flight. */
const EXPIRY_MARGIN_MS = 30_000;
const FIELDS = ['email', 'phone', 'referido', 'invited', 'signature'] as const;

/** The signed event of a request body, or null when it is not one (not JSON, a field missing or not text). */
function signedEvent(text: string): { event: ReferralEvent; signature: string } | null {
  try {
    const body = JSON.parse(text) as Record<string, unknown> | null;
    if (!body || !FIELDS.every((field) => typeof body[field] === 'string')) return null;
    const { email, phone, referido, invited, signature } = body as Record<(typeof FIELDS)[number], string>;
    return { event: { email, phone, referido, invited }, signature };
  } catch {
    return null;
  }
}

/** True when `signature` (base64) is the signature of `event.referido`'s key over the event. */
function signedByReferido({ event, signature }: { event: ReferralEvent; signature: string }): boolean {
  if (!isValidAddress(event.referido)) return false;
  try {
    return verifyBytes(referralMessage(event), base64ToBytes(signature), event.referido);
  } catch {
    return false;
  }
}

const answer = (status: number, error?: string, headers?: Record<string, string>): ProxyAnswer => ({
  status,
  body: error ? { error } : { status: 'sent' },
  ...(headers && { headers }),
});

const tooMany = (waitMs: number) => answer(429, 'rate_limited', { 'Retry-After': String(Math.ceil(waitMs / 1000)) });

/** The proxy: `handle(body, ip)` answers one POST of a signed event from `ip`. */
export function createReferralProxy(options: ProxyOptions) {
  const { provider, limits = DEFAULT_LIMITS, fetch: send = fetch, now = Date.now } = options;
  const perIp = new RateLimiter(limits.perIp, now);
  const perAddress = new RateLimiter(limits.perAddress, now);
  let token: { value: string; staleAt: number } | null = null;

  /** A bearer token: the cached one, or a fresh one from the provider (null when it refuses or fails). */
  async function bearer(renew: boolean): Promise<string | null> {
    if (!renew && token && now() < token.staleAt) return token.value;
    token = null;
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
    });
    const response = await send(provider.tokenUrl, { method: 'POST', body: form });
    if (!response.ok) return null;
    const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (typeof body?.access_token !== 'string' || body.access_token === '') return null;
    const lifetimeS = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    token = { value: body.access_token, staleAt: now() + lifetimeS * 1000 - EXPIRY_MARGIN_MS };
    return token.value;
  }

  const post = (event: ReferralEvent, value: string) =>
    send(provider.eventsUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${value}` },
      body: JSON.stringify(event),
    });

  /** Sends the event, renewing the token once when the provider says it is no longer good (401). */
  async function forward(event: ReferralEvent): Promise<ProxyAnswer> {
    let value = await bearer(false);
    if (!value) return answer(502, 'provider_unavailable');
    let response = await post(event, value);
    if (response.status === 401 && (value = await bearer(true))) response = await post(event, value);
    if (response.ok) return answer(200);
    // The provider refusing the event itself (400) is the sender's mistake; anything else is the provider failing.
    return response.status === 400 ? answer(400, 'provider_refused') : answer(502, 'provider_refused');
  }

  return {
    async handle(text: string, ip: string): Promise<ProxyAnswer> {
      const ipWait = perIp.take(ip);
      if (ipWait) return tooMany(ipWait);
      const signed = signedEvent(text);
      if (!signed) return answer(400, 'invalid_request');
      if (!signedByReferido(signed)) return answer(401, 'invalid_signature');
      const addressWait = perAddress.take(signed.event.referido);
      if (addressWait) return tooMany(addressWait);
      try {
        return await forward(signed.event);
      } catch {
        return answer(502, 'provider_unavailable');
      }
    },
  };
}
