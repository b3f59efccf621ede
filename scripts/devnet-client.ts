/**
 * A plain algosdk client of a running devnet, as any Algorand tool would talk to it: status, params, the
 * dispenser, an ASA opt-in, a payment, an app opt-in and call (the welcome gift), pending info and indexer paging.
 * Usage: `npx tsx scripts/devnet-client.ts [algodUrl] [indexerUrl]` (default: the ports of `npm run devnet`).
 * Prints one line per step and exits non-zero on the first failure.
 */
import {
  Algodv2,
  Indexer,
  generateAccount,
  makeApplicationNoOpTxnFromObject,
  makeApplicationOptInTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  waitForConfirmation,
  type Transaction,
} from 'algosdk';
import { LOCALNET_IDS } from '../src/services/config/localnet.ts';

const [algodUrl = 'http://localhost:4001', indexerUrl = 'http://localhost:8980'] = process.argv.slice(2);
const algod = new Algodv2('', algodUrl);
const indexer = new Indexer('', indexerUrl, new URL(indexerUrl).port);
const { UMQ } = LOCALNET_IDS.assets;
const airdrop = LOCALNET_IDS.apps.airdrop;
const player = generateAccount();

async function send(txn: Transaction) {
  const { txid } = await algod.sendRawTransaction(txn.signTxn(player.sk)).do();
  const confirmed = await waitForConfirmation(algod, txid, 4);
  return { txid, round: confirmed.confirmedRound };
}

const status = await algod.status().do();
console.log(`status: round ${status.lastRound}`);
const sp = await algod.getTransactionParams().do();
console.log(`params: ${sp.genesisID}, min fee ${sp.minFee}`);

const funded = await fetch(`${algodUrl}/devnet/fund`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ address: player.addr.toString() }),
});
if (!funded.ok) throw new Error(`fund: HTTP ${funded.status}`);
console.log(`fund: ${(await algod.accountInformation(player.addr).do()).amount} µALGO`);

const optIn = await send(
  makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: player.addr,
    receiver: player.addr,
    assetIndex: UMQ,
    amount: 0n,
    suggestedParams: sp,
  }),
);
console.log(`asset opt-in: confirmed in round ${optIn.round}`);

const friend = generateAccount();
const pay = await send(
  makePaymentTxnWithSuggestedParamsFromObject({
    sender: player.addr,
    receiver: friend.addr,
    amount: 1_500_000n,
    suggestedParams: sp,
  }),
);
console.log(`pay: ${(await algod.accountInformation(friend.addr).do()).amount} µALGO received in round ${pay.round}`);

await send(makeApplicationOptInTxnFromObject({ sender: player.addr, appIndex: airdrop, suggestedParams: sp }));
const claim = await send(
  makeApplicationNoOpTxnFromObject({
    sender: player.addr,
    appIndex: airdrop,
    appArgs: [new TextEncoder().encode('claim_airdrop')],
    foreignAssets: [UMQ],
    boxes: [{ appIndex: 0, name: player.addr.publicKey }], // the claim record, named by the claimer's key
    suggestedParams: { ...sp, flatFee: true, fee: 2n * sp.minFee }, // one inner transfer to pay for
  }),
);
const pending = await algod.pendingTransactionInformation(claim.txid).do();
const gift = pending.innerTxns?.[0]?.txn.txn.assetTransfer?.amount;
console.log(`app call: claim_airdrop paid ${gift} UMQ base units by inner transfer, round ${pending.confirmedRound}`);

let pages = 0;
let accounts = 0;
let next: string | undefined;
do {
  const query = indexer.searchAccounts().applicationID(LOCALNET_IDS.apps.quiz).limit(10);
  const page = await (next ? query.nextToken(next) : query).do();
  pages += 1;
  accounts += page.accounts.length;
  next = page.accounts.length ? page.nextToken : undefined;
} while (next);
console.log(`indexer: ${accounts} quiz players in ${pages} pages of 10`);
