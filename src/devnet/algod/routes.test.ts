// @vitest-environment node
/** algod's routes beyond the wallet's calls: answers as algosdk reads them, and their OpenAPI shapes. */
import { describe, expect, it } from 'vitest';
import {
  bytesToBase64,
  decodeUint64,
  makeApplicationNoOpTxnFromObject,
  makeApplicationOptInTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  type Address,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { LOCALNET_IDS, LOCALNET_URLS } from '../../services/config/localnet';
import { METHODS } from '../../services/config/onchain';
import { giveAsset, optInApp } from '../genesis/builder';
import { expectValid } from '../openapi/schemas';
import { getJson, useTestLedger } from '../testing';

const { algod: ALGOD, indexer: INDEXER } = LOCALNET_URLS;
const { UMQ, HLK } = LOCALNET_IDS.assets;

/** Status and body of a GET whose answer is an error. */
async function failure(url: string) {
  const response = await fetch(url);
  const body = await response.json();
  expectValid('algod#/definitions/ErrorResponse', body);
  return { status: response.status, message: body.message as string };
}

/** The welcome gift's claim as a plain algosdk client sends it: UMQ named, the claimer's record box referenced. */
function claimCall(sender: Address, suggestedParams: SuggestedParams): Transaction {
  return makeApplicationNoOpTxnFromObject({
    sender,
    appIndex: LOCALNET_IDS.apps.airdrop,
    appArgs: [new TextEncoder().encode(METHODS.claimAirdrop)],
    foreignAssets: [UMQ],
    boxes: [{ appIndex: 0, name: sender.publicKey }],
    suggestedParams: { ...suggestedParams, flatFee: true, fee: 2000n },
  });
}

describe('algod routes beyond the wallet’s calls', () => {
  const net = useTestLedger();

  it('answers health, ready, versions and genesis as algod does', async () => {
    for (const path of ['/health', '/ready']) {
      const response = await fetch(`${ALGOD}${path}`);
      expect([response.status, await response.text()]).toEqual([200, 'null\n']);
    }
    await net.algod.healthCheck().do();
    await net.algod.ready().do();
    const versions = await getJson(`${ALGOD}/versions`);
    expectValid('algod#/responses/VersionsResponse/schema', versions);
    expect((await net.algod.versionsCheck().do()).genesisId).toBe('mox-devnet-v1');
    const genesis = await getJson(`${ALGOD}/genesis`);
    expectValid('algod#/definitions/Genesis', genesis);
    expect(`${genesis.network}-${genesis.id}`).toBe('mox-devnet-v1');
    expect(genesis.alloc.map((a: { addr: string }) => a.addr)).toContain(LOCALNET_IDS.admin);
  });

  it('lists an account’s holdings with their asset params, a page at a time', async () => {
    const admin = LOCALNET_IDS.admin;
    const all = await getJson(`${ALGOD}/v2/accounts/${admin}/assets`);
    expectValid('algod#/responses/AccountAssetsInformationResponse/schema', all);
    expect(
      all['asset-holdings'].map((h: { 'asset-holding': { 'asset-id': number } }) => h['asset-holding']['asset-id']),
    ).toEqual([Number(UMQ), Number(HLK)]);
    expect(all['asset-holdings'][0]['asset-params']['unit-name']).toBe('UMQ');
    expect(all).not.toHaveProperty('next-token');
    const first = await net.algod.accountAssetsInformation(admin).limit(1).do();
    expect(first.assetHoldings?.map((h) => h.assetHolding.assetId)).toEqual([UMQ]);
    expect(first.nextToken).toBe(String(UMQ));
    const second = await net.algod.accountAssetsInformation(admin).limit(1).next(first.nextToken!).do();
    expect(second.assetHoldings?.map((h) => h.assetHolding.assetId)).toEqual([HLK]);
    expect(second.nextToken).toBeUndefined();
    expect(await failure(`${ALGOD}/v2/accounts/${admin}/assets?next=abc`)).toMatchObject({ status: 400 });
  });

  it('refuses a page size or a next token algod refuses, with its texts', async () => {
    const assets = `${ALGOD}/v2/accounts/${LOCALNET_IDS.admin}/assets`;
    const refusals: [string, string][] = [
      ['limit=0', 'limit parameter must be a positive integer'],
      ['limit=1001', 'limit 1001 exceeds max assets single batch limit 1000'],
      ['next=abc', 'unable to parse next token: strconv.ParseUint: parsing "abc": invalid syntax'],
      [
        'next=18446744073709551616',
        'unable to parse next token: strconv.ParseUint: parsing "18446744073709551616": value out of range',
      ],
    ];
    for (const [query, message] of refusals) {
      expect(await failure(`${assets}?${query}`)).toEqual({ status: 400, message });
    }
    expect((await getJson(`${assets}?limit=1000`))['asset-holdings']).toHaveLength(2);
  });

  it('takes exactly algod v5’s exclude values, and refuses anything else with algod’s 400', async () => {
    const admin = net.ledger.state.assets.get(UMQ)!.creator;
    const full = await getJson(`${ALGOD}/v2/accounts/${admin}`);
    expect(full['created-assets'][0]).toHaveProperty('params');
    const idsOnly = await getJson(`${ALGOD}/v2/accounts/${admin}?exclude=created-apps-params,created-assets-params`);
    expectValid('algod#/responses/AccountResponse/schema', idsOnly);
    expect(idsOnly['created-assets'][0]).toEqual({ index: Number(UMQ) });
    expect(idsOnly.assets).toEqual(full.assets);
    const none = await getJson(`${ALGOD}/v2/accounts/${admin}?exclude=none`);
    expect(none['created-assets']).toEqual(full['created-assets']);
    expect(await getJson(`${ALGOD}/v2/accounts/${admin}?exclude=all`)).not.toHaveProperty('assets');
    for (const bad of ['assets', 'all,none', 'all,created-apps-params', 'created-apps']) {
      expect(await failure(`${ALGOD}/v2/accounts/${admin}?exclude=${bad}`)).toEqual({
        status: 400,
        message: 'failed to parse exclude',
      });
    }
  });

  it('serves blocks as JSON by default and as msgpack to algosdk, with the round’s transactions', async () => {
    const alice = net.newAccount();
    const sp = await net.algod.getTransactionParams().do();
    const pay = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: LOCALNET_IDS.admin,
      amount: 12_345n,
      note: new TextEncoder().encode('hola'),
      suggestedParams: sp,
    });
    const optIn = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: alice.addr,
      amount: 0n,
      assetIndex: HLK,
      suggestedParams: sp,
    });
    await net.algod.sendRawTransaction(pay.signTxn(alice.sk)).do();
    await net.algod.sendRawTransaction(optIn.signTxn(alice.sk)).do();
    const round = net.ledger.state.txns.get(pay.txID())!.round;

    const response = await fetch(`${ALGOD}/v2/blocks/${round}`);
    expect(response.headers.get('content-type')).toBe('application/json');
    const json = await response.json();
    expectValid('algod#/responses/BlockResponse/schema', json);
    expect(json.block.rnd).toBe(Number(round));
    expect(json.block.txns).toHaveLength(1);
    const [inBlock] = json.block.txns;
    expect(inBlock.hgi).toBe(true);
    expect(inBlock.txn).toMatchObject({
      snd: alice.addr.toString(),
      rcv: LOCALNET_IDS.admin,
      amt: 12_345,
      type: 'pay',
    });
    expect(inBlock.txn).not.toHaveProperty('gh');

    const block = (await net.algod.block(round).do()).block;
    expect(block.header.round).toBe(round);
    const [stib] = block.payset;
    expect(stib.hasGenesisID).toBe(true);
    const txn = stib.signedTxn.signedTxn.txn;
    expect([txn.sender.toString(), txn.payment?.amount, new TextDecoder().decode(txn.note)]).toEqual([
      alice.addr.toString(),
      12_345n,
      'hola',
    ]);
    expect((await net.algod.block(round + 1n).do()).block.payset[0].signedTxn.signedTxn.txn.type).toBe('axfer');
    expect((await fetch(`${ALGOD}/v2/blocks/${round}?format=xml`)).status).toBe(400);
  });

  it('answers a round it does not have with algod’s 404, and a bad format first with its 400', async () => {
    const future = net.ledger.round + 10n;
    const missing = { status: 404, message: 'failed to retrieve information from the ledger' };
    expect(await failure(`${ALGOD}/v2/blocks/${future}`)).toEqual(missing);
    expect(await failure(`${ALGOD}/v2/blocks/${future}?format=msgpack`)).toEqual(missing);
    expect(await failure(`${ALGOD}/v2/blocks/${future}?header-only=true`)).toEqual(missing);
    expect(await failure(`${ALGOD}/v2/blocks/${future}?format=xml`)).toEqual({
      status: 400,
      message: 'failed to parse the format option',
    });
  });

  it('carries an app call’s state deltas and inner transfers in the block’s apply data', async () => {
    const player = net.newAccount();
    const sp = await net.algod.getTransactionParams().do();
    const send = (txn: Transaction) => net.algod.sendRawTransaction(txn.signTxn(player.sk)).do();
    const airdrop = LOCALNET_IDS.apps.airdrop;
    await send(
      makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: player.addr,
        receiver: player.addr,
        amount: 0n,
        assetIndex: UMQ,
        suggestedParams: sp,
      }),
    );
    await send(makeApplicationOptInTxnFromObject({ sender: player.addr, appIndex: airdrop, suggestedParams: sp }));
    const claim = claimCall(player.addr, sp);
    await send(claim);
    const round = net.ledger.state.txns.get(claim.txID())!.round;
    const json = await getJson(`${ALGOD}/v2/blocks/${round}`);
    expectValid('algod#/responses/BlockResponse/schema', json);
    const { dt } = json.block.txns[0];
    expect(dt.itx[0].txn).toMatchObject({ arcv: player.addr.toString(), type: 'axfer', xaid: Number(UMQ) });
    expect(Object.keys(dt.ld)).toEqual(['0']);
    const decoded = (await net.algod.block(round).do()).block.payset[0].signedTxn.applyData.evalDelta;
    expect(decoded?.innerTxns[0].signedTxn.txn.assetTransfer?.receiver.toString()).toBe(player.addr.toString());
    expect([...(decoded?.localDeltas.keys() ?? [])]).toEqual([0]);
  });

  it('answers algod’s 404 {"message": "Not Found"} for any other path, never the mock library’s body', async () => {
    for (const path of ['/v2/nothing', '/v2/accounts', '/v2/transactions/simulatex', '/x/devnet/reset', '/']) {
      expect(await failure(`${ALGOD}${path}`), path).toEqual({ status: 404, message: 'Not Found' });
    }
    // The indexer's routes are the indexer's: asked at algod's base, they are algod's 404.
    expect(await failure(`${ALGOD}/v2/accounts/${LOCALNET_IDS.admin}/transactions`)).toEqual({
      status: 404,
      message: 'Not Found',
    });
    expect(await failure(`${INDEXER}/v2/status`)).toEqual({ status: 404, message: 'Not Found' });
  });

  it('answers echo’s 405 for a path it has under another method', async () => {
    const notAllowed = { status: 405, message: 'Method Not Allowed' };
    for (const [method, url] of [
      ['GET', `${ALGOD}/v2/transactions/simulate`],
      ['GET', `${ALGOD}/v2/transactions`],
      ['POST', `${ALGOD}/v2/status`],
      ['DELETE', `${ALGOD}/v2/accounts/${LOCALNET_IDS.admin}`],
      ['POST', `${INDEXER}/v2/transactions`],
    ]) {
      const response = await fetch(url, { method });
      expect({ status: response.status, message: (await response.json()).message }, `${method} ${url}`).toEqual(
        notAllowed,
      );
    }
  });

  it('answers the box routes as algod does: an app’s boxes, one by any name encoding, algod’s errors', async () => {
    const roulette = LOCALNET_IDS.apps.roulette;
    const airdrop = LOCALNET_IDS.apps.airdrop;
    const player = net.newAccount();
    giveAsset(net.ledger.state, player.addr.toString(), UMQ, 0n);
    optInApp(net.ledger.state, player.addr.toString(), airdrop, { has_claimed: 0n });
    const sp = await net.algod.getTransactionParams().do();
    const claim = claimCall(player.addr, sp);
    await net.algod.sendRawTransaction(claim.signTxn(player.sk)).do();
    const round = net.ledger.state.txns.get(claim.txID())!.round;

    const boxes = await getJson(`${ALGOD}/v2/applications/${airdrop}/boxes`);
    expectValid('algod#/responses/BoxesResponse/schema', boxes);
    expect(boxes.boxes).toEqual([{ name: bytesToBase64(player.addr.publicKey) }]);
    const byAddress = await getJson(`${ALGOD}/v2/applications/${airdrop}/box?name=addr:${player.addr}`);
    expectValid('algod#/responses/BoxResponse/schema', byAddress);
    const byBytes = await net.algod.getApplicationBoxByName(airdrop, player.addr.publicKey).do();
    expect(decodeUint64(byBytes.value, 'bigint')).toBe(round);
    expect(byAddress).toEqual({
      name: bytesToBase64(player.addr.publicKey),
      round: Number(net.ledger.round),
      value: bytesToBase64(byBytes.value),
    });

    expect((await net.algod.getApplicationBoxes(roulette).do()).boxes).toEqual([]);
    expect(await failure(`${ALGOD}/v2/applications/${roulette}/box?name=str:premio`)).toEqual({
      status: 404,
      message: 'box not found',
    });
    expect(await failure(`${ALGOD}/v2/applications/${roulette}/box?name=premio`)).toEqual({
      status: 400,
      message: "all arguments and box names should be of the form 'encoding:value'",
    });
    expect(await failure(`${ALGOD}/v2/applications/${roulette}/box?name=hex:00`)).toEqual({
      status: 400,
      message: 'Unknown encoding: hex',
    });
  });
});

