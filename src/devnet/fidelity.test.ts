// @vitest-environment node
/**
 * Fidelity: every kind of response the devnet produces validates against algod's and the indexer's
 * OpenAPI schemas (vendored in ./openapi).
 */
import { describe, expect, it } from 'vitest';
import {
  SignedTransaction,
  assignGroupID,
  encodeMsgpack,
  encodeUint64,
  makeApplicationNoOpTxnFromObject,
  makeApplicationOptInTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  modelsv2,
  msgpackRawDecode,
  type Address,
} from 'algosdk';
import { LOCALNET_IDS, LOCALNET_URLS } from '../services/config/localnet';
import { GAME_ENTRY, METHODS, MOX_FEE } from '../services/config/onchain';
import { expectValid, matchesSchema, msgpackToJson } from './openapi/schemas';
import { getJson, useTestLedger } from './testing';

const { algod: ALGOD, indexer: INDEXER } = LOCALNET_URLS;

describe('fidelity to the OpenAPI schemas', () => {
  const net = useTestLedger();
  type Key = { addr: Address; sk: Uint8Array };
  const { UMQ } = LOCALNET_IDS.assets;

  async function sendSigned(key: Key, txns: Parameters<typeof assignGroupID>[0]) {
    const blobs = (txns.length > 1 ? assignGroupID(txns) : txns).map((t) => t.signTxn(key.sk));
    const response = await fetch(`${ALGOD}/v2/transactions`, { method: 'POST', body: Buffer.concat(blobs) });
    return response.json();
  }

  /** A player who claimed the welcome gift and spun the roulette: app calls with deltas and inner transfers. */
  async function playedAccount() {
    const player = net.newAccount(20_000_000n);
    const sp = await net.algod.getTransactionParams().do();
    const call = (appIndex: bigint, args: Uint8Array[], boxes: Uint8Array[] = []) =>
      makeApplicationNoOpTxnFromObject({
        sender: player.addr,
        appIndex,
        appArgs: args,
        foreignAssets: [UMQ],
        boxes: boxes.map((name) => ({ appIndex: 0, name })),
        suggestedParams: { ...sp, flatFee: true, fee: 2000n },
      });
    const umqTo = (receiver: string, amount: bigint) =>
      makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: player.addr,
        receiver,
        amount,
        assetIndex: UMQ,
        suggestedParams: sp,
      });
    await sendSigned(player, [umqTo(player.addr.toString(), 0n)]);
    for (const app of [LOCALNET_IDS.apps.airdrop, LOCALNET_IDS.apps.roulette]) {
      await sendSigned(player, [
        makeApplicationOptInTxnFromObject({ sender: player.addr, appIndex: app, suggestedParams: sp }),
      ]);
    }
    const claim = call(
      LOCALNET_IDS.apps.airdrop,
      [new TextEncoder().encode(METHODS.claimAirdrop)],
      [
        player.addr.publicKey, // the claim record
      ],
    );
    await sendSigned(player, [claim]);
    const spin = call(LOCALNET_IDS.apps.roulette, [new TextEncoder().encode(METHODS.spin), encodeUint64(12345n)]);
    const post = await sendSigned(player, [
      umqTo(LOCALNET_IDS.admin, MOX_FEE),
      umqTo(LOCALNET_IDS.admin, GAME_ENTRY),
      spin,
    ]);
    return { player, claim, spin, post };
  }

  it('the schema check itself rejects answers that are wrong', () => {
    const check = matchesSchema;
    expect(check('algod#/responses/NodeStatusResponse/schema', { 'last-round': 1 })).toBe(false);
    expect(check('algod#/responses/AccountResponse/schema', { address: 'A', amount: '5' })).toBe(false);
    expect(
      check('indexer#/responses/AccountsResponse/schema', { accounts: [{ address: 'A' }], 'current-round': 1 }),
    ).toBe(false);
  });

  it('algod JSON answers match algod.oas2.json', async () => {
    const { player, post } = await playedAccount();
    const address = player.addr.toString();
    const round = net.ledger.round;
    expectValid('algod#/responses/PostTransactionsResponse/schema', post);
    expectValid('algod#/responses/NodeStatusResponse/schema', await getJson(`${ALGOD}/v2/status`));
    expectValid(
      'algod#/responses/NodeStatusResponse/schema',
      await getJson(`${ALGOD}/v2/status/wait-for-block-after/${round - 1n}`),
    );
    expectValid(
      'algod#/responses/TransactionParametersResponse/schema',
      await getJson(`${ALGOD}/v2/transactions/params`),
    );
    expectValid('algod#/responses/AccountResponse/schema', await getJson(`${ALGOD}/v2/accounts/${address}`));
    expectValid(
      'algod#/responses/AccountResponse/schema',
      await getJson(`${ALGOD}/v2/accounts/${LOCALNET_IDS.admin}?exclude=all`),
    );
    expectValid('algod#/responses/AccountResponse/schema', await getJson(`${ALGOD}/v2/accounts/${LOCALNET_IDS.admin}`));
    expectValid(
      'algod#/responses/AccountApplicationResponse/schema',
      await getJson(`${ALGOD}/v2/accounts/${address}/applications/${LOCALNET_IDS.apps.airdrop}`),
    );
    expectValid(
      'algod#/responses/AccountApplicationResponse/schema',
      await getJson(`${ALGOD}/v2/accounts/${LOCALNET_IDS.admin}/applications/${LOCALNET_IDS.apps.roulette}`),
    );
    expectValid(
      'algod#/responses/AccountAssetResponse/schema',
      await getJson(`${ALGOD}/v2/accounts/${address}/assets/${UMQ}`),
    );
    expectValid(
      'algod#/responses/ApplicationResponse/schema',
      await getJson(`${ALGOD}/v2/applications/${LOCALNET_IDS.apps.roulette}`),
    );
    expectValid('algod#/responses/AssetResponse/schema', await getJson(`${ALGOD}/v2/assets/${UMQ}`));
    for (const path of [
      `/v2/applications/1`,
      `/v2/assets/1`,
      `/v2/accounts/${address}/applications/1`,
      `/v2/transactions/pending/${'A'.repeat(52)}`,
    ]) {
      const response = await fetch(`${ALGOD}${path}`);
      expect(response.status).toBe(404);
      expectValid('algod#/definitions/ErrorResponse', await response.json());
    }
  });

  it('pending-info, decoded from msgpack and as JSON, matches PendingTransactionResponse', async () => {
    const { claim, spin } = await playedAccount();
    for (const txn of [claim, spin]) {
      const raw = msgpackRawDecode(await net.algod.pendingTransactionInformation(txn.txID()).doRaw()) as Record<
        string,
        unknown
      >;
      expect(raw).toHaveProperty(txn === claim ? 'local-state-delta' : 'global-state-delta');
      expectValid('algod#/definitions/PendingTransactionResponse', msgpackToJson(raw));
      expectValid(
        'algod#/definitions/PendingTransactionResponse',
        await getJson(`${ALGOD}/v2/transactions/pending/${txn.txID()}?format=json`),
      );
    }
    const innerRaw = msgpackRawDecode(await net.algod.pendingTransactionInformation(claim.txID()).doRaw()) as Record<
      string,
      unknown
    >;
    expect(innerRaw['inner-txns']).toHaveLength(1);
  });

  it('submit errors, including logic errors with data, match ErrorResponse', async () => {
    const { claim } = await playedAccount();
    const again = await sendSigned(net.newAccount(), [claim]);
    expectValid('algod#/definitions/ErrorResponse', again);
    const player = net.newAccount();
    const sp = await net.algod.getTransactionParams().do();
    const optIn = makeApplicationOptInTxnFromObject({
      sender: player.addr,
      appIndex: LOCALNET_IDS.apps.airdrop,
      suggestedParams: sp,
    });
    await sendSigned(player, [optIn]);
    const noUmq = makeApplicationNoOpTxnFromObject({
      sender: player.addr,
      appIndex: LOCALNET_IDS.apps.airdrop,
      appArgs: [new TextEncoder().encode('nope')],
      suggestedParams: sp,
    });
    const logic = await sendSigned(player, [noUmq]);
    expect(logic.message).toContain('logic eval error');
    expect(logic.data).toBeDefined();
    expectValid('algod#/definitions/ErrorResponse', logic);
  });

  it('indexer answers match indexer.oas2.json', async () => {
    const { player } = await playedAccount();
    const address = player.addr.toString();
    expectValid(
      'indexer#/responses/AccountsResponse/schema',
      await getJson(`${INDEXER}/v2/accounts?application-id=${LOCALNET_IDS.apps.quiz}&limit=1000`),
    );
    expectValid('indexer#/responses/AccountsResponse/schema', await getJson(`${INDEXER}/v2/accounts?include-all=true`));
    expectValid(
      'indexer#/responses/AccountsResponse/schema',
      await getJson(`${INDEXER}/v2/accounts?next=${'7'.repeat(58)}`),
    );
    expectValid(
      'indexer#/responses/TransactionsResponse/schema',
      await getJson(`${INDEXER}/v2/accounts/${address}/transactions`),
    );
    expectValid(
      'indexer#/responses/TransactionsResponse/schema',
      await getJson(`${INDEXER}/v2/accounts/${LOCALNET_IDS.admin}/transactions`),
    );
    const bad = await fetch(`${INDEXER}/v2/accounts?next=nope`);
    expectValid('indexer#/responses/ErrorResponse/schema', await bad.json());
  });

  it('a rekeyed account, exclude= and the resource-limit refusal match the schemas', async () => {
    const alice = net.newAccount();
    const key = net.newAccount();
    const sp = await net.algod.getTransactionParams().do();
    const rekey = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: alice.addr,
      amount: 0n,
      rekeyTo: key.addr,
      suggestedParams: sp,
    });
    await sendSigned(alice, [rekey]);
    const byAuth = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: key.addr,
      amount: 1n,
      suggestedParams: sp,
    });
    await sendSigned(key, [byAuth]);
    const account = await getJson(`${ALGOD}/v2/accounts/${alice.addr}`);
    expect(account['auth-addr']).toBe(key.addr.toString());
    expectValid('algod#/responses/AccountResponse/schema', account);
    const history = await getJson(`${INDEXER}/v2/accounts/${alice.addr}/transactions`);
    expect(history.transactions[0]['auth-addr']).toBe(key.addr.toString());
    expect(history.transactions[1]['rekey-to']).toBe(key.addr.toString());
    expectValid('indexer#/responses/TransactionsResponse/schema', history);
    const quiz = `${INDEXER}/v2/accounts?application-id=${LOCALNET_IDS.apps.quiz}`;
    expectValid('indexer#/responses/AccountsResponse/schema', await getJson(`${quiz}&exclude=assets,created-apps`));
    // An account with more holdings than the indexer lists: refused unless its assets are excluded.
    const hoarder = net.ledger.state.accounts.get(alice.addr.toString())!;
    for (let id = 1n; id <= 1001n; id++) hoarder.assets.set(10_000n + id, { amount: 0n, frozen: false });
    const refused = await fetch(`${INDEXER}/v2/accounts?limit=1000`);
    expect(refused.status).toBe(400);
    expectValid('indexer#/responses/ErrorResponse/schema', await refused.json());
    expectValid(
      'indexer#/responses/AccountsResponse/schema',
      await getJson(`${INDEXER}/v2/accounts?limit=1000&exclude=assets`),
    );
  });
});

