import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../src/devnet/genesis/keys.ts';
import { es } from '../src/i18n/es.ts';
import { formatNumber, setNumberLocale } from '../src/i18n/numbers.ts';
import { LOCALNET_IDS } from '../src/services/config/localnet.ts';
import { answerQuiz, fillForm, homeAddress, openRegister, PASSWORD } from './support/onboarding.ts';
import { seededWallet } from './support/seededWallet.ts';
import { algod, fill, fund, openFromTile, passGateStep } from './support/paid.ts';

// The wheel turns as it does for most players: its spin is what this journey watches (the other journeys run with
// reduced motion: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/**
 * The roulette journey on the local ledger: a new player reaches /roulette from the 'Mox juegos' tile, passes the
 * gate and spins with the mouse. The prize shown is checked against the ledger with a plain algosdk client (balance
 * change + 115 UMQ, last_spin_result); Play stays locked through the spin and unlocks after; only the configured
 * admin sees the admin button.
 */
const UMQ = LOCALNET_IDS.assets.UMQ;
const UNIT = 1_000_000_000n;
// The prize as the screen writes it in the browser's es-ES, thousands grouped: 'Ganaste 1.000 UMQ'.
setNumberLocale('es-ES');
// A whole prize as the es-ES browser writes it: '1.000' (a point groups thousands).
const won = new RegExp(`^${fill(es.roulette.won, { n: '(\\d{1,3}(?:\\.\\d{3})*)' })}$`);

/** The UMQ base units algod says `address` holds. */
async function umqOnLedger(address: string): Promise<bigint> {
  const { assetHolding } = await algod.accountAssetInformation(address, UMQ).do();
  return assetHolding?.amount ?? 0n;
}

/** The roulette's global state as algod has it. */
async function rouletteOnLedger(): Promise<Record<string, bigint>> {
  const { params } = await algod.getApplicationByID(LOCALNET_IDS.apps.roulette).do();
  return Object.fromEntries(
    (params?.globalState ?? []).map(({ key, value }) => [new TextDecoder().decode(key), value.uint]),
  );
}

/** Moves the mouse onto `target`'s centre and clicks there: the pointer a player uses, step by step. */
/**
 * How long Play stays locked once the result is shown (ms), timed by the page itself: a loaded machine delays the
 * test's own looks (it once saw the stop 0.6 s late), never the page's observer, which runs as the DOM changes.
 * Started before the spin; the result and Play are found by their visible text, as the test finds them.
 */
function timeLockAfterStop(page: Page): Promise<number> {
  return page.evaluate(
    ({ play, won, special }) =>
      new Promise<number>((resolve) => {
        const isResult = (text: string) => new RegExp(won).test(text) || text === special;
        const leaves = () => [...document.querySelectorAll('main *')].filter((el) => el.children.length === 0);
        const button = () => [...document.querySelectorAll('main button')].find((el) => el.textContent === play);
        let shownAt: number | undefined;
        const observer = new MutationObserver(() => {
          if (shownAt === undefined && leaves().some((el) => isResult(el.textContent ?? '')))
            shownAt = performance.now();
          const unlocked = button()?.getAttribute('aria-disabled') !== 'true' && !button()?.hasAttribute('disabled');
          if (shownAt === undefined || !unlocked) return;
          observer.disconnect();
          resolve(performance.now() - shownAt);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      }),
    { play: es.roulette.play, won: won.source, special: es.roulette.specialPrize },
  );
}

async function mouseClick(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await page.mouse.down();
  await page.mouse.up();
}

/** From /home to /roulette through the 'Mox juegos' tile. */
async function openRoulette(page: Page) {
  await openFromTile(page, es.tiles.games, es.tiles.roulette);
  await expect(page.getByRole('heading', { level: 1, name: es.roulette.title })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Ruleta de premios/ })).toBeVisible();
}

const confirmButton = (page: Page) =>
  page.getByRole('dialog', { name: es.confirmTx.title }).getByRole('button', { name: es.confirmTx.confirm });

