/**
 * Lighthouse on a SIGNED-IN /home. No page load can be signed in (the key lives only in memory), so this is a
 * Lighthouse user flow in one tab: register through the UI, then, three times, log out and a timespan around the
 * login that ends on /home with its balances shown (blocking time and layout shift of unlock → /home; the median
 * run is reported), and a snapshot of the signed-in /home (accessibility, best practices). Needs the local ledger
 * on :4001 (started here when absent).
 */
import * as chromeLauncher from 'chrome-launcher';
import { startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { es } from '../src/i18n/es.ts';
import { LIGHTHOUSE_RUNS, medianRun } from './lighthouse.ts';
import { buildForLocalnet, ensureDevnet, startPreview } from './serve.ts';

const PASSWORD = 'Mox9clave!';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** One login → /home timespan's figures. */
interface Timespan {
  performance: number;
  tbtMs: number;
  cls: number;
}

/** What the flow measured on the signed-in /home. */
export interface SignedInHomeReport {
  /** Timespan login → /home, the median of its runs: performance score (0–100), total blocking time, layout shift. */
  unlock: Timespan;
  /** Every run's timespan, in order. */
  runs: Timespan[];
  /** Snapshot of the signed-in /home. */
  snapshot: { accessibility: number; bestPractices: number };
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Clicks the element whose visible text is `text` (first match). */
async function clickText(page: Page, text: string) {
  await page.locator(`::-p-text(${text})`).click();
}

/** Registers a new wallet through /register; ends signed in on /home. */
async function register(page: Page, origin: string, username: string) {
  await page.goto(`${origin}/register`);
  await clickText(page, es.terms.accept);
  await page.locator(`::-p-aria([name="${es.terms.continue}"][role="button"])`).click();
  await page.locator(`::-p-aria([name="${es.register.username}"])`).fill(username);
  await page.locator(`::-p-aria([name="${es.register.password}"])`).fill(PASSWORD);
  await page.locator(`::-p-aria([name="${es.register.confirmPassword}"])`).fill(PASSWORD);
  await page.locator(`::-p-aria([name="${es.register.submitCreate}"][role="button"])`).click();
  const list = await page.waitForSelector(`::-p-aria([name="${es.register.wordsTitle}"][role="list"])`);
  const words = await list!.$$eval('li', (items) =>
    items.map((li) => (li.textContent ?? '').trim().split(/\s+/).pop() ?? ''),
  );
  await page.locator(`::-p-aria([name="${es.register.wordsDone}"][role="button"])`).click();
  await page.waitForSelector(`::-p-aria([name="${es.register.verify}"][role="button"])`);
  for (let n = 1; n <= 25; n++) {
    const input = await page.$(`::-p-aria([name="${es.register.wordNumber.replace('{n}', String(n))}"])`);
    if (input) await input.type(words[n - 1]);
  }
  await page.locator(`::-p-aria([name="${es.register.verify}"][role="button"])`).click();
  await page.waitForSelector(`::-p-text(${es.home.minBalance})`, { timeout: 30_000 });
}

/** Logs out of /home; ends on /login. */
async function logOut(page: Page) {
  await page.locator(`::-p-aria([name="${es.common.logout}"][role="button"])`).click();
  await page.waitForSelector(`::-p-aria([name="${es.login.submit}"][role="button"])`);
}

/** Logs in on /login as a user would; ends on /home with the balances shown. */
async function logIn(page: Page, username: string) {
  await page.locator(`::-p-aria([name="${es.login.username}"])`).fill(username);
  await page.locator(`::-p-aria([name="${es.login.password}"])`).fill(PASSWORD);
  await page.locator(`::-p-aria([name="${es.login.submit}"][role="button"])`).click();
  await page.waitForSelector(`::-p-text(${es.home.minBalance})`, { timeout: 30_000 });
}

/** Runs the flow on a localnet build (built first unless `build` is false). */
export async function measureSignedInHome({ build = true } = {}): Promise<SignedInHomeReport> {
  if (build) buildForLocalnet();
  const stopDevnet = await ensureDevnet();
  const preview = await startPreview();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const username = `bench-${Date.now()}`;
    await register(page, preview.origin, username);
    const runs: Timespan[] = [];
    let snapshot;
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      const flow = await startFlow(page, { name: 'login → signed-in /home' });
      await logOut(page);
      await flow.startTimespan();
      await logIn(page, username);
      await flow.endTimespan();
      if (run === 0) await flow.snapshot();
      const [timespan, snapped] = (await flow.createFlowResult()).steps.map((step) => step.lhr);
      snapshot ??= snapped;
      runs.push({
        performance: score(timespan.categories.performance?.score),
        tbtMs: Math.round(timespan.audits['total-blocking-time']?.numericValue ?? Number.NaN),
        cls: Math.round((timespan.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
      });
    }
    await browser.disconnect();
    return {
      unlock: medianRun(runs),
      runs,
      snapshot: {
        accessibility: score(snapshot?.categories.accessibility?.score),
        bestPractices: score(snapshot?.categories['best-practices']?.score),
      },
    };
  } finally {
    chrome.kill();
    preview.stop();
    stopDevnet();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await measureSignedInHome(), null, 2));
