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
import { LOCALNET_IDS } from '../../src/services/config/localnet.ts';

const QUIZ = LOCALNET_IDS.apps.quiz;
const UMQ = LOCALNET_IDS.assets.UMQ;
const UMQ_UNIT = 1_000_000_000n;

/** The dispenser of the ledger `algod` talks to (10 ALGO, or tokens to a holder). */
export type Dispense = (data: Record<string, unknown>) => Promise<void>;

/** Funds a new account, opts it in to UMQ and the quiz, sends `score` in `time` cs; resolves once confirmed. */
export async function outsideResult(algod: Algodv2, dispense: Dispense, score: bigint, time: bigint): Promise<string> {
  const player = generateAccount();
  const address = player.addr.toString();
  const send = async (txns: Transaction[], signer: Account) => {
    if (txns.length > 1) assignGroupID(txns);
    const { txid } = await algod.sendRawTransaction(txns.map((txn) => txn.signTxn(signer.sk))).do();
    await waitForConfirmation(algod, txid, 4);
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
  await send([umq(15n * UMQ_UNIT, app), umq(100n * UMQ_UNIT, app), call], player);
  return address;
}