describe('fidelity with a block time (a transaction waiting in the pool)', () => {
  // No block comes during the test: the payment stays pooled until makeBlock().
  const net = useTestLedger({ blockMs: 600_000 });

  it('pending-info of a pooled, then confirmed, transaction matches PendingTransactionResponse', async () => {
    const alice = net.newAccount();
    net.ledger.makeBlock();
    const pay = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: alice.addr,
      amount: 0n,
      suggestedParams: await net.algod.getTransactionParams().do(),
    });
    await net.algod.sendRawTransaction(pay.signTxn(alice.sk)).do();
    const pooled = msgpackRawDecode(await net.algod.pendingTransactionInformation(pay.txID()).doRaw()) as Record<
      string,
      unknown
    >;
    expect(pooled).not.toHaveProperty('confirmed-round');
    expect(pooled['pool-error']).toBe('');
    expectValid('algod#/definitions/PendingTransactionResponse', msgpackToJson(pooled));
    expectValid(
      'algod#/definitions/PendingTransactionResponse',
      await getJson(`${ALGOD}/v2/transactions/pending/${pay.txID()}?format=json`),
    );
    net.ledger.makeBlock();
    const confirmed = await getJson(`${ALGOD}/v2/transactions/pending/${pay.txID()}?format=json`);
    expect(confirmed['confirmed-round']).toBe(Number(net.ledger.round));
    expectValid('algod#/definitions/PendingTransactionResponse', confirmed);
  });
});

