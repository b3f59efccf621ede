/**
 * Unlock benchmark (DESIGN.md §10: login submit to /home rendered ≤ KDF time + 40 ms), in Debian's Chromium against
 * a running preview of the built app on the local ledger. It times the bare KDF in the page (PBKDF2-SHA256 at
 * 600 000 iterations + AES-GCM decrypt, straight WebCrypto) and the real login of an account created through the UI,
 * from the click on 'Entrar' to the frame after /home's heading is in the DOM. Medians of RUNS each.
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_PATH, chromiumArgs } from '../scripts/chromium.ts';
import { es } from '../src/i18n/es.ts';
import { median } from './stats.ts';

const RUNS = 7;
const ITERATIONS = 600_000;
const USERNAME = 'bench';
const PASSWORD = 'Bench9clave!';

/** The figures of one measurement, in milliseconds. */
export interface UnlockReport {
  kdfMs: number;
  loginToHomeMs: number;
  overheadMs: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Creates the bench account the way a user does: terms, form, the 25 words, the 3-word check. Ends on /home. */
export async function createAccount(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/register`);
  const terms = page.getByRole('dialog', { name: es.terms.title });
  await terms.getByText(es.terms.accept).click();
  await terms.getByRole('button', { name: es.terms.continue }).click();
  await page.getByLabel(es.register.username).fill(USERNAME);
  await page.getByLabel(es.register.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(es.register.confirmPassword).fill(PASSWORD);
  await page.getByRole('button', { name: es.register.submitCreate }).click();
  const items = page.getByRole('list', { name: es.register.wordsTitle }).getByRole('listitem');
  await items.nth(24).waitFor();
  const words = (await items.allInnerTexts()).map((text) => text.trim().split(/\s+/).pop() ?? '');
  await page.getByRole('button', { name: es.register.wordsDone }).click();
  for (let n = 1; n <= words.length; n += 1) {
    const input = page.getByLabel(es.register.wordNumber.replace('{n}', String(n)), { exact: true });
    if (await input.count()) await input.fill(words[n - 1]);
  }
  await page.getByRole('button', { name: es.register.verify }).click();
  await page.waitForURL(/\/home$/);
}

/**
 * One bare unlock's cost in this page: derive the key and open a sealed 25-word phrase, as the vault does. (No named
 * functions inside evaluate callbacks: tsx's keep-names helper does not exist in the page.)
 */
function timeBareKdf(page: Page): Promise<number> {
  return page.evaluate(async (iterations) => {
    const password = new TextEncoder().encode('Bench9clave!');
    const params = { name: 'PBKDF2', hash: 'SHA-256', salt: crypto.getRandomValues(new Uint8Array(16)), iterations };
    const aes = { name: 'AES-GCM', iv: crypto.getRandomValues(new Uint8Array(12)) };
    const usages: KeyUsage[] = ['encrypt', 'decrypt'];
    const sealingKey = await crypto.subtle.deriveKey(
      params,
      await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveKey']),
      { name: 'AES-GCM', length: 256 },
      false,
      usages,
    );
    const sealed = await crypto.subtle.encrypt(aes, sealingKey, new TextEncoder().encode('word '.repeat(25).trim()));

    const start = performance.now();
    const material = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveKey']);
    const key = await crypto.subtle.deriveKey(params, material, { name: 'AES-GCM', length: 256 }, false, usages);
    await crypto.subtle.decrypt(aes, key, sealed);
    return performance.now() - start;
  }, ITERATIONS);
}

/** One login from a freshly loaded /login: click 'Entrar', wait for /home's h1 and the next frame. */
async function timeLogin(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(es.login.username).fill(USERNAME);
  await page.getByLabel(es.login.password, { exact: true }).fill(PASSWORD);
  const submit = await page.getByRole('button', { name: es.login.submit }).elementHandle();
  return page.evaluate(
    ([button, homeTitle]) =>
      new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (
            location.pathname !== '/home' ||
            ![...document.querySelectorAll('h1')].some((h) => h.textContent === homeTitle)
          )
            return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        const start = performance.now();
        (button as HTMLButtonElement).click();
      }),
    [submit, es.home.title] as const,
  );
}

/** Measures the bare KDF and the login-to-/home time against the preview at `baseUrl` (default: BENCH_BASE_URL or :4173). */
export async function measureUnlock(
  baseUrl = process.env.BENCH_BASE_URL ?? 'http://localhost:4173',
): Promise<UnlockReport> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });
    await createAccount(page, baseUrl);
    const kdf: number[] = [];
    const login: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      kdf.push(await timeBareKdf(page));
      login.push(await timeLogin(page, baseUrl));
    }
    const kdfMs = median(kdf);
    const loginToHomeMs = median(login);
    return { kdfMs: round(kdfMs), loginToHomeMs: round(loginToHomeMs), overheadMs: round(loginToHomeMs - kdfMs) };
  } finally {
    await browser.close();
  }
}

// `npx tsx bench/unlock.ts [baseUrl]` prints the figures on their own.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await measureUnlock(process.argv[2]);
  console.log(
    `Unlock: KDF ${report.kdfMs} ms, login → /home ${report.loginToHomeMs} ms, overhead ${report.overheadMs} ms (bar ≤ 40)`,
  );
}
