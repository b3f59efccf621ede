import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';
import { withoutAppOnlyPlugins } from './scripts/app-only-plugins.ts';
import { CHROMIUM_PATH, chromiumArgs } from './scripts/chromium.ts';

// The tests never build nor register the offline worker (nor need the build's CSP).
export default mergeConfig(
  { ...viteConfig, plugins: withoutAppOnlyPlugins(viteConfig.plugins) },
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            // Caps, not waits: a test ends when its condition holds. On two loaded cores ESLint's first lint or a
            // vault's 600k-iteration KDF can take several seconds.
            testTimeout: 30_000,
            expect: { poll: { timeout: 10_000 } },
            setupFiles: ['./src/test/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'proxy/**/*.test.ts'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            // A story that plays the whole quiz waits out its ten 1 s pauses (SPEC §9) before it can send.
            testTimeout: 30_000,
            expect: { poll: { timeout: 10_000 } },
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs } }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
