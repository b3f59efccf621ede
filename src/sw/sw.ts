/// <reference lib="webworker" />
/**
 * The app's service worker (vite-plugin-pwa, injectManifest): precaches the production build's shell so the app
 * opens offline, and answers only what ./rules.ts allows. Ledger, indexer and referral requests are never
 * answered nor cached (nothing is cached at run time), and the vault lives in IndexedDB, which a worker never serves.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { currentNetwork, networkUrls } from '../services/config/networks';
import { precachedFiles, shellAnswer, type Shell } from './rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const manifest = self.__WB_MANIFEST;
precache(manifest);
cleanupOutdatedCaches();

const scope = self.registration.scope;
const network = currentNetwork();
const shell: Shell = {
  scope,
  files: precachedFiles(manifest, scope),
  index: new URL('index.html', scope).href,
  network: network.ok ? networkUrls(network.network) : [],
};

// The match's result (the precached URL) reaches the handler as `params`; no match, no respondWith.
registerRoute(
  ({ request }) => shellAnswer(request, shell) ?? false,
  async ({ request, params }) => (await matchPrecache(params as unknown as string)) ?? fetch(request),
);

// registerType 'prompt': a new version waits until the user presses 'Actualizar' (src/app/updates/AppUpdate), never
// mid-action.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install controls the open page at once, so the first visit already opens offline next time.
clientsClaim();
