import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type PluginOption } from 'vite';
import { CSP_PLUGIN_NAME } from '../scripts/csp.ts';

/** The plugins of the app's vite.config.ts minus its Content-Security-Policy, which would block the catalogue's scripts. */
function withoutAppCsp(plugins: PluginOption[] = []): PluginOption[] {
  return plugins
    .map((plugin) => (Array.isArray(plugin) ? withoutAppCsp(plugin) : plugin))
    .filter((plugin) => !(plugin && 'name' in plugin && plugin.name === CSP_PLUGIN_NAME));
}

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
      { ...config, plugins: withoutAppCsp(config.plugins) },
      { define: { 'import.meta.env.VITE_NETWORK': JSON.stringify('localnet') } },
    ),
};
export default config;
