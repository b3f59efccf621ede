import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: ['msw-storybook-addon', '@storybook/addon-vitest', '@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: '@storybook/react-vite',
  staticDirs: ['../public'], // serves /mockServiceWorker.js for msw-storybook-addon
  core: { disableTelemetry: true },
};
export default config;
