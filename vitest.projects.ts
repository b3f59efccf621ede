/**
 * The test projects of `vitest.config.ts` (all of them) and `vitest.unit.config.ts` (the unit ones, which
 * `npm run test:unit` runs): Vitest resolves every project a config declares before `--project` filters them, and the
 * story project's plugin indexes every story as it does, seconds of a unit run spent on nothing.
 */
import { globSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig, mergeConfig, type TestProjectConfiguration } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';
import { withoutAppOnlyPlugins } from './scripts/app-only-plugins.ts';
import { TEST_CHROMIUM_PATH, chromiumArgs } from './scripts/chromium.ts';

const UNIT_INCLUDE = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'proxy/**/*.test.ts'];

/**
 * The unit files that run in Node and replace no module nor global (no `vi.mock`, stubs, spies or fake timers): they
 * share one module graph per worker, so algosdk, the local ledger and its models are evaluated once per worker instead
 * of once per file (docs/decisions/0044-node-unit-files-share-modules.md). A file that starts mocking leaves this set by
 * itself, as does one that needs the DOM.
 */
const sharedGraphFiles = UNIT_INCLUDE.flatMap((pattern) => globSync(pattern)).filter((file) => {
  const text = readFileSync(file, 'utf8');
  return (
    text.startsWith('// @vitest-environment node') &&
    !/\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn|resetModules)\b/.test(text)
  );
});

/** What every unit file has: its setup, and caps on a loaded machine's waits. */
const unitTest = {
  // Caps, not waits: a test ends when its condition holds. On two loaded cores ESLint's first lint or a vault's
  // 600k-iteration KDF can take several seconds.
  testTimeout: 30_000,
  expect: { poll: { timeout: 10_000 } },
  setupFiles: ['./src/test/setup.ts'],
};

/** The unit files: in happy-dom or Node, each file isolated, and the Node files that share one module graph. */
export const unitProjects: TestProjectConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      environment: 'happy-dom',
      // MSW 3 answers below happy-dom's fetch, so happy-dom would apply its same-origin policy to the mocked
      // ledger (port 4001/8980 from the page at :3000). Browsers' CORS is tested over real HTTP in
      // src/devnet/server.test.ts and in the e2e journeys (ADR 0016).
      environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
      ...unitTest,
      include: UNIT_INCLUDE,
      exclude: [...configDefaults.exclude, ...sharedGraphFiles],
    },
  },
  {
    extends: true,
    test: {
      name: 'unit-shared',
      environment: 'node',
      isolate: false,
      ...unitTest,
      include: sharedGraphFiles,
    },
  },
];

/** The story files, as tests in Chromium (built only where a config declares it: its plugin is the costly part). */
export function storybookProject(): TestProjectConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: '.storybook' })],
    test: {
      name: 'storybook',
      // Every story file in one page, one after another, the modules loaded once (ADR 0041): a fresh page per
      // file re-evaluated the whole app for each of the 91 files, a quarter of this lane's time and CPU. Each
      // story still gets its own ledger, query cache, stored record and tree (.storybook/preview.tsx).
      isolate: false,
      // A cap, not a wait: a story that plays a whole quiz, then sends it and waits for its block, takes a while on
      // two loaded cores (its pauses are the stories' short pace: ADR 0037).
      testTimeout: 30_000,
      expect: { poll: { timeout: 10_000 } },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: chromiumArgs } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

/** A config of `projects` over the app's Vite config, less what only the app's build uses. */
export function testConfig(projects: TestProjectConfiguration[]) {
  // The tests never build nor register the offline worker (nor need the build's CSP).
  return mergeConfig(
    { ...viteConfig, plugins: withoutAppOnlyPlugins(viteConfig.plugins) },
    defineConfig({
      test: {
        // The unit project's happy-dom prints every non-OK answer as a browser's console does; the tests provoke
        // hundreds of them on purpose.
        onConsoleLog: (log) => !/^(GET|POST|DELETE) http\S+ \d{3} \(/.test(log),
        projects,
      },
    }),
  );
}
