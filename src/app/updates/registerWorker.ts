import { offerUpdate } from '../../hooks/pwa/appUpdate';

/** The worker vite-plugin-pwa builds from src/sw/sw.ts, at the root of the app's scope. */
const WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;

/**
 * Registers the offline worker (src/sw/sw.ts) and offers each new version once it is installed and waiting
 * (the plugin's registerType 'prompt'). Applying it asks that worker to take over (it calls skipWaiting) and
 * reloads the page when it controls it. A worker waiting from an earlier visit is offered at once. Returns the
 * registration (src/app/updates/securityUpdates.ts asks it for a required update), or undefined when there is none.
 *
 * Written against the browser's API rather than through workbox-window, which would add 2.9 KB gzip to what a first
 * load of /login fetches (its bar is 90 KB, DESIGN.md §10); src/main.tsx calls this once the page has loaded.
 */
export async function registerWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await container
    .register(WORKER_URL, { scope: import.meta.env.BASE_URL })
    .catch((error: unknown) => console.warn('The offline worker was not registered:', error));
  // Refused (an insecure origin, a blocked worker) or stubbed to resolve with nothing (a test browser that blocks
  // workers): the app works as before, only online.
  if (!registration) return undefined;
  const offer = (worker: ServiceWorker) =>
    offerUpdate(() => {
      container.addEventListener('controllerchange', reload, { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  // Only an update waits: the first install has no controller yet and takes over the page by itself (clientsClaim).
  const offerOnceInstalled = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  if (registration.waiting && container.controller) offer(registration.waiting);
  // A new version already installing when the registration resolved: its 'updatefound' fired before anyone listened.
  offerOnceInstalled(registration.installing);
  registration.addEventListener('updatefound', () => offerOnceInstalled(registration.installing));
  return registration;
}
