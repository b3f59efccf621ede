/**
 * The production build's Content-Security-Policy (DESIGN.md §11): scripts, styles and everything else only from the
 * app's own origin, and network access only to the configured algod, indexer and referral hosts. A meta tag, because
 * the app is static files any host can serve; `frame-ancestors` cannot be set that way, so the build also writes the
 * host's response headers (scripts/headers.ts). No analytics origin is ever named: the optional analytics script runs
 * in a sandboxed frame of the app's own files, under that page's own policy (scripts/analytics.ts).
 */
import { loadEnv, type Plugin } from 'vite';
import { networkUrls, resolveNetwork, type Network } from '../src/services/config/networks.ts';

/** The origins the app talks to on `network`. */
function networkOrigins(network: Network): string[] {
  return [...new Set(networkUrls(network).map((url) => new URL(url).origin))];
}

/** The policy for a build with these VITE_* settings (only 'self' when the network is incomplete: the app then talks to nobody). */
export function contentSecurityPolicy(env: Record<string, unknown>): string {
  const resolution = resolveNetwork(env);
  const connect = ["'self'", ...(resolution.ok ? networkOrigins(resolution.network) : [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    // The offline worker (src/sw) and the web app manifest, both files of the app itself.
    "worker-src 'self'",
    "manifest-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The name of {@link contentSecurityPolicyPlugin}, by which the catalogue's build leaves it out. */
export const CSP_PLUGIN_NAME = 'mox-content-security-policy';

/**
 * Vite plugin: puts the policy first in index.html of the app's production builds (the dev server needs inline
 * scripts). The app's only: Storybook's static catalogue runs inline scripts and MSW, and removes it (.storybook/main.ts).
 */
export function contentSecurityPolicyPlugin(): Plugin {
  let policy = '';
  return {
    name: CSP_PLUGIN_NAME,
    apply: 'build',
    configResolved(config) {
      policy = contentSecurityPolicy({
        ...loadEnv(config.mode, config.envDir || config.root, 'VITE_'),
        PROD: config.isProduction,
      });
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' },
    ],
  };
}
