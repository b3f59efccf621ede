/** The proxy server's settings, from the environment (proxy/README.md lists each variable). */
import type { AlgodClaimSettings } from './claims.ts';
import { DEFAULT_LIMITS, type ProviderSettings, type ProxyLimits } from './core.ts';

export interface ServerSettings {
  port: number;
  /** The wallet's origins, allowed to call from the browser (CORS); none: no browser can. */
  allowedOrigins: string[];
  /** How many reverse proxies in front append to X-Forwarded-For (0: the header is ignored). */
  trustedProxies: number;
  provider: ProviderSettings;
  claims: AlgodClaimSettings;
  limits: ProxyLimits;
  /** The SQLite file of the limits, nonces and marks, unless `redisUrl` is set. */
  database: string;
  /** Redis instead of SQLite, for instances on several machines. */
  redisUrl?: string;
}

const REQUIRED = [
  'REFERRAL_TOKEN_URL',
  'REFERRAL_EVENTS_URL',
  'REFERRAL_CLIENT_ID',
  'REFERRAL_CLIENT_SECRET',
  'REFERRAL_ALGOD_URL',
  'REFERRAL_AIRDROP_APP_ID',
];

/** The settings; throws naming every required variable that is missing, or the first one that is not a count. */
export function settingsFromEnv(env: NodeJS.ProcessEnv): ServerSettings {
  const missing = REQUIRED.filter((name) => !env[name]?.trim());
  if (missing.length) throw new Error(`The referral proxy needs ${missing.join(', ')} (see proxy/README.md).`);
  const count = (name: string, fallback: number, least = 1) => {
    const text = env[name]?.trim();
    if (!text) return fallback;
    if (!/^\d+$/.test(text) || Number(text) < least || !Number.isSafeInteger(Number(text)))
      throw new Error(`${name} must be a whole number of at least ${least} (it is "${text}").`);
    return Number(text);
  };
  const appId = env.REFERRAL_AIRDROP_APP_ID!.trim();
  if (!/^[1-9]\d*$/.test(appId)) throw new Error(`REFERRAL_AIRDROP_APP_ID must be an app id (it is "${appId}").`);
  return {
    port: count('REFERRAL_PROXY_PORT', 8787),
    allowedOrigins: (env.REFERRAL_PROXY_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustedProxies: count('REFERRAL_TRUSTED_PROXIES', 0, 0),
    provider: {
      tokenUrl: env.REFERRAL_TOKEN_URL!,
      eventsUrl: env.REFERRAL_EVENTS_URL!,
      clientId: env.REFERRAL_CLIENT_ID!,
      clientSecret: env.REFERRAL_CLIENT_SECRET!,
    },
    claims: {
      algodUrl: env.REFERRAL_ALGOD_URL!,
      algodToken: env.REFERRAL_ALGOD_TOKEN || undefined,
      airdropAppId: BigInt(appId),
    },
    limits: {
      perIpPerHour: count('REFERRAL_PROXY_LIMIT_PER_IP', DEFAULT_LIMITS.perIpPerHour),
      invitesPerDay: count('REFERRAL_PROXY_INVITES_PER_DAY', DEFAULT_LIMITS.invitesPerDay),
    },
    database: env.REFERRAL_PROXY_DB?.trim() || 'referral-proxy.sqlite',
    redisUrl: env.REFERRAL_PROXY_REDIS_URL?.trim() || undefined,
  };
}
