// Lint = correctness rules (with the recommended sets of TanStack Query and Storybook) + the layer table of DESIGN.md §2,
// enforced with no-restricted-imports. Import cycles are checked by scripts/import-cycles.ts (import-x breaks npm ci).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

const layer = (name) => [`**/${name}`, `**/${name}/**`];

/** What each layer may not import; a rule per folder keeps imports pointing down. */
const forbidden = {
  'src/ui/**': {
    patterns: [...layer('hooks'), ...layer('services'), ...layer('screens'), ...layer('devnet')],
    paths: ['algosdk', '@tanstack/react-query', 'idb', 'wouter'],
  },
  'src/hooks/**': {
    patterns: [...layer('ui'), ...layer('screens'), ...layer('devnet')],
    paths: ['idb'],
  },
  'src/screens/**': {
    patterns: [...layer('services'), ...layer('devnet')],
    paths: ['algosdk', 'idb'],
  },
  'src/services/**': {
    patterns: [...layer('hooks'), ...layer('ui'), ...layer('screens'), ...layer('devnet')],
    paths: ['react', 'react-dom', '@tanstack/react-query', 'wouter'],
  },
  'src/i18n/**': {
    patterns: ['../*', '!./*'],
    paths: [],
  },
  'src/devnet/**': {
    patterns: [
      ...layer('hooks'),
      ...layer('ui'),
      ...layer('screens'),
      ...layer('i18n'),
      '**/services/*',
      '!**/services/config',
      '!**/services/config/*',
    ],
    paths: ['react', 'react-dom', '@tanstack/react-query', 'wouter', 'idb'],
  },
  // The offline worker: no page code, only the network's settings (the URLs it must never answer).
  'src/sw/**': {
    patterns: [
      ...layer('app'),
      ...layer('hooks'),
      ...layer('ui'),
      ...layer('screens'),
      ...layer('devnet'),
      ...layer('i18n'),
      '**/services/*',
      '!**/services/config',
      '!**/services/config/*',
    ],
    paths: ['react', 'react-dom', '@tanstack/react-query', 'wouter', 'idb', 'algosdk'],
  },
  '{src/*.{ts,tsx},src/app/**}': {
    patterns: [...layer('devnet')],
    paths: [],
  },
};

const layerRules = Object.entries(forbidden).map(([files, { patterns, paths }]) => ({
  files: [files],
  ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'src/test/**', '**/*.css', '**/*.svg'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: paths.map((name) => ({ name, message: `${files} may not import ${name} (DESIGN.md §2).` })),
        patterns: patterns.length
          ? [{ group: patterns, message: `${files} may not import this layer (DESIGN.md §2).` }]
          : [],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'public',
      '.storybook/public',
      'node_modules',
      'test-results',
      'playwright-report',
      '.devnet-data',
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...layerRules,
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'proxy/server.ts'],
    rules: { 'no-console': 'off' },
  },
);
