// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateAccount, makeAssetTransferTxnWithSuggestedParamsFromObject } from 'algosdk';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { UMQ_UNIT } from '../../services/config/onchain';
import { TREASURY } from '../genesis/keys';
import { useTestLedger } from '../testing';

const fund = (body: Record<string, unknown>) =>
  fetch('http://localhost:4001/devnet/fund', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const { UMQ, HLK } = LOCALNET_IDS.assets;

describe('the dispenser (POST /devnet/fund)', () => {
  const net = useTestLedger();

  async function optedIn(assetIndex: bigint) {
    const key = net.newAccount();
    const optIn = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: key.addr,
      receiver: key.addr,
      amount: 0n,
      assetIndex,
      suggestedParams: await net.algod.getTransactionParams().do(),
    });
    await net.algod.sendRawTransaction(optIn.signTxn(key.sk)).do();
    return key.addr.toString();
  }

  it('pays ALGO by a payment the treasury signed, found in pending-info and the account history', async () => {
    const address = generateAccount().addr.toString();
    const answer = await (await fund({ address, microAlgos: 2_000_000 })).json();
    expect(answer).toMatchObject({ address, amount: 2_000_000 });
    const pending = await net.algod.pendingTransactionInformation(answer.txId).do();
    expect(pending.confirmedRound).toBe(net.ledger.round);
    expect(pending.txn.sig).toHaveLength(64);
    expect(pending.txn.txn.sender.toString()).toBe(TREASURY.address);
    const [latest] = (await net.indexer.lookupAccountTransactions(address).do()).transactions;
    expect(latest).toMatchObject({ id: answer.txId, sender: TREASURY.address, txType: 'pay' });
  });

  it('pays UMQ and HLK, in base units, to an account opted in to them', async () => {
    const umqHolder = await optedIn(UMQ);
    const answer = await (await fund({ address: umqHolder, assetId: Number(UMQ), amount: 50_000_000_000 })).json();
    expect(answer).toMatchObject({ address: umqHolder, assetId: Number(UMQ), amount: 50_000_000_000 });
    expect((await net.algod.accountAssetInformation(umqHolder, UMQ).do()).assetHolding?.amount).toBe(50n * UMQ_UNIT);
    const [latest] = (await net.indexer.lookupAccountTransactions(umqHolder).do()).transactions;
    expect(latest).toMatchObject({ id: answer.txId, txType: 'axfer', assetTransferTransaction: { assetId: UMQ } });

    const hlkHolder = await optedIn(HLK);
    expect((await fund({ address: hlkHolder, assetId: Number(HLK), amount: 7 })).status).toBe(200);
    expect((await net.algod.accountAssetInformation(hlkHolder, HLK).do()).assetHolding?.amount).toBe(7n);
  });

  it('refuses with 400, naming the missing opt-in, an account that has not opted in; nothing moves', async () => {
    const key = net.newAccount();
    const address = key.addr.toString();
    const round = net.ledger.round;
    const refused = await fund({ address, assetId: Number(UMQ), amount: 1000 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: `account ${address} has not opted in to UMQ (asset ${UMQ}): opt in to it before asking the dispenser`,
    });
    expect(net.ledger.round).toBe(round);
    expect((await fund({ address, assetId: 999, amount: 1 })).status).toBe(400);
    expect((await fund({ address, assetId: Number(UMQ) })).status).toBe(400);
  });
});

describe('the dispenser with a block time', () => {
  const net = useTestLedger({ blockMs: 200 });

  it('answers once its grant is in a block', async () => {
    const address = generateAccount().addr.toString();
    const answer = await (await fund({ address })).json();
    expect(answer).toMatchObject({ address, amount: 10_000_000 });
    expect(net.ledger.state.txns.get(answer.txId)?.round).toBeGreaterThan(1n);
  });
});
