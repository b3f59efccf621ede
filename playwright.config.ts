import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from './scripts/chromium.ts';

/** E2E journeys in Debian's Chromium against the production build + the local ledger (scripts/e2e-stack.ts). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: 'http://localhost:4173',
    trace: 'retain-on-failure',
    locale: 'es-ES',
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
  webServer: {
    command: 'npx vite build --logLevel error && npx vite preview --port 4173 --strictPort',
    url: 'http://localhost:4173',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
