import type { PluginOption } from 'vite';
import { ANALYTICS_FRAME_PLUGIN_NAME } from './analytics.ts';
import { CSP_PLUGIN_NAME } from './csp.ts';
import { HEADERS_PLUGIN_NAME } from './headers.ts';
import { PWA_PLUGIN_NAME } from './pwa.ts';

const APP_ONLY = [CSP_PLUGIN_NAME, HEADERS_PLUGIN_NAME, ANALYTICS_FRAME_PLUGIN_NAME, PWA_PLUGIN_NAME];

/**
 * The plugins of vite.config.ts minus those only the app's production build wants: its Content-Security-Policy
 * (it would block the catalogue's inline scripts and MSW), the host's headers file, the analytics frame page, and the offline worker (never built nor registered in
 * Storybook or in the unit and story tests). Nested plugin arrays (vite-plugin-pwa returns one) are walked.
 */
export function withoutAppOnlyPlugins(plugins: PluginOption[] = []): PluginOption[] {
  return plugins
    .map((plugin) => (Array.isArray(plugin) ? withoutAppOnlyPlugins(plugin) : plugin))
    .filter(
      (plugin) =>
        !(
          plugin &&
          'name' in plugin &&
          APP_ONLY.some((name) => plugin.name === name || plugin.name.startsWith(`${name}:`))
        ),
    );
}
