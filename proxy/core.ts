/**
 * The referral proxy's core (DESIGN.md §11, issues 21 and 31; proxy/README.md): holds the email provider's OAuth
 * client credentials and forwards an invite only when
 * - it is well formed: a valid email, an empty phone, an invited code (no free text), a time and a nonce;
 * - the wallet of its `referido` signed it, within 10 minutes of now, with a nonce never seen before;
 * - that wallet has claimed the welcome gift on chain (a fresh key cannot send anything);
 * - the sender's IP (IPv6: its /64) and the wallet are within their limits, and the wallet has not invited this
 *   email in the last day.
 * Limits, nonces and marks live in a ProxyStore shared by every instance. Plain functions over fetch: ./server.ts
 * serves it over HTTP, and the local ledger's stand-in (src/devnet/referral) runs this same code.
 */
import { base64ToBytes, isValidAddress, verifyBytes } from 'algosdk';
import type { ClaimCheck } from './claims';
import { ipLimitKey } from './ip';
import {
  isEmail,
  isInvitedCode,
  NONCE,
  referralMessage,
  type ReferralEvent,
  type SignedReferralEvent,
  type StampedReferralEvent,
} from './message';
import type { ProxyStore } from './store';

/** The provider's endpoints and this operator's client credentials. */
export interface ProviderSettings {
  tokenUrl: string;
  eventsUrl: string;
  clientId: string;
  clientSecret: string;
}

/** How many requests an IP (or IPv6 /64) may make an hour, and invites a wallet may send a day. */
export interface ProxyLimits {
  perIpPerHour: number;
  invitesPerDay: number;
}

export interface ProxyOptions {
  provider: ProviderSettings;
  store: ProxyStore;
  claimed: ClaimCheck;
  limits?: ProxyLimits;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Milliseconds, for the event's age and the token's expiry. */
  now?: () => number;
}

/** An answer of the proxy: its status and JSON body (and Retry-After on a 429). */
export interface ProxyAnswer {
  status: number;
  body: Record<string, string>;
  headers?: Record<string, string>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const DEFAULT_LIMITS: ProxyLimits = { perIpPerHour: 20, invitesPerDay: 10 };
/** An event is refused this long after its time, or when its time is this far ahead of the proxy's clock. */
export const EVENT_LIFETIME_MS = 10 * 60_000;

/** A token is renewed this long before the provider says it expires, so it does not lapse in flight. */
const EXPIRY_MARGIN_MS = 30_000;
const TEXT_FIELDS = ['email', 'phone', 'referido', 'invited', 'nonce', 'signature'] as const;

/** The signed event of a request body, or null when it is not one (not JSON, a field missing or of another type). */
function signedEvent(text: string): SignedReferralEvent | null {
  try {
    const body = JSON.parse(text) as Record<string, unknown> | null;
    if (!body || typeof body !== 'object' || !TEXT_FIELDS.every((field) => typeof body[field] === 'string'))
      return null;
    if (!Number.isSafeInteger(body.time)) return null;
    const { email, phone, referido, invited, time, nonce, signature } = body as unknown as SignedReferralEvent;
    return { email, phone, referido, invited, time, nonce, signature };
  } catch {
    return null;
  }
}

/** True when the event holds only what may be mailed: an email, no phone, an invited code, and a nonce's form. */
const mailable = (event: StampedReferralEvent) =>
  isEmail(event.email) && event.phone === '' && isInvitedCode(event.invited) && NONCE.test(event.nonce);

/** True when `signature` (base64) is the signature of `event.referido`'s key over the stamped event. */
function signedByReferido({ signature, ...event }: SignedReferralEvent): boolean {
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

/** What the provider receives: the four fields of SPEC §3, each one checked; nothing else the client sent. */
const providerEvent = ({ email, referido, invited }: StampedReferralEvent): ReferralEvent => ({
  email,
  phone: '',
  referido,
  invited,
});

/** The proxy: `handle(body, ip)` answers one POST of a signed event from `ip`. */
export function createReferralProxy(options: ProxyOptions) {
  const { provider, store, claimed, limits = DEFAULT_LIMITS, fetch: send = fetch, now = Date.now } = options;
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

  /** The checks that need no store: form, signature, age. An answer when the event is refused, else null. */
  function refusal(signed: SignedReferralEvent | null): ProxyAnswer | null {
    if (!signed || !mailable(signed)) return answer(400, 'invalid_request');
    if (!signedByReferido(signed)) return answer(401, 'invalid_signature');
    if (Math.abs(now() - signed.time * 1000) > EVENT_LIFETIME_MS) return answer(401, 'expired');
    return null;
  }

  /** Past every check on the event: the claim, the nonce, the per-recipient mark and the daily cap, then sends. */
  async function invite(event: StampedReferralEvent): Promise<ProxyAnswer> {
    let isClaimed: boolean;
    try {
      isClaimed = await claimed(event.referido);
    } catch {
      return answer(503, 'claim_check_unavailable');
    }
    if (!isClaimed) return answer(403, 'gift_not_claimed');
    // A nonce is kept until its event could no longer pass the age check anyway.
    const nonceLeftMs = event.time * 1000 + EVENT_LIFETIME_MS - now() + 1000;
    if (!(await store.mark(`nonce:${event.referido}:${event.nonce}`, nonceLeftMs))) return answer(409, 'replayed');
    const recipient = `invite:${event.referido}:${event.email.toLowerCase()}`;
    if (!(await store.mark(recipient, DAY))) return answer(409, 'already_invited');
    const daily = `daily:${event.referido}`;
    const sent = await store.hit(daily, DAY);
    let result: ProxyAnswer = tooMany(sent.resetInMs);
    if (sent.count <= limits.invitesPerDay) {
      result = await forward(providerEvent(event)).catch(() => answer(502, 'provider_unavailable'));
      if (result.status === 200) return result;
      await store.unhit(daily);
    }
    // Not sent: the recipient may be invited again once the wallet (or the provider) can.
    await store.unmark(recipient);
    return result;
  }

  return {
    async handle(text: string, ip: string): Promise<ProxyAnswer> {
      try {
        const perIp = await store.hit(`ip:${ipLimitKey(ip)}`, HOUR);
        if (perIp.count > limits.perIpPerHour) return tooMany(perIp.resetInMs);
        const signed = signedEvent(text);
        const refused = refusal(signed);
        return refused ?? (await invite(signed!));
      } catch {
        // The store failing (Redis down, the disk full): refuse, never send unchecked.
        return answer(503, 'store_unavailable');
      }
    },
  };
}
