import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { es } from '../src/i18n/es.ts';
import { LOCALNET_IDS } from '../src/services/config/localnet.ts';
import { withClockStill } from './support/clock.ts';
import { seededWallet } from './support/seededWallet.ts';
import { algod, confirm, fill, fund, openFromTile, passGateStep } from './support/paid.ts';

// The target glides as it does for most players: hitting it moving is what this journey plays (the other journeys run
// with reduced motion: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/**
 * The target game on the local ledger with a real mouse: activate (UMQ, then 'Activar Tiro'), confirm the cost,
 * three hits and three misses, claim; then a game without points; then a game by touch, as on a phone. Every step
 * goes through the UI; a plain algosdk client on algod (:4001) checks the score on chain and that the reward shown
 * is what the ledger moved.
 */
const UMQ_ID = LOCALNET_IDS.assets.UMQ;
const TARGET = LOCALNET_IDS.apps.target;
const UNIT = 10n ** 9n;

/** What algod says the account holds (µALGO, UMQ base units) and its score in the target app. */
async function onLedger(address: string) {
  const info = await algod.accountInformation(address).do();
  const local = info.appsLocalState?.find((app) => app.id === TARGET);
  const score = local?.keyValue?.find((kv) => new TextDecoder().decode(kv.key) === 'ultimo_puntaje')?.value.uint;
  return {
    algo: info.amount,
    umq: info.assets?.find((asset) => asset.assetId === UMQ_ID)?.amount ?? null,
    score: score ?? null,
  };
}

/** Jugar (or the cost dialog a retry opens) → the cost stated → Empezar: the target is on the move. */
async function startGame(page: Page, { pressPlay }: { pressPlay: boolean }) {
  if (pressPlay) await page.getByRole('button', { name: es.target.play }).click();
  const costs = page.getByRole('dialog', { name: es.target.costTitle });
  await expect(
    costs.getByText(fill(es.target.cost, { total: '115 UMQ', fee: '15 UMQ', entry: '100 UMQ', perPoint: '10 UMQ' })),
  ).toBeVisible();
  await costs.getByRole('button', { name: es.target.start }).click();
  await expect(page.getByRole('img', { name: es.target.target })).toBeVisible();
}

const center = (box: { x: number; y: number; width: number; height: number }) => ({
  x: box.x + box.width / 2,
  y: box.y + box.height / 2,
});

/** A press at a point of the page: a real mouse click or, as on a phone, a finger's tap. */
type Device = 'mouse' | 'touch';
const press = (page: Page, device: Device, { x, y }: { x: number; y: number }) =>
  device === 'mouse' ? page.mouse.click(x, y) : page.touchscreen.tap(x, y);

/** Aim and press as one act, as a person does: the target cannot glide off between the look and the press. */
const aimAndPress = (page: Page, device: Device, aim: () => Promise<{ x: number; y: number }>) =>
  withClockStill(page, async () => press(page, device, await aim()));

/** A press on where the target is. */
const hit = (page: Page, target: Locator, device: Device = 'mouse') =>
  aimAndPress(page, device, async () => center((await target.boundingBox())!));

/** A press inside the zone, in the corner farthest from the target. */
const miss = (page: Page, zone: Locator, target: Locator, device: Device = 'mouse') =>
  aimAndPress(page, device, async () => {
    const z = (await zone.boundingBox())!;
    const t = center((await target.boundingBox())!);
    const corners = [
      { x: z.x + 12, y: z.y + 12 },
      { x: z.x + z.width - 12, y: z.y + 12 },
      { x: z.x + 12, y: z.y + z.height - 12 },
      { x: z.x + z.width - 12, y: z.y + z.height - 12 },
    ];
    return corners.reduce((a, b) => (Math.hypot(b.x - t.x, b.y - t.y) > Math.hypot(a.x - t.x, a.y - t.y) ? b : a));
  });

