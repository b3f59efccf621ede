import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from './scripts/chromium.ts';

/**
 * E2E journeys in Debian's Chromium at phone size, against the production build pointed at the local ledger
 * (the stack `npm start` runs, with the built app instead of the dev server, and a fresh in-memory ledger).
 */
export default defineConfig({
  testDir: 'e2e',
  // The built catalogue has its own server and config (playwright.catalogue.config.ts).
  testIgnore: 'catalogue.spec.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 60_000,
  // A cap on waiting for what a person would see; it returns as soon as the condition holds (two loaded cores).
  expect: { timeout: 15_000 },
  use: {
    baseURL: 'http://localhost:4173',
    trace: 'retain-on-failure',
    locale: 'es-ES',
    permissions: ['clipboard-read', 'clipboard-write'],
    // The built app installs an offline worker that precaches the whole shell (~1 MB) in the background and from
    // then on serves the app's files itself. Journeys test the app as the network serves it, with page.route seeing
    // every request and no background download on two cores; e2e/offline.spec.ts allows the worker and tests it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'mobile-chromium',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/devnet.ts --in-memory',
      url: 'http://localhost:4001/devnet/health',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npx vite build --logLevel error && npx vite preview --port 4173 --strictPort',
      url: 'http://localhost:4173',
      env: { VITE_NETWORK: 'localnet' },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
