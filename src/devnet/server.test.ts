// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import {
  Algodv2,
  Indexer,
  assignGroupID,
  encodeUint64,
  generateAccount,
  makeApplicationNoOpTxnFromObject,
  makeApplicationOptInTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  waitForConfirmation,
} from 'algosdk';
import { LOCALNET_IDS } from '../services/config/localnet';
import { GAME_ENTRY, METHODS, MOX_FEE } from '../services/config/onchain';
import { startDevnet, type DevnetServer } from './server';

describe('the devnet over real HTTP', () => {
  let devnet: DevnetServer;
  let algod: Algodv2;
  let indexer: Indexer;
  const dataDir = mkdtempSync(join(tmpdir(), 'mox-devnet-'));
  const post = (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    fetch(`${devnet.algodUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  /** A raw HTTP request (path sent as written, Host as given), as a DNS-rebound or hostile page could send it. */
  const raw = (path: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<{ status: number; allowOrigin?: string | string[] }>((resolve, reject) => {
      const { port } = new URL(devnet.algodUrl);
      const req = request({ host: 'localhost', port, path, method, headers }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, allowOrigin: res.headers['access-control-allow-origin'] });
      });
      req.on('error', reject);
      req.end(method === 'POST' ? '{}' : undefined);
    });
  const rawStatus = async (path: string, headers: Record<string, string>, method = 'GET') =>
    (await raw(path, headers, method)).status;
  const port = () => new URL(devnet.algodUrl).port;

  beforeAll(async () => {
    devnet = await startDevnet({ port: 0, indexerPort: 0, dataDir });
    algod = new Algodv2('a-token', devnet.algodUrl);
    indexer = new Indexer('a-token', devnet.indexerUrl, new URL(devnet.indexerUrl).port);
  });
  afterAll(async () => {
    await devnet.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers status, params and the CORS preflight', async () => {
    expect((await algod.status().do()).lastRound).toBe(devnet.ledger.round);
    expect((await algod.getTransactionParams().do()).genesisID).toBe('mox-devnet-v1');
    const preflight = await fetch(`${devnet.algodUrl}/v2/status`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Headers': 'x-algo-api-token' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${devnet.algodUrl}/devnet/health`)).status).toBe(200);
  });

  it('lets the wallet at a localhost origin call the control routes, and no other page', async () => {
    for (const origin of ['http://localhost:5173', 'http://localhost:4173', 'http://127.0.0.1:6006']) {
      const preflight = await fetch(`${devnet.algodUrl}/devnet/fund`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const evil = await fetch(`${devnet.algodUrl}/devnet/reset`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const round = devnet.ledger.round;
    expect((await post('/devnet/reset', {}, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('/devnet/reset', {}, { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await fetch(`${devnet.algodUrl}/devnet/reset`, { method: 'POST', body: '{}' })).status).toBe(415);
    expect(await rawStatus('/devnet/health', { Host: 'rebound.example:4001' })).toBe(403);
    expect(
      await rawStatus('/devnet/reset', { Host: 'evil.localhost.example', 'Content-Type': 'application/json' }, 'POST'),
    ).toBe(403);
    expect(await rawStatus('/devnet/health', { Host: `[::1]:${port()}` })).toBe(200);
    expect(await rawStatus('/devnet/health', { Host: `127.0.0.1:${port()}` })).toBe(200);
    expect(devnet.ledger.round).toBe(round);
    // algod itself still answers any page, as a node with CORS on does.
    const status = await fetch(`${devnet.algodUrl}/v2/status`, { headers: { Origin: 'https://evil.example' } });
    expect(status.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses control requests dressed up by a hostile page: prefixed or encoded paths, a rebound Host, a foreign Origin', async () => {
    const player = generateAccount().addr.toString();
    expect((await post('/devnet/fund', { address: player })).status).toBe(200);
    const round = devnet.ledger.round;
    const balance = devnet.ledger.state.accounts.get(player)!.amount;
    const json = { 'Content-Type': 'application/json', Host: `localhost:${port()}` };
    const evil = { ...json, Origin: 'https://evil.example' };
    const attacks: [string, Record<string, string>, string][] = [
      ['/x/devnet/reset', evil, 'POST'],
      ['/x/devnet/clock', evil, 'POST'],
      ['/x/devnet/faults', evil, 'POST'],
      ['/x/devnet/fund', evil, 'POST'],
      ['/x/devnet/referral-events', evil, 'GET'],
      ['/x/devnet/reset', json, 'POST'],
      ['//devnet/reset', json, 'POST'],
      ['/%64evnet/reset', json, 'POST'],
      ['/devnet%2Freset', json, 'POST'],
      ['/DEVNET/reset', json, 'POST'],
      ['/devnet/reset', { ...json, Host: `rebound.example:${port()}` }, 'POST'],
      ['/devnet/reset', { ...json, Host: 'localhost:1' }, 'POST'],
      ['/devnet/reset', { ...json, Host: `localhost.evil.example:${port()}` }, 'POST'],
      ['/devnet/reset', { ...json, Origin: 'null' }, 'POST'],
      ['/devnet/reset', evil, 'POST'],
    ];
    for (const [path, headers, method] of attacks) {
      const answer = await raw(path, headers, method);
      expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(400);
      expect(answer.allowOrigin, path).toBeUndefined();
    }
    expect(devnet.ledger.round).toBe(round);
    expect(devnet.ledger.state.accounts.get(player)!.amount).toBe(balance);
    // A preflight from a foreign page for a prefixed path gets no grant either.
    const preflight = await raw(
      '/x/devnet/reset',
      { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      'OPTIONS',
    );
    expect(preflight.allowOrigin).toBeUndefined();
  });

  it('funds a new account, pays, opts in and plays the roulette, then pages the indexer', async () => {
    const player = generateAccount();
    expect((await post('/devnet/fund', { address: player.addr.toString(), microAlgos: 5_000_000 })).status).toBe(200);
    const sp = await algod.getTransactionParams().do();
    const friend = generateAccount();
    const pay = makePaymentTxnWithSuggestedParamsFromObject({
      sender: player.addr,
      receiver: friend.addr,
      amount: 200_000n,
      suggestedParams: sp,
    });
    const { txid } = await algod.sendRawTransaction(pay.signTxn(player.sk)).do();
    expect((await waitForConfirmation(algod, txid, 4)).confirmedRound).toBeGreaterThan(0n);

    const { UMQ } = LOCALNET_IDS.assets;
    const optInUmq = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: player.addr,
      receiver: player.addr,
      amount: 0n,
      assetIndex: UMQ,
      suggestedParams: sp,
    });
    await algod.sendRawTransaction(optInUmq.signTxn(player.sk)).do();
    await post('/devnet/fund', { address: player.addr.toString() });
    const optInApp = makeApplicationOptInTxnFromObject({
      sender: player.addr,
      appIndex: LOCALNET_IDS.apps.roulette,
      suggestedParams: sp,
    });
    await algod.sendRawTransaction(optInApp.signTxn(player.sk)).do();

    const umq = (amount: bigint) =>
      makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: player.addr,
        receiver: LOCALNET_IDS.admin,
        amount,
        assetIndex: UMQ,
        suggestedParams: sp,
      });
    const spin = makeApplicationNoOpTxnFromObject({
      sender: player.addr,
      appIndex: LOCALNET_IDS.apps.roulette,
      appArgs: [new TextEncoder().encode(METHODS.spin), encodeUint64(7n)],
      foreignAssets: [UMQ],
      suggestedParams: { ...sp, flatFee: true, fee: 2000n },
    });
    const group = assignGroupID([umq(MOX_FEE), umq(GAME_ENTRY), spin]);
    const sent = await algod.sendRawTransaction(group.map((t) => t.signTxn(player.sk))).do();
    const confirmed = await waitForConfirmation(algod, group[2].txID(), 4);
    expect(sent.txid).toBe(group[0].txID());
    expect(confirmed.globalStateDelta?.length).toBeGreaterThan(0);

    const page = await indexer.searchAccounts().applicationID(LOCALNET_IDS.apps.roulette).limit(1000).do();
    expect(page.accounts.map((a) => a.address)).toContain(player.addr.toString());
    expect(page.nextToken).toBe(page.accounts.at(-1)?.address);
    const history = await indexer.lookupAccountTransactions(player.addr).do();
    expect(history.transactions[0].id).toBe(group[2].txID());
  });

  it('rejects a forged signature (the server verifies with Node crypto)', async () => {
    const [player, other] = [generateAccount(), generateAccount()];
    await post('/devnet/fund', { address: player.addr.toString() });
    const sp = await algod.getTransactionParams().do();
    const pay = makePaymentTxnWithSuggestedParamsFromObject({
      sender: player.addr,
      receiver: player.addr,
      amount: 1n,
      suggestedParams: sp,
    });
    const forged = pay.attachSignature(player.addr.toString(), pay.rawSignTxn(other.sk));
    const response = await fetch(`${devnet.algodUrl}/v2/transactions`, { method: 'POST', body: Buffer.from(forged) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "At least one signature didn't pass verification" });
    expect((await algod.sendRawTransaction(pay.signTxn(player.sk)).do()).txid).toBe(pay.txID());
  });

  it('drops the connection of a submit whose response is lost, after applying it', async () => {
    const player = generateAccount();
    await post('/devnet/fund', { address: player.addr.toString() });
    await post('/devnet/faults', { route: 'submit', loseResponse: true });
    const sp = await algod.getTransactionParams().do();
    const pay = makePaymentTxnWithSuggestedParamsFromObject({
      sender: player.addr,
      receiver: player.addr,
      amount: 1n,
      suggestedParams: sp,
    });
    await expect(algod.sendRawTransaction(pay.signTxn(player.sk)).do()).rejects.toThrow();
    expect((await fetch(`${devnet.algodUrl}/devnet/faults`, { method: 'DELETE' })).status).toBe(200);
    expect((await algod.pendingTransactionInformation(pay.txID()).do()).confirmedRound).toBeGreaterThan(0n);
  });

  it('keeps the state across a restart of the same data folder', async () => {
    const round = devnet.ledger.round;
    await devnet.close();
    devnet = await startDevnet({ port: 0, indexerPort: 0, dataDir });
    algod = new Algodv2('a-token', devnet.algodUrl);
    expect((await algod.status().do()).lastRound).toBe(round);
    await post('/devnet/reset');
    expect((await algod.status().do()).lastRound).toBe(1n);
  });
});
