// @vitest-environment node
/** The indexer's asset routes and the asset transactions it shows: search, lookup, holders, paging, shapes. */
import { describe, expect, it } from 'vitest';
import {
  makeAssetCreateTxnWithSuggestedParamsFromObject,
  makeAssetFreezeTxnWithSuggestedParamsFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makeKeyRegistrationTxnWithSuggestedParamsFromObject,
  type Address,
} from 'algosdk';
import { LOCALNET_IDS, LOCALNET_URLS } from '../../services/config/localnet';
import { expectValid } from '../openapi/schemas';
import { algodFailure, getJson, useTestLedger } from '../testing';

const { indexer: INDEXER, algod: ALGOD } = LOCALNET_URLS;
type Key = { addr: Address; sk: Uint8Array };

describe('indexer asset routes', () => {
  const net = useTestLedger();
  const params = () => net.algod.getTransactionParams().do();

  async function create(creator: Key, unitName: string, assetName: string) {
    const txn = makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      total: 100n,
      decimals: 1,
      defaultFrozen: false,
      unitName,
      assetName,
      manager: creator.addr,
      freeze: creator.addr,
      suggestedParams: await params(),
    });
    await net.algod.sendRawTransaction(txn.signTxn(creator.sk)).do();
    return { id: (await net.algod.pendingTransactionInformation(txn.txID()).do()).assetIndex!, txid: txn.txID() };
  }
  async function send(key: Key, receiver: Address, assetIndex: bigint, amount: bigint) {
    const txn = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: key.addr,
      receiver,
      assetIndex,
      amount,
      suggestedParams: await params(),
    });
    await net.algod.sendRawTransaction(txn.signTxn(key.sk)).do();
    return txn.txID();
  }

  it('looks an asset up with every role printed, and 404s an unknown one with the indexer text', async () => {
    const creator = net.newAccount();
    const { id } = await create(creator, 'LOOK', 'Look up');
    const body = await getJson(`${INDEXER}/v2/assets/${id}`);
    expectValid('indexer#/responses/AssetResponse/schema', body);
    expect(body.asset).toMatchObject({
      index: Number(id),
      deleted: false,
      params: {
        creator: creator.addr.toString(),
        manager: creator.addr.toString(),
        freeze: creator.addr.toString(),
        clawback: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ',
        'unit-name': 'LOOK',
        name: 'Look up',
        decimals: 1,
        total: 100,
      },
    });
    const missing = await fetch(`${INDEXER}/v2/assets/424242`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'no assets found for asset-id: 424242' });
  });

  it('searches by creator, name and unit (any case, any part), pages by id', async () => {
    const creator = net.newAccount();
    const a = await create(creator, 'PGA', 'Paging Alpha');
    const b = await create(creator, 'PGB', 'Paging Beta');
    const byCreator = await getJson(`${INDEXER}/v2/assets?creator=${creator.addr}`);
    expectValid('indexer#/responses/AssetsResponse/schema', byCreator);
    expect(byCreator.assets.map((x: { index: number }) => x.index)).toEqual([Number(a.id), Number(b.id)]);
    const byName = await getJson(`${INDEXER}/v2/assets?name=paging%20b`);
    expect(byName.assets.map((x: { index: number }) => x.index)).toEqual([Number(b.id)]);
    const byUnit = await getJson(`${INDEXER}/v2/assets?unit=pga`);
    expect(byUnit.assets.map((x: { index: number }) => x.index)).toEqual([Number(a.id)]);
    const first = await getJson(`${INDEXER}/v2/assets?creator=${creator.addr}&limit=1`);
    expect(first['next-token']).toBe(String(a.id));
    const second = await getJson(`${INDEXER}/v2/assets?creator=${creator.addr}&limit=1&next=${first['next-token']}`);
    expect(second.assets.map((x: { index: number }) => x.index)).toEqual([Number(b.id)]);
    const refused = await fetch(`${INDEXER}/v2/assets?sort=desc`);
    expect(refused.status).toBe(400);
  });

  it('lists the holders of an asset with amount bounds and paging by address', async () => {
    const [creator, alice, bob] = [net.newAccount(), net.newAccount(), net.newAccount()];
    const { id } = await create(creator, 'HOLD', 'Holders');
    for (const key of [alice, bob]) await send(key, key.addr, id, 0n);
    await send(creator, alice.addr, id, 30n);
    const all = await getJson(`${INDEXER}/v2/assets/${id}/balances`);
    expectValid('indexer#/responses/AssetBalancesResponse/schema', all);
    const amounts = Object.fromEntries(
      all.balances.map((h: { address: string; amount: number }) => [h.address, h.amount]),
    );
    expect(amounts).toEqual({ [creator.addr.toString()]: 70, [alice.addr.toString()]: 30, [bob.addr.toString()]: 0 });
    const some = await getJson(`${INDEXER}/v2/assets/${id}/balances?currency-greater-than=0&currency-less-than=70`);
    expect(some.balances.map((h: { address: string }) => h.address)).toEqual([alice.addr.toString()]);
    const page = await getJson(`${INDEXER}/v2/assets/${id}/balances?limit=2`);
    const rest = await getJson(`${INDEXER}/v2/assets/${id}/balances?limit=2&next=${page['next-token']}`);
    const paged = [...page.balances, ...rest.balances].map((h: { address: string }) => h.address);
    expect(paged).toEqual(all.balances.map((h: { address: string }) => h.address));
  });

  it('shows acfg, afrz and keyreg transactions in the creator’s history, and the account’s created assets', async () => {
    const creator = net.newAccount();
    const { id, txid } = await create(creator, 'HIST', 'History');
    const freeze = makeAssetFreezeTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      freezeTarget: creator.addr,
      assetIndex: id,
      frozen: true,
      suggestedParams: await params(),
    });
    await net.algod.sendRawTransaction(freeze.signTxn(creator.sk)).do();
    const byId = await getJson(`${INDEXER}/v2/transactions/${txid}`);
    expectValid('indexer#/responses/TransactionResponse/schema', byId);
    expect(byId.transaction['created-asset-index']).toBe(Number(id));
    expect(byId.transaction['asset-config-transaction'].params).toMatchObject({ 'unit-name': 'HIST', total: 100 });
    const frozen = await getJson(`${INDEXER}/v2/transactions/${freeze.txID()}`);
    expect(frozen.transaction['asset-freeze-transaction']).toEqual({
      address: creator.addr.toString(),
      'asset-id': Number(id),
      'new-freeze-status': true,
    });
    const account = await getJson(`${INDEXER}/v2/accounts/${creator.addr}`);
    expectValid('indexer#/responses/AccountResponse/schema', account);
    expect(account.account['created-assets'].map((a: { index: number }) => a.index)).toEqual([Number(id)]);
  });

  it('takes an account online and back offline by keyreg, as algod reports its status', async () => {
    const key = net.newAccount();
    const round = net.ledger.round;
    const online = makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: key.addr,
      voteKey: new Uint8Array(32).fill(1),
      selectionKey: new Uint8Array(32).fill(2),
      stateProofKey: new Uint8Array(64).fill(3),
      voteFirst: round,
      voteLast: round + 1000n,
      voteKeyDilution: 10n,
      suggestedParams: await params(),
    });
    await net.algod.sendRawTransaction(online.signTxn(key.sk)).do();
    const info = await getJson(`${ALGOD}/v2/accounts/${key.addr}`);
    expectValid('algod#/definitions/Account', info);
    expect(info.status).toBe('Online');
    expect(info.participation).toMatchObject({ 'vote-key-dilution': 10, 'vote-last-valid': Number(round + 1000n) });
    const offline = makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: key.addr,
      nonParticipation: false,
      suggestedParams: await params(),
    });
    await net.algod.sendRawTransaction(offline.signTxn(key.sk)).do();
    expect((await getJson(`${ALGOD}/v2/accounts/${key.addr}`)).status).toBe('Offline');
    const incoherent = makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: key.addr,
      voteKey: new Uint8Array(32).fill(1),
      selectionKey: new Uint8Array(32).fill(2),
      stateProofKey: new Uint8Array(64).fill(3),
      voteFirst: round + 10n,
      voteLast: round,
      voteKeyDilution: 10n,
      suggestedParams: await params(),
    });
    const refused = await algodFailure(net.algod.sendRawTransaction(incoherent.signTxn(key.sk)).do());
    expect(refused.message).toMatch(
      /invalid : transaction first voting round need to be less than its last voting round$/,
    );
    const expired = makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: key.addr,
      voteKey: new Uint8Array(32).fill(1),
      selectionKey: new Uint8Array(32).fill(2),
      stateProofKey: new Uint8Array(64).fill(3),
      voteFirst: 1n,
      voteLast: net.ledger.round,
      voteKeyDilution: 10n,
      suggestedParams: await params(),
    });
    expect((await algodFailure(net.algod.sendRawTransaction(expired.signTxn(key.sk)).do())).message).toBe(
      `TransactionPool.Remember: transaction ${expired.txID()}: transaction tries to mark an account as online with last voting round in the past`,
    );
    const leave = makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: key.addr,
      nonParticipation: true,
      suggestedParams: await params(),
    });
    await net.algod.sendRawTransaction(leave.signTxn(key.sk)).do();
    expect((await getJson(`${ALGOD}/v2/accounts/${key.addr}`)).status).toBe('NotParticipating');
    const back = makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: key.addr,
      nonParticipation: false,
      suggestedParams: await params(),
    });
    expect((await algodFailure(net.algod.sendRawTransaction(back.signTxn(key.sk)).do())).message).toBe(
      `TransactionPool.Remember: transaction ${back.txID()}: cannot change online/offline status of non-participating account ${key.addr}`,
    );
  });

  it('still lists UMQ among the assets', async () => {
    const body = await getJson(`${INDEXER}/v2/assets?asset-id=${LOCALNET_IDS.assets.UMQ}`);
    expect(body.assets[0].params['unit-name']).toBe('UMQ');
  });
});
