/**
 * Build-time checks of the VITE_* settings (DESIGN.md §11: no secret in the bundle, nothing loose on MainNet). The
 * app reads its variables by name (src/services/config/env.ts), so a stray VITE_* never ships; the one secret it can
 * read, the referral client secret of the proxy-less flow, must not ship in a build that does not use that flow (the
 * proxy, or no referral), nor in a MainNet build unless the operator says in so many words that it may be public.
 */
import { loadEnv, type Plugin } from 'vite';
import { resolveAnalyticsScript } from './analytics.ts';
import { explorerSetting } from '../src/services/config/explorer.ts';
import { isNetworkName } from '../src/services/config/networks.ts';

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== '';

/** The settings a build is checked against: its VITE_* variables and the opt-in below. */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

/** Set to `1` (outside VITE_*, so it never reaches the bundle) to publish the referral secret in a MainNet build. */
export const ACCEPT_PUBLIC_SECRET = 'MOX_ACCEPT_PUBLIC_REFERRAL_SECRET';

/** The variables naming the nodes a build talks to; the `_URLS` ones are comma-separated failover lists. */
const NODE_VARS = ['VITE_ALGOD_URL', 'VITE_INDEXER_URL', 'VITE_ALGOD_URLS', 'VITE_INDEXER_URLS'] as const;

/** The variables of URLs a MainNet build talks to or links to: each must be https (a node, the referral, the legal pages). */
const MAINNET_HTTPS_VARS = [
  ...NODE_VARS,
  'VITE_REFERRAL_PROXY_URL',
  'VITE_REFERRAL_TOKEN_URL',
  'VITE_REFERRAL_EVENTS_URL',
  'VITE_TERMS_URL',
  'VITE_PRIVACY_URL',
] as const;

/** The network the build targets, as src/services/config/networks.ts picks it (mainnet in a production build). */
function networkOf(env: BuildEnv, production: boolean): string {
  return isSet(env.VITE_NETWORK) ? env.VITE_NETWORK!.trim() : production ? 'mainnet' : 'localnet';
}

/** The URLs of a setting: one, or a comma-separated list (blank entries dropped). */
const urlsOf = (value: string | undefined) => (value ?? '').split(',').filter(isSet);

function isHttps(value: string): boolean {
  try {
    return new URL(value.trim()).protocol === 'https:';
  } catch {
    return false;
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL names this machine (the local ledger, or a real LocalNet beside the browser). */
function isLoopback(value: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(value.trim()).hostname);
  } catch {
    return false;
  }
}

/**
 * A build labelled localnet whose nodes are elsewhere is a public deployment under the wrong label: it gets
 * MainNet's rules for its URLs and its secret (issue 31 item 11), whatever the label says.
 */
function isPublicDeployment(env: BuildEnv, network: string): boolean {
  return network === 'mainnet' || NODE_VARS.some((name) => urlsOf(env[name]).some((url) => !isLoopback(url)));
}

/** Plain-http URLs, refused on MainNet and on any build whose nodes are not this machine. */
function plainHttpProblem(env: BuildEnv, network: string): string | null {
  const plain = MAINNET_HTTPS_VARS.filter((name) => urlsOf(env[name]).some((url) => !isHttps(url)));
  if (!plain.length) return null;
  const where =
    network === 'mainnet' ? 'on MainNet' : 'when the nodes are not on this machine (whatever VITE_NETWORK says)';
  return (
    `${plain.join(', ')} must be an https URL ${where}: over plain http anyone on the way can read or change ` +
    'what the wallet is told (balances, fees, the legal pages it links to).'
  );
}

/** What a MainNet build may not loosen: a genesis hash other than MainNet's own. */
function mainnetProblem(env: BuildEnv): string | null {
  // MainNet's genesis hash is a constant of the app; the override exists for a real Algorand LocalNet only.
  if (isSet(env.VITE_GENESIS_HASH))
    return (
      'VITE_GENESIS_HASH is set on MainNet: the app knows MainNet genesis hash and checks every node against it; ' +
      'an override would let it sign for another network. Unset it (it is for a LocalNet build only).'
    );
  return null;
}

/** Why the referral settings must not be built, or null when they may. */
function referralProblem(env: BuildEnv, network: string, isPublic: boolean): string | null {
  if (!isSet(env.VITE_REFERRAL_CLIENT_SECRET)) return null;
  if (isSet(env.VITE_REFERRAL_PROXY_URL))
    return (
      'VITE_REFERRAL_CLIENT_SECRET is set, but VITE_REFERRAL_PROXY_URL selects the referral proxy, which holds the ' +
      "provider's credentials: the secret would be published in the bundle for nothing. Unset it for this build."
    );
  // A secret left in .env.local must not ride along in a build that has no proxy-less referral flow at all.
  if (!isSet(env.VITE_REFERRAL_TOKEN_URL))
    return (
      'VITE_REFERRAL_CLIENT_SECRET is set without VITE_REFERRAL_TOKEN_URL: this build has no proxy-less referral ' +
      'flow to use it, and the secret would be published in the bundle for nothing. Unset it for this build.'
    );
  if (isPublic && env[ACCEPT_PUBLIC_SECRET] !== '1')
    return (
      `VITE_REFERRAL_CLIENT_SECRET would be published in this ${network === 'mainnet' ? 'MainNet' : 'public'} bundle ` +
      '(the direct referral mode), where ' +
      'anyone can read it and send mail as you. Run the referral proxy (`npm run referral-proxy`) and set ' +
      `VITE_REFERRAL_PROXY_URL instead, or set ${ACCEPT_PUBLIC_SECRET}=1 to accept a public secret.`
    );
  return null;
}

/** Why a build with these settings must not be made, or null when it may; `production`: a production build's defaults. */
export function buildEnvProblem(env: BuildEnv, { production = false } = {}): string | null {
  // A typo must not ship a build silently without the analytics it asked for, nor load a script over plain http.
  if (isSet(env.VITE_ANALYTICS_SCRIPT_URL) && !resolveAnalyticsScript(env))
    return 'VITE_ANALYTICS_SCRIPT_URL must be the absolute https URL of the analytics script (or unset, for no analytics).';
  // A typo must not ship history links to nowhere, nor to an explorer over plain http.
  if (explorerSetting(env) === 'invalid')
    return 'VITE_EXPLORER_TX_URL must be an absolute https URL that transaction ids are appended to (http only for localhost), or unset.';
  const network = networkOf(env, production);
  // The app would only show its configuration screen, but the bundle would carry every VITE_* value unchecked.
  if (!isNetworkName(network))
    return (
      `VITE_NETWORK must be mainnet or localnet (or unset: mainnet in a production build), not "${network}": ` +
      "a build for no known network would skip MainNet's checks and still publish its settings."
    );
  const isPublic = isPublicDeployment(env, network);
  return (
    (isPublic ? plainHttpProblem(env, network) : null) ??
    (network === 'mainnet' ? mainnetProblem(env) : null) ??
    referralProblem(env, network, isPublic)
  );
}

/** Vite plugin: stops a production build whose settings fail {@link buildEnvProblem}, with its message. */
export function buildEnvCheckPlugin(): Plugin {
  return {
    name: 'mox-build-env-check',
    apply: 'build',
    configResolved(config) {
      const problem = buildEnvProblem(
        {
          ...loadEnv(config.mode, config.envDir || config.root, 'VITE_'),
          [ACCEPT_PUBLIC_SECRET]: process.env[ACCEPT_PUBLIC_SECRET],
        },
        { production: config.isProduction },
      );
      if (problem) throw new Error(problem);
    },
  };
}