test.describe('roulette', () => {
  test('a player spins with the mouse: the prize shown is the ledger’s, Play locked until 3 s after the stop', async ({
    page,
    request,
  }) => {
    const { address } = await seededWallet(page, 'rosa');
    await fund(request, { address });
    await openRoulette(page);
    await expect(page.getByRole('button', { name: es.roulette.admin })).toHaveCount(0);

    await passGateStep(page, fill(es.wallet.optInValue, { asset: 'UMQ' }));
    await fund(request, { address, assetId: Number(UMQ), amount: String(1000n * UNIT) });
    await passGateStep(page, es.roulette.activate);

    const play = page.getByRole('button', { name: es.roulette.play });
    await expect(play).toBeEnabled();
    const before = await umqOnLedger(address);
    expect(before).toBe(1000n * UNIT);
    const participantsBefore = (await rouletteOnLedger()).total_participants ?? 0n;

    await mouseClick(page, play);
    await expect(play).toBeDisabled(); // from the click
    const lockedAfterStop = timeLockAfterStop(page);
    // Drawn from the first frame, Confirmar takes presses once every check answered and its 500 ms guard is over.
    await expect(confirmButton(page)).toBeEnabled();
    await mouseClick(page, confirmButton(page));

    // The wheel turns; Play stays locked, and a click on it opens nothing.
    await expect(page.getByText(es.roulette.spinning)).toBeAttached({ timeout: 15_000 });
    await expect(play).toBeDisabled();
    await mouseClick(page, play);
    await expect(page.getByRole('dialog', { name: es.confirmTx.title })).toHaveCount(0);

    const result = page.getByRole('main').getByText(new RegExp(`${won.source}|^${es.roulette.specialPrize}$`));
    await expect(result).toBeVisible();
    await expect(play).toBeDisabled(); // still locked just after the stop
    const shown = (await result.textContent())!;
    const prize = shown === es.roulette.specialPrize ? 0n : BigInt(shown.match(won)![1].replaceAll('.', ''));
    const prizeName = prize === 0n ? es.roulette.segmentSpecial : `${formatNumber(prize)} UMQ`;
    // The wheel names where it stopped (the toast is the one announcement, so this is its name, not a live line).
    const wheel = page.getByRole('img', { name: /^Ruleta de premios/ });
    await expect(wheel).toHaveAccessibleName(
      new RegExp(fill(es.roulette.stoppedOn, { prize: prizeName }).replace('.', '\\.') + '$'),
    );

    // The ledger agrees: the balance moved by the prize minus 115 UMQ, and the app recorded this prize.
    const after = await umqOnLedger(address);
    expect(prize * UNIT).toBe(after - before + 115n * UNIT);
    const state = await rouletteOnLedger();
    expect(state.last_spin_result).toBe(prize);
    expect(state.total_participants).toBe(participantsBefore + 1n);

    await expect(play).toBeEnabled();
    expect(await lockedAfterStop).toBeGreaterThanOrEqual(2_900);
    // Playwright gives a definition no name (ARIA 1.3 prohibits it), so the stats are read as the accessibility tree.
    await expect(page.getByRole('region', { name: es.roulette.stats })).toMatchAriaSnapshot(`
      - term: ${es.roulette.lastResult}
      - definition: ${prize === 0n ? es.roulette.segmentSpecialShort : `${formatNumber(prize)} UMQ`}
      - term: ${es.roulette.participants}
      - definition: "${participantsBefore + 1n}"
    `);
  });

  test('the configured admin sees the admin button, which is not implemented yet', async ({ page }) => {
    await openRegister(page);
    await fillForm(page, 'admin', PASSWORD, ADMIN.mnemonic);
    await page.getByRole('button', { name: es.register.verifyThree }).click();
    await answerQuiz(page, ADMIN.mnemonic.split(' '));
    expect(await homeAddress(page)).toBe(LOCALNET_IDS.admin);
    await openRoulette(page);
    await mouseClick(page, page.getByRole('button', { name: es.roulette.admin }));
    await expect(page.getByText(es.roulette.adminNotImplemented)).toBeVisible();
  });
});
