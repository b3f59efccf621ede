// With extensions: vite.config.ts loads this file too (the CSP of a build), and Vite's config loader wants them.
import { isChecksummedAddress } from './address.ts';
import { buildEnv } from './env.ts';
import type { OnchainIds } from './ids';
import { LOCALNET_GENESIS, LOCALNET_IDS, LOCALNET_REFERRAL, LOCALNET_URLS } from './localnet.ts';
import { LOCAL_SCHEMAS, type AppName } from './onchain.ts';

/** The two networks one build can talk to (DESIGN.md §4). */
export type NetworkName = 'mainnet' | 'localnet';

/** An algod or indexer node: base URL (with port, if any) and API token ('' sends no token header). */
export interface NodeEndpoint {
  url: string;
  token: string;
}

/**
 * How the referral email reaches the marketing provider (DESIGN.md §11). `proxy` is the recommended
 * setting: a server holds the provider's credentials. `direct` is the spec's OAuth flow from the
 * browser, whose client id and secret end up in the bundle; only for deployments without a proxy.
 */
export type ReferralConfig =
  | { mode: 'proxy'; url: string }
  | { mode: 'direct'; tokenUrl: string; eventsUrl: string; clientId: string; clientSecret: string };

/** Everything the app needs to talk to one network. */
export interface Network {
  name: NetworkName;
  /**
   * The algod nodes, first preferred: a request that fails moves on to the next one that answers for this network
   * (services/ledger/failover.ts). VITE_ALGOD_URLS (comma-separated), then VITE_ALGOD_URL, else the default.
   */
  algod: readonly NodeEndpoint[];
  /** The indexers, first preferred, as `algod` (VITE_INDEXER_URLS, VITE_INDEXER_URL). */
  indexer: readonly NodeEndpoint[];
  ids: OnchainIds;
  /** The genesis hash (base64) the nodes must report: nothing is signed for a node of another network. */
  genesisHash: string;
  /** null when no referral settings were given (optional on localnet, required on mainnet for /referido). */
  referral: ReferralConfig | null;
  /**
   * The referral variables this build lacks or got malformed. They gate only /referido (its configuration notice
   * names them): every other screen works without the email provider.
   */
  referralMissing: readonly string[];
}

/** A complete network, or the names of the VITE_* variables that are missing or malformed. */
export type NetworkResolution = { ok: true; network: Network } | { ok: false; name: string; missing: string[] };

/** Build-time variables as Vite exposes them in import.meta.env (tests pass a plain object). */
export type NetworkEnv = Readonly<Record<string, unknown>>;

/** The variable holding each app's id. */
export const APP_ID_VARS: Readonly<Record<AppName, string>> = {
  roulette: 'VITE_APP_ROULETTE_ID',
  airdrop: 'VITE_APP_AIRDROP_ID',
  marketplace: 'VITE_APP_MARKETPLACE_ID',
  quiz: 'VITE_APP_QUIZ_ID',
  target: 'VITE_APP_TARGET_ID',
  staking: 'VITE_APP_STAKING_ID',
};

const REFERRAL_DIRECT_VARS = [
  'VITE_REFERRAL_TOKEN_URL',
  'VITE_REFERRAL_EVENTS_URL',
  'VITE_REFERRAL_CLIENT_ID',
  'VITE_REFERRAL_CLIENT_SECRET',
] as const;

interface NetworkDefaults {
  algod: string;
  indexer: string;
  /** Ids known without configuration; MainNet has none, so every id must come from a variable. */
  ids?: OnchainIds;
  /** The network's genesis hash (base64); VITE_GENESIS_HASH replaces it, e.g. for a real Algorand LocalNet. */
  genesisHash: string;
  referralRequired: boolean;
  /** The referral setting when no VITE_REFERRAL_* variable is given. */
  referral?: ReferralConfig;
}

const DEFAULTS: Readonly<Record<NetworkName, NetworkDefaults>> = {
  // Public, token-free MainNet nodes; point VITE_ALGOD_URL / VITE_INDEXER_URL at your own for production.
  mainnet: {
    algod: 'https://mainnet-api.algonode.cloud',
    indexer: 'https://mainnet-idx.algonode.cloud',
    genesisHash: 'wGHE2Pwdvd7S12BL5FaOP20EGYesN73ktiC1qzkkit8=',
    referralRequired: true,
  },
  // The simulated ledger of `npm start`, or a real Algorand LocalNet on the same ports.
  localnet: {
    ...LOCALNET_URLS,
    ids: LOCALNET_IDS,
    genesisHash: LOCALNET_GENESIS.hash,
    referralRequired: false,
    referral: LOCALNET_REFERRAL,
  },
};

const MAX_UINT64 = 2n ** 64n - 1n;

/** Reads variables, remembering every required one that is absent or malformed. */
class EnvReader {
  readonly missing: string[] = [];
  constructor(private readonly env: NetworkEnv) {}

  /** The trimmed value, or undefined when unset or blank. */
  text(name: string): string | undefined {
    const value = this.env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  }

  /** A required value (`fallback` makes it optional); malformed counts as missing. */
  private read<T>(name: string, fallback: T | undefined, placeholder: T, parse: (text: string) => T | undefined): T {
    const given = this.text(name);
    const value = given === undefined ? fallback : parse(given);
    if (value !== undefined) return value;
    this.missing.push(name);
    return placeholder;
  }

  id(name: string, fallback?: bigint): bigint {
    return this.read(name, fallback, 0n, (text) => {
      const id = /^[1-9]\d*$/.test(text) ? BigInt(text) : undefined;
      return id !== undefined && id <= MAX_UINT64 ? id : undefined;
    });
  }