describe('fidelity of simulate', () => {
  const net = useTestLedger();

  it('passing, failing and refused simulations match SimulateResponse / ErrorResponse', async () => {
    const player = net.newAccount(20_000_000n);
    const { UMQ } = LOCALNET_IDS.assets;
    const sp = await net.algod.getTransactionParams().do();
    const pay = (amount: bigint) =>
      makePaymentTxnWithSuggestedParamsFromObject({
        sender: player.addr,
        receiver: player.addr,
        amount,
        suggestedParams: sp,
      });
    const optIn = makeApplicationOptInTxnFromObject({
      sender: player.addr,
      appIndex: LOCALNET_IDS.apps.airdrop,
      suggestedParams: sp,
    });
    await net.algod
      .sendRawTransaction(
        makeAssetTransferTxnWithSuggestedParamsFromObject({
          sender: player.addr,
          receiver: player.addr,
          amount: 0n,
          assetIndex: UMQ,
          suggestedParams: sp,
        }).signTxn(player.sk),
      )
      .do();
    await net.algod.sendRawTransaction(optIn.signTxn(player.sk)).do();
    const claim = makeApplicationNoOpTxnFromObject({
      sender: player.addr,
      appIndex: LOCALNET_IDS.apps.airdrop,
      appArgs: [new TextEncoder().encode(METHODS.claimAirdrop)],
      foreignAssets: [UMQ],
      boxes: [{ appIndex: 0, name: player.addr.publicKey }],
      suggestedParams: { ...sp, flatFee: true, fee: 2000n },
    });
    const request = (txns: Parameters<typeof assignGroupID>[0]) =>
      new modelsv2.SimulateRequest({
        txnGroups: [
          new modelsv2.SimulateRequestTransactionGroup({
            txns: (txns.length > 1 ? assignGroupID(txns) : txns).map((txn) => new SignedTransaction({ txn })),
          }),
        ],
        allowEmptySignatures: true,
      });
    const post = (body: Uint8Array, format: string) =>
      fetch(`${ALGOD}/v2/transactions/simulate?format=${format}`, { method: 'POST', body: Buffer.from(body) });
    const passing = request([pay(1n), claim]);
    const failing = request([pay(1n), pay(10_000_000_000n)]);
    for (const simulation of [passing, failing]) {
      const asJson = await (await post(encodeMsgpack(simulation), 'json')).json();
      expectValid('algod#/responses/SimulateResponse/schema', asJson);
      const raw = msgpackRawDecode(
        new Uint8Array(await (await post(encodeMsgpack(simulation), 'msgpack')).arrayBuffer()),
      );
      expectValid('algod#/responses/SimulateResponse/schema', msgpackToJson(raw));
      // The same answer in both formats (JSON writes addresses as text, msgpack as bytes).
      const decoded = msgpackToJson(raw) as typeof asJson;
      expect(decoded['txn-groups'][0]['failed-at']).toEqual(asJson['txn-groups'][0]['failed-at']);
      expect(decoded['txn-groups'][0]['txn-results']).toHaveLength(asJson['txn-groups'][0]['txn-results'].length);
    }
    const twoGroups = new modelsv2.SimulateRequest({ txnGroups: [...passing.txnGroups, ...failing.txnGroups] });
    const refused = await post(encodeMsgpack(twoGroups), 'json');
    expect(refused.status).toBe(400);
    expectValid('algod#/definitions/ErrorResponse', await refused.json());
  });
});
