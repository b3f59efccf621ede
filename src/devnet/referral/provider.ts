/**
 * The local stand-in for the email-marketing provider (SPEC §7): OAuth client-credentials tokens, and a record of
 * every referral event it accepted with the Authorization header it came with, so tests can read both back.
 * Tokens expire on the ledger's clock, so `POST /devnet/clock` makes a client's cached token go stale.
 */

/** The stand-in's client credentials: devnet-only and public by design; no real provider knows them. */
export const DEVNET_REFERRAL_CLIENT = { id: 'mox-devnet', secret: 'devnet-only-public-credential' } as const;

/** Seconds a token lives (the token answer's `expires_in`). */
export const TOKEN_LIFETIME_S = 3600n;

/** The referral event's body (SPEC §3): phone is always sent empty. */
export interface ReferralEventBody {
  email: string;
  phone: string;
  referido: string;
  invited: string;
}

/** One event the stand-in accepted. */
export interface RecordedReferralEvent {
  body: ReferralEventBody;
  authorization: string;
}

/** A fresh opaque token: 32 random bytes, hex. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The provider's state: live tokens and the events received, newest last. */
export class ReferralProvider {
  private readonly tokens = new Map<string, bigint>();
  private events: RecordedReferralEvent[] = [];

  /** `now` is the ledger's clock in unix seconds. */
  constructor(private readonly now: () => bigint) {}

  /** A token for the right client id and secret; null for any other pair. */
  issueToken(clientId: string, clientSecret: string): string | null {
    if (clientId !== DEVNET_REFERRAL_CLIENT.id || clientSecret !== DEVNET_REFERRAL_CLIENT.secret) return null;
    const token = newToken();
    this.tokens.set(token, this.now() + TOKEN_LIFETIME_S);
    return token;
  }

  /** True when `authorization` is `Bearer <a token this provider issued that has not expired>`. */
  authorizes(authorization: string | null): boolean {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    const expiry = token === undefined ? undefined : this.tokens.get(token);
    return expiry !== undefined && this.now() < expiry;
  }

  /** Keeps an accepted event. */
  record(event: RecordedReferralEvent): void {
    this.events.push(event);
  }

  /** What it accepted, newest last. */
  received(): readonly RecordedReferralEvent[] {
    return this.events;
  }

  /** Forgets tokens and events (a devnet reset). */
  clear(): void {
    this.tokens.clear();
    this.events = [];
  }
}
