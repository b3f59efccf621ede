/**
 * Why an app refused a call that the user cannot fix by topping up: its admin paused it (decision 0030), or the app's
 * own pool cannot pay. The roulette refuses every spin while its UMQ pool is below the largest prize; the staking app
 * refuses the claim of a recorded reward while its HLK pool is below what it owes (issue 30). Read from the app's
 * global state and holding, in Spanish, with figures.
 */
import { getApplicationAddress, type Transaction } from 'algosdk';
import { ledgerCopy } from '../../i18n/features';
import { ASSETS, formatAmount } from '../amounts';
import type { OnchainIds } from '../config/ids';
import { ADMIN_STATE_KEYS, METHODS, ROULETTE_LARGEST_PRIZE, STATE_KEYS, UMQ_UNIT } from '../config/onchain';
import { algod } from './clients';

/** The first app arg of the group's call to `appId` with method `method`, if there is one. */
const callsMethod = (txns: readonly Transaction[], appId: bigint, method: string) =>
  txns.some(
    (txn) =>
      txn.applicationCall?.appIndex === appId &&
      new TextDecoder().decode(txn.applicationCall.appArgs[0] ?? new Uint8Array()) === method,
  );

async function appHolds(appId: bigint, assetId: bigint): Promise<bigint> {
  const { assetHolding } = await algod().accountAssetInformation(getApplicationAddress(appId), assetId).do();
  return assetHolding?.amount ?? 0n;
}

/** HLK base units the staking app records as owed to `sender` (`hlk_pendiente`). */
async function owedTo(sender: string, ids: OnchainIds): Promise<bigint> {
  const { appLocalState } = await algod().accountApplicationInformation(sender, ids.apps.staking).do();
  const owed = appLocalState?.keyValue?.find(({ key }) => new TextDecoder().decode(key) === STATE_KEYS.staking.owed);
  return owed?.value.uint ?? 0n;
}

/** True when `appId`'s admin has paused it (global `paused` = 1). */
async function isPaused(appId: bigint): Promise<boolean> {
  const { params } = await algod().getApplicationByID(appId).do();
  const paused = params?.globalState?.find(({ key }) => new TextDecoder().decode(key) === ADMIN_STATE_KEYS.paused);
  return paused?.value.uint === 1n;
}

/** The reason a call was refused when an app the group calls is paused by its admin, or null when none is. */
export async function explainPaused(txns: readonly Transaction[]): Promise<string | null> {
  const called = new Set(txns.flatMap((txn) => (txn.applicationCall ? [txn.applicationCall.appIndex] : [])));
  for (const appId of called) if (await isPaused(appId)) return ledgerCopy('errors.appPaused');
  return null;
}

/**
 * The reason a spin or a reward claim was refused when the app's pool is what is short, or null when the group is
 * neither or the pool holds enough (the refusal is then something else, said by the action's own message).
 */
export async function explainPoolShort(
  txns: readonly Transaction[],
  sender: string,
  ids: OnchainIds,
): Promise<string | null> {
  if (callsMethod(txns, ids.apps.roulette, METHODS.spin)) {
    const prize = ROULETTE_LARGEST_PRIZE * UMQ_UNIT;
    if ((await appHolds(ids.apps.roulette, ids.assets.UMQ)) >= prize) return null;
    return ledgerCopy('errors.roulettePoolShort', { prize: formatAmount(prize, ASSETS.UMQ.decimals) });
  }
  if (callsMethod(txns, ids.apps.staking, METHODS.claimStakeReward)) {
    const owed = await owedTo(sender, ids);
    if (owed === 0n || (await appHolds(ids.apps.staking, ids.assets.HLK)) >= owed) return null;
    return ledgerCopy('errors.stakePoolShort', { owed: formatAmount(owed, ASSETS.HLK.decimals) });
  }
  return null;
}
