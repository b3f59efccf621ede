/**
 * The response headers a static host should send with the app (issue 21): what a `<meta>` policy cannot carry.
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY` stop another site from framing the wallet (clickjacking);
 * `Referrer-Policy` keeps the wallet's URLs out of other sites' logs; `Permissions-Policy` turns off the powerful
 * features the app never uses. The build writes them as `_headers` (Netlify, Cloudflare Pages) with its own
 * Content-Security-Policy; `vercel.json` and the nginx snippet of docs/hosting.md carry the same fixed headers and
 * `frame-ancestors 'none'`, beside the build's `<meta>` policy (a browser enforces both).
 */
import { loadEnv, type Plugin } from 'vite';
import { ANALYTICS_FRAME_PATH } from '../src/app/analyticsFramePath.ts';
import { resolveAnalyticsScript } from './analytics.ts';
import { contentSecurityPolicy } from './csp.ts';

/** The headers that do not depend on the build's settings. */
export const FIXED_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=()',
  'X-Content-Type-Options': 'nosniff',
};

/** What a policy sent as a header adds to the `<meta>` one: nobody may frame the app. */
export const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** Every header for a build with these settings: the `<meta>` policy plus frame-ancestors, and the fixed ones. */
export function securityHeaders(env: Record<string, unknown>): Record<string, string> {
  return { 'Content-Security-Policy': `${contentSecurityPolicy(env)}; ${FRAME_ANCESTORS}`, ...FIXED_HEADERS };
}

/**
 * The `_headers` file of a build. With analytics, its frame page is framed by the app itself: a later, more specific
 * rule lets the app's own origin frame it (Netlify serves the most specific rule's value of a header).
 */
export function headersFile(env: Record<string, unknown>): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const blocks = [block('/*', securityHeaders(env))];
  if (resolveAnalyticsScript(env))
    blocks.push(
      block(ANALYTICS_FRAME_PATH, {
        'Content-Security-Policy': "frame-ancestors 'self'",
        'X-Frame-Options': 'SAMEORIGIN',
      }),
    );
  return `${blocks.join('\n\n')}\n`;
}

/** The name of {@link securityHeadersPlugin}, by which the catalogue's build leaves it out. */
export const HEADERS_PLUGIN_NAME = 'mox-security-headers';

/** Vite plugin: writes `_headers` into the app's production build, from the same settings as its `<meta>` policy. */
export function securityHeadersPlugin(): Plugin {
  let file = '';
  return {
    name: HEADERS_PLUGIN_NAME,
    apply: 'build',
    configResolved(config) {
      file = headersFile({
        ...loadEnv(config.mode, config.envDir || config.root, 'VITE_'),
        PROD: config.isProduction,
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: file });
    },
  };
}