test('target: activate, three hits and three misses score 3 on chain and the reward shown is what the ledger paid; a 0-point game moves nothing; by touch too', async ({
  page,
  request,
}) => {
  const { address } = await seededWallet(page, 'tere');
  await fund(request, { address });

  await openFromTile(page, es.tiles.games, es.tiles.target);
  await expect(page.getByRole('heading', { level: 1, name: es.target.title })).toBeVisible();

  // The gate: UMQ first, then (with UMQ to pay a claim) the app.
  await passGateStep(page, fill(es.wallet.optInValue, { asset: 'UMQ' }));
  await fund(request, { address, assetId: Number(UMQ_ID), amount: (1000n * UNIT).toString() });
  await passGateStep(page, es.gate.activateTarget);

  const zone = page.getByRole('group', { name: es.target.zone });
  const target = page.getByRole('img', { name: es.target.target });
  const score = page.getByLabel(es.target.score, { exact: true });
  await zone.scrollIntoViewIfNeeded();
  // The target's frames now run on the page's fake clock, which flows like the real one until a shot stops it.
  await page.clock.install();
  await startGame(page, { pressPlay: true });
  const before = await onLedger(address);
  expect(before).toMatchObject({ umq: 1000n * UNIT, score: 0n });

  // The target glides: two looks a moment apart see it in two places.
  const first = await target.boundingBox();
  await expect.poll(() => target.boundingBox()).not.toEqual(first);

  for (const [shot, points, lives] of [
    ['hit', 1, 3],
    ['miss', 1, 2],
    ['hit', 2, 2],
    ['miss', 2, 1],
    ['hit', 3, 1],
  ] as const) {
    await (shot === 'hit' ? hit(page, target) : miss(page, zone, target));
    await expect(score).toHaveText(String(points));
    await expect(page.getByText(fill(es.target.livesLeft, { n: lives, max: 3 }))).toBeAttached();
  }
  await miss(page, zone, target);
  await expect(page.getByRole('status').filter({ hasText: es.target.canClaim })).toBeVisible();
  await expect(zone.getByText(es.target.canClaim)).toBeVisible();
  await expect(page.getByText(fill(es.target.finalScore, { n: 3 }))).toBeVisible();
  await expect(target).toBeHidden();

  await zone.getByRole('button', { name: es.target.reward }).click();
  await confirm(page);
  await expect(zone.getByRole('status')).toHaveText(fill(es.target.rewarded, { amount: '30 UMQ' }));
  const claimed = await onLedger(address);
  expect(claimed.score).toBe(3n);
  // The reward shown (30 UMQ) is the ledger's change plus the 115 UMQ the claim cost.
  expect(claimed.umq! - before.umq! + 115n * UNIT).toBe(30n * UNIT);

  // A game without points: the cost is asked again, three misses, nothing to sign and nothing moves. Every
  // transaction the page would send or dry-run (a POST under algod's /v2/transactions) is caught as it leaves.
  const sends: string[] = [];
  const catchSend = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/v2/transactions'))
      sends.push(request.url());
  };
  page.on('request', catchSend);
  await zone.getByRole('button', { name: es.target.retry }).click();
  await startGame(page, { pressPlay: false });
  for (const lives of [2, 1, 0]) {
    await miss(page, zone, target);
    await expect(page.getByText(fill(es.target.livesLeft, { n: lives, max: 3 }))).toBeAttached();
  }
  await expect(page.getByRole('status').filter({ hasText: es.target.noPoints })).toBeVisible();
  await expect(zone.getByText(es.target.noPoints)).toBeVisible();
  await expect(score).toHaveText('0');
  await expect(zone.getByRole('button', { name: es.target.reward })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  page.off('request', catchSend);
  expect(sends).toEqual([]);
  expect(await onLedger(address)).toEqual(claimed);

  // On a phone, by touch: a tap on the target scores, taps beside it cost lives.
  await zone.getByRole('button', { name: es.target.retry }).click();
  await startGame(page, { pressPlay: false });
  await hit(page, target, 'touch');
  await expect(score).toHaveText('1');
  for (const lives of [2, 1, 0]) {
    await miss(page, zone, target, 'touch');
    await expect(page.getByText(fill(es.target.livesLeft, { n: lives, max: 3 }))).toBeAttached();
  }
  await expect(page.getByRole('status').filter({ hasText: es.target.canClaim })).toBeVisible();
  await expect(zone.getByText(es.target.canClaim)).toBeVisible();
});
