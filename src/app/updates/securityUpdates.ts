import { isUpdateReady, offerUpdate, requireUpdate } from '../../hooks/pwa/appUpdate';
import { VERSION_MANIFEST, mustUpdate } from '../../services/config/release';

/** How often an app left open asks again; it also asks on start and whenever it comes back to the foreground. */
export const CHECK_EVERY_MS = 30 * 60_000;

/** What {@link watchMinimumVersion} needs: the running version, how to fetch the manifest, what to do below it. */
export interface MinimumVersionWatch {
  running: string;
  fetchManifest: () => Promise<unknown>;
  onUnsafe: () => void;
}

/**
 * Fetches the version manifest on start, every {@link CHECK_EVERY_MS} and on focus or return to a visible tab, and
 * calls `onUnsafe` once when the running version is below its minimum safe version. A failed fetch (offline) changes
 * nothing. Returns the call that stops watching.
 */
export function watchMinimumVersion({ running, fetchManifest, onUnsafe }: MinimumVersionWatch): () => void {
  let stopped = false;
  const check = async () => {
    const fetched = await fetchManifest().catch(() => null);
    if (stopped || !mustUpdate(running, fetched)) return;
    stop();
    onUnsafe();
  };
  const onForeground = () => {
    if (!document.hidden) void check();
  };
  const timer = setInterval(() => void check(), CHECK_EVERY_MS);
  window.addEventListener('focus', onForeground);
  document.addEventListener('visibilitychange', onForeground);
  function stop() {
    stopped = true;
    clearInterval(timer);
    window.removeEventListener('focus', onForeground);
    document.removeEventListener('visibilitychange', onForeground);
  }
  void check();
  return stop;
}

/**
 * The manifest, from the network only: `no-store` skips the HTTP cache, and the offline worker never answers it
 * (src/sw/rules.ts). Anything but a 200 with JSON is "no manifest".
 */
export async function fetchVersionManifest(): Promise<unknown> {
  const answer = await fetch(`${import.meta.env.BASE_URL}${VERSION_MANIFEST}`, { cache: 'no-store' });
  return answer.ok ? answer.json() : null;
}

/** The pauses between tries to fetch the corrected version: 2 s, doubling, about a minute in all. */
export const UPDATE_RETRY_MS = [2_000, 4_000, 8_000, 16_000, 32_000] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What {@link fetchCorrectedVersion} needs: the worker's registration, and how to wait and reload (tests pass their own). */
export interface CorrectedVersionFetch {
  registration: ServiceWorkerRegistration;
  reload: () => void;
  wait?: (ms: number) => Promise<unknown>;
}

/**
 * Asks the worker for the corrected version until one is installed and waiting (registerWorker then offers it and
 * the required update applies it), pausing {@link UPDATE_RETRY_MS} between tries: one failed `update()` (a flaky
 * network, a busy host) must not leave the vulnerable build running. When every try fails, the worker is
 * unregistered and the page reloaded: with no worker to answer it, the reload fetches the new build from the network.
 */
export async function fetchCorrectedVersion({
  registration,
  reload,
  wait = sleep,
}: CorrectedVersionFetch): Promise<void> {
  for (const pause of UPDATE_RETRY_MS) {
    if (isUpdateReady()) return;
    await registration.update().catch(() => undefined);
    await wait(pause);
  }
  if (isUpdateReady()) return;
  await registration.unregister().catch(() => false);
  reload();
}

/**
 * Forced security updates for the production app (src/main.tsx), beside the worker's registration. Below the minimum
 * safe version the update is required: signing stops at once (the session locks and says why, hooks/session), the
 * update applies without asking once no paid action holds the page, and the corrected version is fetched with
 * retries ({@link fetchCorrectedVersion}); a page no worker controls just reloads, from the network.
 */
export function startSecurityUpdates(
  registration: ServiceWorkerRegistration | undefined,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): () => void {
  return watchMinimumVersion({
    running: __MOX_APP_VERSION__,
    fetchManifest: fetchVersionManifest,
    onUnsafe: () => {
      if (registration && container?.controller) {
        requireUpdate();
        void fetchCorrectedVersion({ registration, reload });
      } else {
        offerUpdate(reload);
        requireUpdate();
      }
    },
  });
}
