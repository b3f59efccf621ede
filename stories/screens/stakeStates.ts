/** The /stake screen stories' ledger side: the demo user's own transactions from "another device", and the clock. */
import { Algodv2, mnemonicToSecretKey } from 'algosdk';
import { expect, within } from 'storybook/test';
import { LOCALNET_IDS, LOCALNET_URLS } from '../../src/services/config/localnet';
import { buildAppOptIn, buildStake, buildWithdraw } from '../../src/services/contracts';
import { signAndSubmit } from '../../src/services/ledger/testing';
import { DEMO_USER } from '../support';

const demo = mnemonicToSecretKey(DEMO_USER.mnemonic);
/** A plain algosdk client on the story's ledger: figures on the screen are checked against what it reads. */
const algod = new Algodv2('', LOCALNET_URLS.algod, new URL(LOCALNET_URLS.algod).port);

/** One year of ledger time, in seconds. */
export const YEAR = 31_536_000;

/** The demo user's staking opt-in, signed outside the screen (a story that starts past the gate). */
export const optInToStaking = () => signAndSubmit(demo, (ctx) => buildAppOptIn(ctx, 'staking'));

/** A stake of `amount` UMQ base units by the demo user, signed outside the screen. */
export const stakeOnLedger = (amount: bigint) => signAndSubmit(demo, (ctx) => buildStake(ctx, { amount }));

/**
 * The demo user withdraws from another device a moment (a block) later, so its group is not the very bytes this
 * page may have built: the stake this page shows is gone on the ledger.
 */
export async function withdrawElsewhere() {
  await advanceClock(1);
  return signAndSubmit(demo, buildWithdraw);
}

/** Moves the story ledger's clock `seconds` on (POST /devnet/clock, which makes a block at the new time). */
export async function advanceClock(seconds: number): Promise<void> {
  const response = await fetch(`${LOCALNET_URLS.algod}/devnet/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  await expect(response.ok).toBe(true);
}

/** What the demo user holds on the ledger, in base units, read by algosdk. */
export async function demoHoldings(): Promise<{ umq: bigint; hlk: bigint }> {
  const { assets = [] } = await algod.accountInformation(demo.addr).do();
  const of = (id: bigint) => assets.find((holding) => holding.assetId === id)?.amount ?? 0n;
  return { umq: of(LOCALNET_IDS.assets.UMQ), hlk: of(LOCALNET_IDS.assets.HLK) };
}

/** The demo user's staking local state on the ledger (`monto_stake`, `inicio_stake`), read by algosdk. */
export async function demoStake(): Promise<{ amount: bigint; start: bigint }> {
  const info = await algod.accountApplicationInformation(demo.addr, LOCALNET_IDS.apps.staking).do();
  const value = (key: string) =>
    info.appLocalState?.keyValue?.find((kv) => new TextDecoder().decode(kv.key) === key)?.value.uint ?? 0n;
  return { amount: value('monto_stake'), start: value('inicio_stake') };
}

/** The figure in the running stake's table row named `label`. */
export const figure = (canvas: ReturnType<typeof within>, label: string) =>
  within(canvas.getByRole('row', { name: new RegExp(`^${label}`) })).getByRole('cell').textContent ?? '';
