/**
 * PWA installability of the localnet build, through Lighthouse. Lighthouse 12 dropped its PWA category, so this adds
 * one back with a custom gatherer and two audits (docs/decisions/0010-pwa-installability-bench.md): the gatherer asks
 * Chromium itself, over CDP, whether the page is installable (Page.getInstallabilityErrors, Page.getAppManifest) and
 * waits for the app's service worker to control the page; the audits pass when there are no installability or
 * manifest errors, and when a worker controls the page.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { Audit, Gatherer, type Artifacts, type Config } from 'lighthouse';
import { CHROME_FLAGS } from './lighthouse.ts';
import { buildForLocalnet, startPreview } from './serve.ts';

/** What the gatherer reads from Chromium once the page has loaded. */
type Installability = {
  /** Chromium's reasons the page cannot be installed (errorId, e.g. 'manifest-missing-suitable-icon'); [] if it can. */
  installabilityErrors: string[];
  manifestUrl: string;
  manifestErrors: string[];
  /** The script of the worker controlling the page, or null if none took control within the wait. */
  controllingWorker: string | null;
};

type WithInstallability = Artifacts & { MoxInstallability: Installability };

/** How long the gatherer waits for the worker to install (it precaches the whole shell first) and take control. */
const WORKER_WAIT_MS = 20_000;

class InstallabilityGatherer extends Gatherer {
  meta: Gatherer['meta'] = { supportedModes: ['navigation'] };

  // Lighthouse's types list only its own artifacts: a custom one goes through as `never`.
  getArtifact(context: Parameters<Gatherer['getArtifact']>[0]): ReturnType<Gatherer['getArtifact']> {
    return this.read(context) as never;
  }

  private async read({ driver }: Parameters<Gatherer['getArtifact']>[0]): Promise<Installability> {
    // A string, not a function: tsx's helpers would not exist in the page.
    const controllingWorker: string | null = await driver.executionContext.evaluateAsync(`(async () => {
      const deadline = Date.now() + ${WORKER_WAIT_MS};
      while (!navigator.serviceWorker?.controller && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      return navigator.serviceWorker?.controller?.scriptURL ?? null;
    })()`);
    const session = driver.defaultSession;
    const { installabilityErrors } = await session.sendCommand('Page.getInstallabilityErrors');
    const manifest = await session.sendCommand('Page.getAppManifest', {});
    return {
      installabilityErrors: installabilityErrors.map((error) => error.errorId),
      manifestUrl: manifest.url,
      manifestErrors: manifest.errors.map((error) => error.message),
      controllingWorker,
    };
  }
}

class InstallableAudit extends Audit {
  static get meta() {
    return {
      id: 'mox-installable',
      title: 'Chromium can install the app (manifest, icons, start URL)',
      failureTitle: 'Chromium cannot install the app',
      description: 'Page.getInstallabilityErrors and Page.getAppManifest report no error.',
      requiredArtifacts: ['MoxInstallability' as keyof Artifacts],
    };
  }

  static audit(artifacts: Artifacts) {
    const found = (artifacts as WithInstallability).MoxInstallability;
    const errors = [...found.installabilityErrors, ...found.manifestErrors];
    return {
      score: found.manifestUrl && errors.length === 0 ? 1 : 0,
      displayValue: errors.length ? errors.join(', ') : found.manifestUrl,
    };
  }
}

class ServiceWorkerAudit extends Audit {
  static get meta() {
    return {
      id: 'mox-service-worker',
      title: 'A service worker controls the page',
      failureTitle: 'No service worker controls the page',
      description: `navigator.serviceWorker.controller within ${WORKER_WAIT_MS / 1000} s of the load.`,
      requiredArtifacts: ['MoxInstallability' as keyof Artifacts],
    };
  }

  static audit(artifacts: Artifacts) {
    const worker = (artifacts as WithInstallability).MoxInstallability.controllingWorker;
    return { score: worker ? 1 : 0, displayValue: worker ?? 'none' };
  }
}

/** Lighthouse's default config with only the 'pwa' category, made of the two audits above. */
const PWA_CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['pwa'] },
  artifacts: [{ id: 'MoxInstallability', gatherer: { implementation: InstallabilityGatherer } }],
  audits: [{ implementation: InstallableAudit }, { implementation: ServiceWorkerAudit }],
  categories: {
    pwa: {
      title: 'PWA (installability)',
      auditRefs: [
        { id: 'mox-installable', weight: 1 },
        { id: 'mox-service-worker', weight: 1 },
      ],
    },
  },
};

/** The 'pwa' category of one page: its score (0–100) and each audit's result. */
export interface PwaReport {
  url: string;
  score: number;
  installable: boolean;
  installableDetail: string;
  serviceWorker: boolean;
  serviceWorkerDetail: string;
}

/** Runs the 'pwa' category on `path` of a localnet build served by `vite preview` (built first unless `build` is false). */
export async function measurePwa(path = '/', { build = true } = {}): Promise<PwaReport> {
  if (build) buildForLocalnet();
  const preview = await startPreview();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const url = `${preview.origin}${path}`;
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, PWA_CONFIG);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    return {
      url,
      score: Math.round((categories.pwa?.score ?? 0) * 100),
      installable: audits['mox-installable']?.score === 1,
      installableDetail: audits['mox-installable']?.displayValue ?? '',
      serviceWorker: audits['mox-service-worker']?.score === 1,
      serviceWorkerDetail: audits['mox-service-worker']?.displayValue ?? '',
    };
  } finally {
    chrome.kill();
    preview.stop();
  }
}

/** One line for the bench's output. */
export function describePwa(report: PwaReport): string {
  const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
  return `PWA (Lighthouse, custom audits) ${new URL(report.url).pathname}: score ${report.score}; installable ${yes(report.installable)} (${report.installableDetail}); service worker controls the page ${yes(report.serviceWorker)} (${report.serviceWorkerDetail})`;
}

// `npx tsx bench/pwa.ts` builds for localnet and prints the result.
if (import.meta.url === `file://${process.argv[1]}`) console.log(describePwa(await measurePwa()));
