/** An outside quiz player, by plain algosdk only: what another wallet does on the same ledger. */
import {
  assignGroupID,
  encodeUint64,
  generateAccount,
  getApplicationAddress,
  makeApplicationNoOpTxnFromObject,
  makeApplicationOptInTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  waitForConfirmation,
  type Account,
  type Algodv2,
  type Transaction,
} from 'algosdk';
import type { Page } from '@playwright/test';
import { LOCALNET_IDS } from '../../src/services/config/localnet.ts';

const QUIZ = LOCALNET_IDS.apps.quiz;
const UMQ = LOCALNET_IDS.assets.UMQ;
const UMQ_UNIT = 1_000_000_000n;

/** The dispenser of the ledger `algod` talks to (10 ALGO, or tokens to a holder). */
export type Dispense = (data: Record<string, unknown>) => Promise<void>;

/**
 * Funds a new account, opts it in to UMQ and the quiz, sends `score` in `time` cs; resolves once confirmed, with the
 * player's address and the round that carried the result.
 */
export async function outsideResult(
  algod: Algodv2,
  dispense: Dispense,
  score: bigint,
  time: bigint,
): Promise<{ address: string; round: bigint }> {
  const player = generateAccount();
  const address = player.addr.toString();
  const send = async (txns: Transaction[], signer: Account) => {
    if (txns.length > 1) assignGroupID(txns);
    const { txid } = await algod.sendRawTransaction(txns.map((txn) => txn.signTxn(signer.sk))).do();
    return (await waitForConfirmation(algod, txid, 4)).confirmedRound ?? 0n;
  };
  await dispense({ address });
  const suggestedParams = await algod.getTransactionParams().do();
  const umq = (amount: bigint, receiver: string) =>
    makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: address,
      receiver,
      assetIndex: UMQ,
      amount,
      suggestedParams,
    });
  await send([umq(0n, address)], player);
  await dispense({ address, assetId: Number(UMQ), amount: String(200n * UMQ_UNIT) });
  await send([makeApplicationOptInTxnFromObject({ sender: address, appIndex: QUIZ, suggestedParams })], player);
  const app = getApplicationAddress(QUIZ).toString();
  const call = makeApplicationNoOpTxnFromObject({
    sender: address,
    appIndex: QUIZ,
    appArgs: [new TextEncoder().encode('submit_result'), encodeUint64(score), encodeUint64(time)],
    suggestedParams,
  });
  const round = await send([umq(15n * UMQ_UNIT, app), umq(100n * UMQ_UNIT, app), call], player);
  return { address, round };
}

/**
 * The last round the page has heard of from algod (its status and wait-for-block-after answers), from now on: what
 * its round watch (hooks/quiz/useNewRounds) refreshes the ranking on.
 */
export function pageRounds(page: Page): () => bigint {
  let latest = 0n;
  page.on('response', async (answer) => {
    if (!/\/v2\/status(\/wait-for-block-after\/\d+)?$/.test(new URL(answer.url()).pathname)) return;
    const round = ((await answer.json().catch(() => null)) as { 'last-round'?: number } | null)?.['last-round'];
    if (round !== undefined && BigInt(round) > latest) latest = BigInt(round);
  });
  return () => latest;
}
