/**
 * The response headers a static host should send with the app (issue 21): what a `<meta>` policy cannot carry.
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY` stop another site from framing the wallet (clickjacking);
 * `Referrer-Policy` keeps the wallet's URLs out of other sites' logs; `Permissions-Policy` allows the camera to the
 * wallet's own origin (QR scanning) and turns off the powerful features the app never uses; HSTS keeps it on https;
 * `Cross-Origin-Opener-Policy` keeps other windows' hands off it. `vite preview` serves the build's `_headers`
 * ({@link previewHeadersPlugin}), so the end-to-end journeys run under the headers a deployment sends. The build writes them as `_headers` (Netlify, Cloudflare Pages) with its own
 * Content-Security-Policy; `vercel.json` and the nginx snippet of docs/hosting.md carry the same fixed headers and
 * `frame-ancestors 'none'`, beside the build's `<meta>` policy (a browser enforces both).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { ANALYTICS_FRAME_PATH } from '../src/app/framing/analyticsFramePath.ts';
import { resolveAnalyticsScript } from './analytics.ts';
import { contentSecurityPolicy } from './csp.ts';

/** The headers that do not depend on the build's settings. */
export const FIXED_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  // The camera reads payment QR codes on /wallet, in the wallet's own origin only; nothing else powerful is used.
  'Permissions-Policy':
    'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=()',
  'X-Content-Type-Options': 'nosniff',
  // Once seen over https, never over plain http again (two years; a wallet's subdomains are its own).
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  // A page the wallet opens, or that opened it, gets no handle on its window.
  'Cross-Origin-Opener-Policy': 'same-origin',
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

/** One rule of a `_headers` file: a path (exact, or ending in `*`) and the headers its answers carry. */
interface HeadersRule {
  path: string;
  headers: [string, string][];
}

/** Reads a `_headers` file as {@link headersFile} writes it (Netlify's format: a path, then indented `Name: value`). */
export function parseHeadersFile(file: string): HeadersRule[] {
  return file
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map(([path, ...lines]) => ({
      path: path.trim(),
      headers: lines.map((line): [string, string] => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
      }),
    }));
}

/** The headers of `path`: every matching rule in order, a later (more specific) rule's value winning, as Netlify does. */
export function headersForPath(rules: readonly HeadersRule[], path: string): Map<string, string> {
  const matches = (rule: string) => (rule.endsWith('*') ? path.startsWith(rule.slice(0, -1)) : path === rule);
  return new Map(rules.filter((rule) => matches(rule.path)).flatMap((rule) => rule.headers));
}

/**
 * Vite plugin: `vite preview` answers with the built `_headers`, as a deployment does, so a header that breaks a
 * feature (a camera the policy turns off) fails an end-to-end journey instead of a user's scan.
 */
export function previewHeadersPlugin(): Plugin {
  return {
    name: `${HEADERS_PLUGIN_NAME}:preview`,
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), '_headers');
      if (!existsSync(file)) return;
      const rules = parseHeadersFile(readFileSync(file, 'utf8'));
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        for (const [name, value] of headersForPath(rules, path)) response.setHeader(name, value);
        next();
      });
    },
  };
}
