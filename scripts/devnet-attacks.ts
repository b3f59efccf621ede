/**
 * Attacks a running devnet from outside with plain algosdk, as someone trying to drain it would: the welcome gift
 * claimed again after a close-out and after a clear-state (each followed by a new opt-in), and a quiz result
 * with time 0. Usage: `npx tsx scripts/devnet-attacks.ts [algodUrl]` (default: the port of `npm run devnet`).
 * Prints one line per attack, `refused: <algod's message>` or `ACCEPTED`, and the attacker's UMQ at the end.
 */
import {
  Algodv2,
  OnApplicationComplete,
  assignGroupID,
  encodeUint64,
  generateAccount,
  getApplicationAddress,
  makeApplicationCallTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  waitForConfirmation,
  type Transaction,
} from 'algosdk';
import { LOCALNET_IDS } from '../src/services/config/localnet.ts';

const [algodUrl = 'http://localhost:4001'] = process.argv.slice(2);
const algod = new Algodv2('', algodUrl);
const { UMQ } = LOCALNET_IDS.assets;
const { airdrop, quiz } = LOCALNET_IDS.apps;
const attacker = generateAccount();
const utf8 = new TextEncoder();
const sp = await algod.getTransactionParams().do();

async function send(...txns: Transaction[]): Promise<void> {
  if (txns.length > 1) assignGroupID(txns);
  const { txid } = await algod.sendRawTransaction(txns.map((txn) => txn.signTxn(attacker.sk))).do();
  await waitForConfirmation(algod, txid, 4);
}

/** Sends the group and prints whether the ledger refused it. */
async function attempt(label: string, ...txns: Transaction[]): Promise<void> {
  try {
    await send(...txns);
    console.log(`${label}: ACCEPTED`);
  } catch (error) {
    console.log(`${label}: refused: ${(error as Error).message.split('\n')[0]}`);
  }
}

let sent = 0;
/** An app call; each gets its own note, so the second opt-in is not the first one's duplicate. */
const call = (appIndex: bigint, onComplete: OnApplicationComplete, extra: object = {}, innerTransfers = 0n) =>
  makeApplicationCallTxnFromObject({
    sender: attacker.addr,
    appIndex,
    onComplete,
    note: utf8.encode(`attack ${(sent += 1)}`),
    suggestedParams: { ...sp, flatFee: true, fee: (1n + innerTransfers) * sp.minFee },
    ...extra,
  });
/** The claim as the wallet sends it: UMQ named, the claimer's record box referenced, one inner transfer paid. */
const claim = () =>
  call(
    airdrop,
    OnApplicationComplete.NoOpOC,
    {
      appArgs: [utf8.encode('claim_airdrop')],
      foreignAssets: [UMQ],
      boxes: [{ appIndex: 0, name: attacker.addr.publicKey }],
    },
    1n,
  );
const umqTo = (receiver: string, amount: bigint) =>
  makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: attacker.addr,
    receiver,
    assetIndex: UMQ,
    amount,
    suggestedParams: sp,
  });
const umqHeld = async () => (await algod.accountAssetInformation(attacker.addr, UMQ).do()).assetHolding?.amount;

const funded = await fetch(`${algodUrl}/devnet/fund`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ address: attacker.addr.toString() }),
});
if (!funded.ok) throw new Error(`fund: HTTP ${funded.status}`);
await send(umqTo(attacker.addr.toString(), 0n));
await send(call(airdrop, OnApplicationComplete.OptInOC));
await send(claim());
console.log(`first claim: ${await umqHeld()} UMQ base units`);

await send(call(airdrop, OnApplicationComplete.CloseOutOC));
await send(call(airdrop, OnApplicationComplete.OptInOC));
await attempt('claim after close-out and re-opt-in', claim());

await send(call(airdrop, OnApplicationComplete.ClearStateOC));
await send(call(airdrop, OnApplicationComplete.OptInOC));
await attempt('claim after clear-state and re-opt-in', claim());

await send(call(quiz, OnApplicationComplete.OptInOC));
const quizAddress = getApplicationAddress(quiz).toString();
await attempt(
  'quiz result with time 0',
  umqTo(quizAddress, 15_000_000_000n),
  umqTo(quizAddress, 100_000_000_000n),
  call(quiz, OnApplicationComplete.NoOpOC, {
    appArgs: [utf8.encode('submit_result'), encodeUint64(10n), encodeUint64(0n)],
  }),
);
console.log(`attacker holds: ${await umqHeld()} UMQ base units`);
