/**
 * `npx tsx scripts/pwa-icons.ts`: renders the app's icons (scripts/pwa.ts PWA_ICONS and the Apple touch icon) into
 * public/ from the Mox mark, public/favicon.svg, with Debian's Chromium (no sharp: native modules break `npm ci`).
 * The PNGs are committed; run this again only when the mark changes.
 *
 * 'any' icons keep the mark's rounded square on a transparent ground. The maskable icon and the Apple touch icon
 * are full-bleed (the platform cuts its own shape): the square's corners are filled, and the mark's coin (radius
 * 20 of 64, 31 %) already sits inside the maskable safe zone (a centred circle of radius 40 %).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { CHROMIUM_PATH, chromiumArgs } from './chromium.ts';

const mark = readFileSync('public/favicon.svg', 'utf8');
const fullBleed = mark.replace(/(<rect width="64" height="64") rx="\d+"/, '$1');
if (fullBleed === mark) throw new Error('public/favicon.svg changed shape: update the full-bleed rewrite');

const ICONS = [
  { file: 'pwa-192x192.png', size: 192, svg: mark },
  { file: 'pwa-512x512.png', size: 512, svg: mark },
  { file: 'maskable-512x512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon-180x180.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<body style="margin:0"><img src="${src}" width="${size}" height="${size}" alt=""></body>`);
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(`public/${file}`, await page.screenshot({ omitBackground: true }));
    console.log(`public/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
