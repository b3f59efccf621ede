import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { withoutAppOnlyPlugins } from '../scripts/app-only-plugins.ts';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: ['msw-storybook-addon', '@storybook/addon-vitest', '@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: '@storybook/react-vite',
  // The app's public files, and the catalogue's own: /mockServiceWorker.js for msw-storybook-addon (not in the app).
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
  // The catalogue always runs on the local ledger (served by MSW in the page), in dev and in the static build.
  viteFinal: (config) =>
    mergeConfig(
      { ...config, plugins: withoutAppOnlyPlugins(config.plugins) },
      { define: { 'import.meta.env.VITE_NETWORK': JSON.stringify('localnet') } },
    ),
};
export default config;
