// The contracts' own test run: the official AVM emulator needs its TypeScript transformer on every
// `.algo.ts` contract, `.algo.test.ts` test and `.harness.ts` test helper (named so that puya-ts, which
// compiles every `.algo.ts` it finds, never takes a helper for a contract); everything else (the local
// ledger's models, imported from ../src/devnet for the differential tests) is compiled by Vite as usual.
import typescript from '@rollup/plugin-typescript';
import { puyaTsTransformer } from '@algorandfoundation/algorand-typescript-testing/vitest-transformer';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    typescript({
      tsconfig: './tsconfig.json',
      include: ['src/**/*.algo.ts', 'tests/**/*.algo.test.ts', 'tests/**/*.harness.ts'],
      transformers: { before: [puyaTsTransformer({ includeExt: ['.algo.ts', '.algo.test.ts', '.harness.ts'] })] },
    }),
  ],
  resolve: { dedupe: ['vitest'] },
  test: {
    include: ['tests/**/*.test.ts'],
    setupFiles: ['vitest.setup.ts'],
    // One module graph per worker (../docs/decisions/0044-node-unit-files-share-modules.md): each file loaded the
    // emulator and its compiled contracts anew, a third of the run. Every emulator case starts from
    // `emulatorContext()`, which resets the one emulator context; 439 of 439 pass in file order and shuffled.
    isolate: false,
    // A cap, not a wait (Vitest's default is 5 s): the emulator's cases take ~0.2 s alone, but several seconds each
    // while the rest of `npm test` shares the two cores; under that load 5 s failed cases that were right.
    testTimeout: 30_000,
  },
});
