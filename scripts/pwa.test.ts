// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PWA_ICONS, token, webAppManifest } from './pwa';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(`public/${file}`);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  const manifest = webAppManifest();

  it('is Spanish, standalone and opens the app at its root', () => {
    expect(manifest).toMatchObject({
      name: 'Mox Wallet',
      lang: 'es',
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
    expect(manifest.description).toMatch(/billetera/);
  });

  it('takes its colours from the design tokens, as index.html does', () => {
    expect(manifest.theme_color).toBe(token('--color-brand'));
    expect(manifest.background_color).toBe(token('--color-bg'));
    expect(readFileSync('index.html', 'utf8')).toContain(
      `<meta name="theme-color" content="${token('--color-brand')}" />`,
    );
  });

  it('lists 192 and 512 px icons and a maskable one, each a PNG of its stated size in public/', () => {
    expect(PWA_ICONS.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of PWA_ICONS) expect(pngSize(icon.src)).toBe(icon.sizes);
    expect(pngSize('apple-touch-icon-180x180.png')).toBe('180x180');
  });

  it('refuses a token that is not a hex colour', () => {
    expect(() => token('--color-brand', ':root { --color-brand: teal; }')).toThrow(/--color-brand/);
  });
});
