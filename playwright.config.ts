import { defineConfig, devices, type PlaywrightTestOptions, type PlaywrightWorkerOptions } from '@playwright/test';
import { TEST_CHROMIUM_PATH, chromiumArgs } from './scripts/chromium.ts';

/** Every journey runs in Debian's Chromium on a phone-sized screen. */
export const phone: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: chromiumArgs },
};

/**
 * The journeys start their own ledger and build, even outside CI: a ledger or server already on those ports (an
 * `npm start`, another worktree's run) would otherwise be used silently, with its state and its code. Reusing them is
 * asked for by name: `E2E_REUSE_SERVERS=1 npx playwright test …` (never under CI).
 */
const reuseExistingServer = process.env.E2E_REUSE_SERVERS === '1' && !process.env.CI;

/**
 * The journey files that start first: the longest on two cores (30–90 s each, much of it waiting on a slow or hanging
 * node, or idle by design), and the camera's, which run in the full browser: Playwright queues a file that needs
 * another kind of worker after every other file of its project, where it ran alone at the end.
 */
const FIRST_JOURNEYS = [
  'account-safety.spec.ts',
  'autolock.spec.ts',
  'camera-scan.spec.ts',
  'quiz.spec.ts',
  'rankingScale.spec.ts',
  'wallet.spec.ts',
  'walletSlowNode.spec.ts',
];

/**
 * E2E journeys in Debian's Chromium at phone size, against the production build pointed at the local ledger
 * (the stack `npm start` runs, with the built app instead of the dev server, and a fresh in-memory ledger).
 */
export default defineConfig({
  testDir: 'e2e',
  // Files run in parallel, the tests of one file in order. Three workers on two cores: a journey mostly waits on the
  // ledger and the page, and in the headless shell (ADR 0043) two left a fifth of the machine idle (6.1 min against
  // 4.9 min for all journeys).
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 3,
  reporter: 'list',
  timeout: 60_000,
  // A cap on waiting for what a person would see; it returns as soon as the condition holds (two loaded cores).
  expect: { timeout: 15_000 },
  use: {
    baseURL: 'http://localhost:4173',
    // Outside CI a failed journey keeps its trace (actions, DOM snapshots, network, console), without the screencast:
    // encoding a frame after every change took about 30 % of the journeys' CPU on two cores. CI records none (ADR
    // 0047): its files are gone once the run ends and only the log is kept, and recording every journey cost 11 % of
    // their CPU. A failure there still prints its error, and Playwright writes the page's accessibility snapshot
    // beside it (error-context.md); `--trace on` records one when it is worth reading.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    locale: 'es-ES',
    // A person who asked for less motion (prefers-reduced-motion, which the app honours: its transitions and
    // animations last 0 ms): journeys check the ledger and what is written, and motion made every step wait for
    // elements to settle and every frame to be drawn (12 % of the journeys' time). The games whose motion is the
    // feature (roulette.spec.ts, target.spec.ts) run with it; the story tests run every screen with it (ADR 0046).
    reducedMotion: 'reduce',
    permissions: ['clipboard-read', 'clipboard-write'],
    // The built app installs an offline worker that precaches the whole shell (~1 MB) in the background and from
    // then on serves the app's files itself. Journeys test the app as the network serves it, with page.route seeing
    // every request and no background download on two cores; e2e/offline.spec.ts allows the worker and tests it.
    serviceWorkers: 'block',
  },
  projects: [
    // The built catalogue has its own server and config (playwright.catalogue.config.ts).
    // Journeys that change how a whole ledger behaves (faults on every route, its clock moved on) start their own
    // (e2e/support/ledgerProcess.ts), so every journey shares one ledger and build.
    // Files start in project order: left alphabetical, a minute-long file began last and ran alone at the end.
    { name: 'mobile-chromium (first)', testMatch: FIRST_JOURNEYS, use: phone },
    { name: 'mobile-chromium', testIgnore: ['catalogue.spec.ts', ...FIRST_JOURNEYS], use: phone },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/devnet.ts --in-memory',
      url: 'http://localhost:4001/devnet/health',
      reuseExistingServer,
      timeout: 60_000,
    },
    {
      command: 'npx vite build --logLevel error && npx vite preview --port 4173 --strictPort',
      url: 'http://localhost:4173',
      env: { VITE_NETWORK: 'localnet' },
      reuseExistingServer,
      timeout: 120_000,
    },
  ],
});
