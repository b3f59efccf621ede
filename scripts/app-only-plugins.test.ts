// @vitest-environment node
import type { PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';
import { withoutAppOnlyPlugins } from './app-only-plugins';

/** The names of every plugin, nested arrays included. */
const names = (plugins: PluginOption[] = []): string[] =>
  plugins.flatMap((plugin) =>
    Array.isArray(plugin) ? names(plugin) : plugin && 'name' in plugin ? [plugin.name] : [],
  );

describe('the plugins Storybook and the tests take from vite.config.ts', () => {
  it('drop the build CSP, the headers file, the analytics frame and every part of the offline worker, and keep the rest', () => {
    const all = names(viteConfig.plugins);
    const appOnly = ['mox-content-security-policy', 'mox-security-headers', 'mox-analytics-frame'];
    expect(all).toEqual(expect.arrayContaining([...appOnly, 'vite-plugin-pwa:build']));
    const kept = names(withoutAppOnlyPlugins(viteConfig.plugins));
    expect(kept).toContain('mox-build-env-check');
    expect(kept.some((name) => name.startsWith('vite:react'))).toBe(true);
    expect(kept.filter((name) => name.includes('pwa') || appOnly.includes(name))).toEqual([]);
  });
});
