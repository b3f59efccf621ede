import { defineConfig } from '@playwright/test';
import base, { phone } from './playwright.config.ts';

/**
 * The static catalogue as a designer opens it: `npm run build-storybook` served as plain files (no Storybook dev
 * server), in the same Chromium as the journeys. Its own config because it needs its own build and server.
 */
export default defineConfig({
  ...base,
  testMatch: 'catalogue.spec.ts',
  testIgnore: [],
  projects: [{ name: 'mobile-chromium', use: phone }],
  // The catalogue's stories run on MSW, a service worker: the journeys' block on workers must not apply here.
  use: { ...base.use, baseURL: 'http://localhost:6006', serviceWorkers: 'allow' },
  webServer: {
    command: 'npm run build-storybook && npx vite preview --outDir storybook-static --port 6006 --strictPort',
    url: 'http://localhost:6006/iframe.html',
    // Always the fresh build: a Storybook dev server on 6006 is not what this checks.
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
