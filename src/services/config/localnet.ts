/**
 * Localnet settings: the ids the local ledger's genesis creates its assets and apps with
 * (docs/decisions/0001-localnet-ids.md). The genesis obeys these constants, so the app's config and
 * the ledger cannot drift; a real Algorand LocalNet overrides them through VITE_* variables.
 */
import type { OnchainIds } from './ids';

/** UMQ, HLK, the six apps and the roulette admin on the local ledger. */
export const LOCALNET_IDS: OnchainIds = {
  assets: { UMQ: 1001n, HLK: 1002n },
  apps: { roulette: 1003n, airdrop: 1004n, marketplace: 1005n, quiz: 1006n, target: 1007n, staking: 1008n },
  admin: 'PAZJDDZ6ZEPDX7ATN7H7MEI4KX6G2DXIZAMEW6BH37MU7U6M7TGI6XNS5I',
};

/** The local ledger's genesis id and hash (base64): transactions must carry them. */
export const LOCALNET_GENESIS = {
  id: 'mox-devnet-v1',
  hash: 'Php+9JVlZM1cRxmmpiGtIab7TgPLcLawZBc7/Fnwcls=',
} as const;

/** Where the local ledger's algod and indexer listen. */
export const LOCALNET_URLS = { algod: 'http://localhost:4001', indexer: 'http://localhost:8980' } as const;

/**
 * The local ledger's stand-in for the email provider (src/devnet/referral), on the algod port: the OAuth token
 * and events endpoints of the spec's direct flow, and a proxy that holds the stand-in's credentials itself. Not
 * under /devnet/: those are control routes, and the token endpoint takes a form body like a real provider's.
 */
export const LOCALNET_REFERRAL_PATHS = {
  token: '/referral/oauth/token',
  events: '/referral/events',
  proxy: '/referral/proxy',
  /** GET: what the stand-in received, newest last (tests read it). */
  record: '/devnet/referral-events',
} as const;

/** The referral setting localnet uses when no VITE_REFERRAL_* variable is set: the stand-in's proxy (no secret). */
export const LOCALNET_REFERRAL = {
  mode: 'proxy',
  url: `${LOCALNET_URLS.algod}${LOCALNET_REFERRAL_PATHS.proxy}`,
} as const;