  address(name: string, fallback?: string): string {
    return this.read(name, fallback, '', (text) => (isChecksummedAddress(text) ? text : undefined));
  }

  url(name: string, fallback?: string): string {
    return this.read(name, fallback, '', (text) => (isHttpUrl(text) ? text.replace(/\/+$/, '') : undefined));
  }

  /**
   * A node list: the comma-separated `${name}S`, then `name` if not already in it, else `fallback`; every entry
   * must be an http(s) URL (one malformed entry names the list as missing).
   */
  urls(name: string, fallback: string): string[] {
    const listed =
      this.text(`${name}S`)
        ?.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean) ?? [];
    if (listed.some((entry) => !isHttpUrl(entry))) this.missing.push(`${name}S`);
    const list = listed.filter(isHttpUrl).map((entry) => entry.replace(/\/+$/, ''));
    const single = this.text(name) === undefined ? undefined : this.url(name);
    if (single && !list.includes(single)) list.push(single);
    return list.length ? list : [fallback];
  }

  required(name: string): string {
    return this.read(name, undefined, '', (text) => text);
  }
}

/** The endpoints of a node list, all with the one token configured for that kind of node. */
const nodes = (urls: readonly string[], token = ''): NodeEndpoint[] => urls.map((url) => ({ url, token }));

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function readReferral(read: EnvReader, required: boolean, fallback?: ReferralConfig): ReferralConfig | null {
  if (read.text('VITE_REFERRAL_PROXY_URL') !== undefined)
    return { mode: 'proxy', url: read.url('VITE_REFERRAL_PROXY_URL') };
  if (REFERRAL_DIRECT_VARS.every((name) => read.text(name) === undefined)) {
    // Name the recommended setting, not the four of the proxy-less flow.
    if (required) read.missing.push('VITE_REFERRAL_PROXY_URL');
    return fallback ?? null;
  }
  return {
    mode: 'direct',
    tokenUrl: read.url('VITE_REFERRAL_TOKEN_URL'),
    eventsUrl: read.url('VITE_REFERRAL_EVENTS_URL'),
    clientId: read.required('VITE_REFERRAL_CLIENT_ID'),
    clientSecret: read.required('VITE_REFERRAL_CLIENT_SECRET'),
  };
}

function readIds(read: EnvReader, fallback: OnchainIds | undefined): OnchainIds {
  const assets = {
    UMQ: read.id('VITE_UMQ_ASSET_ID', fallback?.assets.UMQ),
    HLK: read.id('VITE_HLK_ASSET_ID', fallback?.assets.HLK),
  };
  const appNames = Object.keys(LOCAL_SCHEMAS) as AppName[];
  const apps = Object.fromEntries(appNames.map((app) => [app, read.id(APP_ID_VARS[app], fallback?.apps[app])]));
  return { assets, apps: apps as Record<AppName, bigint>, admin: read.address('VITE_ADMIN_ADDRESS', fallback?.admin) };
}

/** True for a network this app can be built for (the build check refuses any other VITE_NETWORK). */
export function isNetworkName(name: string): name is NetworkName {
  return Object.hasOwn(DEFAULTS, name);
}

/**
 * Builds the network selected by VITE_NETWORK (default: mainnet in a production build, localnet
 * otherwise) from build-time variables. Pure: the config screen shows `missing` when not ok.
 */
export function resolveNetwork(env: NetworkEnv): NetworkResolution {
  const read = new EnvReader(env);
  const name = read.text('VITE_NETWORK') ?? (env.PROD === true ? 'mainnet' : 'localnet');
  if (!isNetworkName(name)) return { ok: false, name, missing: ['VITE_NETWORK'] };
  const defaults = DEFAULTS[name];
  // Referral settings are read apart: what they lack gates /referido, not the whole app.
  const referralRead = new EnvReader(env);
  const network: Network = {
    name,
    algod: nodes(read.urls('VITE_ALGOD_URL', defaults.algod), read.text('VITE_ALGOD_TOKEN')),
    indexer: nodes(read.urls('VITE_INDEXER_URL', defaults.indexer), read.text('VITE_INDEXER_TOKEN')),
    ids: readIds(read, defaults.ids),
    genesisHash: read.text('VITE_GENESIS_HASH') ?? defaults.genesisHash,
    referral: readReferral(referralRead, defaults.referralRequired, defaults.referral),
    referralMissing: referralRead.missing,
  };
  return read.missing.length ? { ok: false, name, missing: read.missing } : { ok: true, network };
}

let resolved: NetworkResolution | undefined;

/** The network of this build, resolved once from its variables. */
export function currentNetwork(): NetworkResolution {
  resolved ??= resolveNetwork(buildEnv());
  return resolved;
}

/** The configured network, for services that only run once the config screen has let the app start. */
export function requireNetwork(): Network {
  const resolution = currentNetwork();
  if (!resolution.ok) throw new Error(`Network ${resolution.name} is not configured: ${resolution.missing.join(', ')}`);
  return resolution.network;
}

/**
 * Every URL the app sends requests to on `network` (each algod and indexer, referral), as configured: the CSP allows their
 * origins, and the offline worker never answers a request under any of them (src/sw/rules.ts).
 */
export function networkUrls(network: Network): string[] {
  const referral = network.referral;
  const referralUrls = !referral
    ? []
    : referral.mode === 'proxy'
      ? [referral.url]
      : [referral.tokenUrl, referral.eventsUrl];
  return [...network.algod.map((node) => node.url), ...network.indexer.map((node) => node.url), ...referralUrls];
}
