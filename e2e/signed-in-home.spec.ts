/**
 * Issue 34, "faster where users feel it": /home after a sign-in paints whole. The storage warning, the balances and
 * the notice they decide (here the local ledger's test funds) are in /home's first frame, so nothing already drawn is
 * pushed down under the reader: no layout shift from the click on 'Entrar' on, at the page's first sign-in and after a
 * logout (when the layout has dropped its cache). At 390×844, as a returning user with a stored wallet.
 */
import { expect, test, type Page } from '@playwright/test';
import { generateAccount, secretKeyToMnemonic } from 'algosdk';
import { es } from '../src/i18n/es.ts';
import { sealRecord } from '../src/services/vault/vault.ts';
import { PASSWORD, homeAddress, login, logout } from './support/onboarding.ts';
import { algod, fund } from './support/paid.ts';
import { setStoredRecord } from './support/seededWallet.ts';

/** What /home's first frame held, and the layout shift the page has had since {@link watchSignIn}. */
interface Watched {
  firstFrame: { storageNotice: boolean; testFunds: boolean; balances: boolean; loading: boolean } | null;
  shift: number;
  /** What moved, for the failure message: each shift's value and its elements' opening tags. */
  moved: string[];
}

/**
 * From now on, sums the page's layout shifts (with or without recent input: a sign-in's shift is what a reader sees
 * move) and notes what /home's DOM holds when its heading first appears (React commits a screen whole, and the
 * browser paints that commit).
 */
function watchSignIn(page: Page) {
  return page.evaluate(
    (copy) => {
      const watched: Watched = { firstFrame: null, shift: 0, moved: [] };
      (window as unknown as { watched: Watched }).watched = watched;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as { value: number; sources: { node?: Node }[] };
          watched.shift += shift.value;
          const nodes = shift.sources.map((source) => (source.node as Element | undefined)?.outerHTML.slice(0, 60));
          watched.moved.push(`${shift.value.toFixed(4)}: ${nodes.join(' | ')}`);
        }
      }).observe({ type: 'layout-shift' });
      const observer = new MutationObserver(() => {
        const heading = [...document.querySelectorAll('h1')].some((h) => h.textContent === copy.title);
        if (location.pathname !== '/home' || !heading) return;
        observer.disconnect();
        const text = document.body.textContent ?? '';
        watched.firstFrame = {
          storageNotice: text.includes(copy.storageTitle),
          testFunds: text.includes(copy.testFundsTitle),
          balances: text.includes(copy.minBalance),
          loading: text.includes(copy.loadingBalances),
        };
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    {
      title: es.home.title,
      storageTitle: es.security.storageTitle,
      testFundsTitle: es.home.testFundsTitle,
      minBalance: es.home.minBalance,
      loadingBalances: es.home.loadingBalances,
    },
  );
}

/** What {@link watchSignIn} saw, once /home has drawn another frame after its balances. */
async function watched(page: Page): Promise<Watched> {
  await expect(page.getByText(es.home.minBalance)).toBeVisible();
  return page.evaluate(
    () =>
      new Promise<Watched>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { watched: Watched }).watched)),
        ),
      ),
  );
}

/** µALGO as /home writes ALGO in es-ES ('10,0000'). */
const algoText = (micro: bigint) =>
  `${(micro / 1_000_000n).toLocaleString('es-ES')},${String((micro % 1_000_000n) / 100n).padStart(4, '0')}`;

test('/home paints whole after a sign-in: its notices and balances in the first frame, and nothing drawn moves', async ({
  page,
  request,
}) => {
  // This browser refuses persistent storage, so /home must warn (SPEC: the browser may erase the wallet).
  await page.addInitScript(() => {
    navigator.storage.persist = async () => false;
    navigator.storage.persisted = async () => false;
  });
  const account = generateAccount();
  const address = account.addr.toString();
  const username = `pinta${Date.now().toString(36)}`;
  await page.goto('/login');
  await setStoredRecord(page, username, await sealRecord(secretKeyToMnemonic(account.sk), PASSWORD, address));
  await fund(request, { address });

  for (const visit of ['the page’s first sign-in', 'a sign-in after a logout']) {
    await test.step(visit, async () => {
      await watchSignIn(page);
      await login(page, username, PASSWORD);
      expect(await homeAddress(page)).toBe(address);
      const seen = await watched(page);
      expect(seen.firstFrame).toEqual({ storageNotice: true, testFunds: true, balances: true, loading: false });
      // Before: 0.3–0.7 (the notices pushed the panel down 185–349 px). Below 0.001 Lighthouse reports 0 (it
      // rounds CLS to three decimals), and no reader sees it.
      expect(seen.shift, seen.moved.join('\n')).toBeLessThan(0.001);
      const { amount } = await algod.accountInformation(address).do();
      await expect(page.getByRole('group', { name: es.home.balances }).getByLabel('ALGO', { exact: true })).toHaveText(
        algoText(amount),
      );
      await logout(page);
    });
  }
});