describe('algod’s pool routes (with a block time, so transactions wait)', () => {
  const net = useTestLedger({ blockMs: 600_000 });

  it('lists the pool, all of it or an address’s, as JSON and as msgpack', async () => {
    const [alice, bob] = [net.newAccount(), net.newAccount()];
    net.ledger.makeBlock();
    const sp = await net.algod.getTransactionParams().do();
    const pay = (from: typeof alice, amount: bigint) =>
      makePaymentTxnWithSuggestedParamsFromObject({
        sender: from.addr,
        receiver: from.addr,
        amount,
        suggestedParams: sp,
      });
    const [fromAlice, fromBob] = [pay(alice, 1n), pay(bob, 2n)];
    await net.algod.sendRawTransaction(fromAlice.signTxn(alice.sk)).do();
    await net.algod.sendRawTransaction(fromBob.signTxn(bob.sk)).do();

    const json = await getJson(`${ALGOD}/v2/transactions/pending`);
    expectValid('algod#/responses/PendingTransactionsResponse/schema', json);
    expect(json['total-transactions']).toBe(2);
    expect(json['top-transactions'][0].txn.snd).toBe(alice.addr.toString());
    const all = await net.algod.pendingTransactionsInformation().do();
    expect(all.topTransactions.map((t) => t.txn.txID())).toEqual([fromAlice.txID(), fromBob.txID()]);
    expect((await net.algod.pendingTransactionsInformation().max(1).do()).topTransactions).toHaveLength(1);
    const bobs = await net.algod.pendingTransactionByAddress(bob.addr).do();
    expect([bobs.topTransactions.map((t) => t.txn.txID()), bobs.totalTransactions]).toEqual([[fromBob.txID()], 2]);

    net.ledger.makeBlock();
    expect((await net.algod.pendingTransactionsInformation().do()).totalTransactions).toBe(0);
  });
});
