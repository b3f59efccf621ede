/**
 * The optional third-party analytics script (SPEC's analytics, DESIGN.md §11), off unless the build sets
 * VITE_ANALYTICS_SCRIPT_URL to an https URL. It never runs in the wallet's window: the build writes a page of its
 * own, `analytics-frame.html`, that loads it, and the app shows that page in a sandboxed frame without
 * `allow-same-origin` (an opaque origin of its own) on the public screens only, telling it page views by
 * `postMessage` (src/app/framing/AnalyticsGate.tsx; docs/decisions/0009-analytics-in-a-sandboxed-frame.md).
 */
import { createHash } from 'node:crypto';
import { loadEnv, type Plugin } from 'vite';
import { ANALYTICS_FRAME_PATH } from '../src/app/framing/analyticsFramePath.ts';

/**
 * The analytics script's URL for these settings: an absolute https URL, or null (no analytics). A build whose value
 * is set but not an https URL is refused (scripts/build-env.ts) rather than shipped silently without it.
 */
export function resolveAnalyticsScript(env: Readonly<Record<string, unknown>>): string | null {
  const value = env.VITE_ANALYTICS_SCRIPT_URL;
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The frame's own script. It loads the analytics script only in a document of an opaque origin, which is what the
 * app's `sandbox` makes of the frame: the same page opened on its own (a link, a new window, a frame without the
 * sandbox) has the wallet's origin, with its IndexedDB (the vault) and its service worker, so there it loads nothing.
 * In the sandbox it takes page views from its parent only, and passes each on as the URL fragment (what a script that
 * counts URLs sees) and as a `mox:pageview` event with `{route}` (for a script configured to listen).
 */
function bridge(scriptUrl: string): string {
  // An https URL as `new URL` writes it has no `<` (percent-encoded), so it cannot close the inline script; escaped
  // anyway.
  const src = JSON.stringify(scriptUrl).replaceAll('<', '\\u003c');
  return [
    "if (self.origin === 'null') {",
    "  const script = document.createElement('script');",
    '  script.async = true;',
    `  script.src = ${src};`,
    '  document.head.append(script);',
    "  addEventListener('message', (event) => {",
    '    const route = event.source === parent && event.data && event.data.moxPageView;',
    "    if (typeof route !== 'string' || !/^\\/[a-z]*$/.test(route)) return;",
    '    location.hash = route;',
    "    dispatchEvent(new CustomEvent('mox:pageview', { detail: { route } }));",
    '  });',
    '}',
  ].join('\n');
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The frame's policy: its bridge (by hash) and the analytics origin's scripts, beacons and pixels, nothing else. The
 * app's own policy (scripts/csp.ts) names no analytics origin at all.
 */
export function analyticsFramePolicy(scriptUrl: string): string {
  const origin = new URL(scriptUrl).origin;
  const bridgeHash = createHash('sha256').update(bridge(scriptUrl)).digest('base64');
  return [
    "default-src 'none'",
    `script-src 'sha256-${bridgeHash}' ${origin}`,
    `connect-src ${origin}`,
    `img-src ${origin}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The page the analytics script runs in: nothing of the wallet, only the bridge, which loads the script. */
export function analyticsFrameHtml(scriptUrl: string): string {
  return [
    '<!doctype html>',
    '<html lang="es">',
    '<head>',
    '<meta charset="utf-8" />',
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(analyticsFramePolicy(scriptUrl))}" />`,
    '<meta name="referrer" content="no-referrer" />',
    '<title>Mox Wallet</title>',
    `<script>${bridge(scriptUrl)}</script>`,
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n');
}

/** The name of {@link analyticsFramePlugin}, by which the catalogue's build leaves it out. */
export const ANALYTICS_FRAME_PLUGIN_NAME = 'mox-analytics-frame';

/** Vite plugin: writes the analytics frame's page into a production build that enables analytics. */
export function analyticsFramePlugin(): Plugin {
  let scriptUrl: string | null = null;
  return {
    name: ANALYTICS_FRAME_PLUGIN_NAME,
    apply: 'build',
    configResolved(config) {
      scriptUrl = resolveAnalyticsScript(loadEnv(config.mode, config.envDir || config.root, 'VITE_'));
    },
    generateBundle() {
      if (scriptUrl)
        this.emitFile({
          type: 'asset',
          fileName: ANALYTICS_FRAME_PATH.slice(1),
          source: analyticsFrameHtml(scriptUrl),
        });
    },
  };
}
