/**
 * The installable app (issue 14): vite-plugin-pwa with its web app manifest and the worker of src/sw/sw.ts
 * (injectManifest: Workbox precaches the build's shell; the route rules are src/sw/rules.ts). The app registers the
 * worker itself, after load (src/app/updates/registerWorker.ts), and only in production builds; the catalogue and the
 * unit and story tests leave the plugin out (scripts/app-only-plugins.ts).
 */
import { readFileSync } from 'node:fs';
import type { PluginOption } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/**
 * The (light theme's) value of one colour custom property of src/ui/tokens.css, e.g. token('--color-brand') →
 * '#0b5566' from `light-dark(#0b5566, #6fd0dc)`: the manifest's colours are the light theme's.
 */
export function token(name: string, css = readFileSync(new URL('../src/ui/tokens.css', import.meta.url), 'utf8')) {
  const value = new RegExp(`${name}:\\s*(?:light-dark\\()?(#[0-9a-f]{3,8})\\s*[;,]`, 'i').exec(css)?.[1];
  if (!value) throw new Error(`${name} is not a hex colour in src/ui/tokens.css`);
  return value;
}

/** The icons scripts/pwa-icons.ts renders into public/ from the Mox mark (public/favicon.svg). */
export const PWA_ICONS = [
  { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The web app manifest: Spanish, standalone, the brand colour (the mark's) and the page background. */
export function webAppManifest(): Partial<ManifestOptions> {
  return {
    name: 'Mox Wallet',
    short_name: 'Mox',
    description: 'Tu billetera Algorand para UMQ y HLK. Tu clave nunca sale de tu navegador.',
    lang: 'es',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: token('--color-brand'),
    background_color: token('--color-bg'),
    categories: ['finance'],
    icons: [...PWA_ICONS],
  };
}

/** The name every plugin of vite-plugin-pwa has or starts with ('vite-plugin-pwa:build', …). */
export const PWA_PLUGIN_NAME = 'vite-plugin-pwa';

export function pwaPlugin(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    // A new version waits for the user's 'Actualizar' (src/app/updates/registerWorker.ts registers the worker itself,
    // after load, and offers it; nothing is injected into index.html).
    registerType: 'prompt',
    injectRegister: false,
    manifest: webAppManifest(),
    // The icons are files of public/, already in the glob below: listing them again would precache them twice.
    includeManifestIcons: false,
    injectManifest: {
      // A classic script: every browser that runs service workers runs it (module workers came later to some).
      rollupFormat: 'iife',
      // The whole shell: index.html, every chunk (the lazy screens open offline too), styles, images; the plugin adds
      // manifest.webmanifest itself.
      globPatterns: ['**/*.{html,js,css,svg,png}'],
      // The version manifest of forced updates is only ever read from the network (src/sw/rules.ts).
      globIgnores: ['version.json'],
    },
    // Never in `npm start`'s dev server: the worker would serve stale code while developing.
    devOptions: { enabled: false },
  });
}
