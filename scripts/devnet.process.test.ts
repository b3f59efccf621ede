// @vitest-environment node
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Algodv2,
  Indexer,
  generateAccount,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  waitForConfirmation,
  type Address,
} from 'algosdk';
import { LOCALNET_IDS } from '../src/services/config/localnet.ts';

const run = promisify(execFile);
const { UMQ } = LOCALNET_IDS.assets;
// Ports of their own, so a devnet you are running (npm start) is left alone.
const ALGOD = 'http://localhost:14001';
const INDEXER = 'http://localhost:18980';

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** algosdk clients of a devnet started on `algodPort`/`indexerPort`, and the control routes a test uses. */
function devnetClient(algodPort: number, indexerPort: number) {
  const algodUrl = `http://localhost:${algodPort}`;
  const algod = new Algodv2('', algodUrl, algodPort);
  const indexer = new Indexer('', `http://localhost:${indexerPort}`, indexerPort);
  const post = (path: string, body: unknown) =>
    fetch(`${algodUrl}/devnet/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const params = () => algod.getTransactionParams().do();
  /** A fresh account with 10 ALGO from the dispenser (with a block time, the route answers once its block is made). */
  const funded = async () => {
    const account = generateAccount();
    expect((await post('fund', { address: account.addr.toString() })).status).toBe(200);
    return account;
  };
  const optInUmq = async (account: { addr: Address; sk: Uint8Array }) => {
    const txn = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: account.addr,
      receiver: account.addr,
      amount: 0n,
      assetIndex: UMQ,
      suggestedParams: await params(),
    });
    await waitForConfirmation(algod, (await algod.sendRawTransaction(txn.signTxn(account.sk)).do()).txid, 5);
  };
  return { algod, indexer, post, params, funded, optInUmq };
}

describe('npm run devnet, used from another process', () => {
  // Min balance, opt-in and congestion rules do not depend on the block time: they run here, without MainNet's pace.
  const { algod, post, params, funded, optInUmq } = devnetClient(14001, 18980);
  let devnet: ChildProcess;

  beforeAll(async () => {
    // node itself (not npx), so the kill below reaches the server and not just a wrapper.
    devnet = spawn(process.execPath, ['--import', 'tsx', 'scripts/devnet.ts', '--in-memory'], {
      env: { ...process.env, DEVNET_ALGOD_PORT: '14001', DEVNET_INDEXER_PORT: '18980' },
      stdio: 'ignore',
    });
    await waitForHealth(`${ALGOD}/devnet/health`, 30_000);
  }, 40_000);

  afterAll(() => {
    devnet.kill('SIGTERM');
  });

  it('answers a plain algosdk script: status, params, fund, opt in, pay, app call, pending info, indexer paging', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/devnet-client.ts', ALGOD, INDEXER], {
      timeout: 60_000,
    });
    expect(stdout).toMatch(/^status: round \d+$/m);
    expect(stdout).toMatch(/^params: mox-devnet-v1, min fee 1000$/m);
    expect(stdout).toMatch(/^fund: 10000000 µALGO$/m);
    expect(stdout).toMatch(/^asset opt-in: confirmed in round \d+$/m);
    expect(stdout).toMatch(/^pay: 1500000 µALGO received in round \d+$/m);
    expect(stdout).toMatch(/^app call: claim_airdrop paid 500000000000 UMQ base units by inner transfer, round \d+$/m);
    // 30+ simulated players took the quiz in the genesis, so the ranking spans several pages.
    const [, players, pages] = /^indexer: (\d+) quiz players in (\d+) pages of 10$/m.exec(stdout) ?? [];
    expect(Number(players)).toBeGreaterThanOrEqual(30);
    expect(Number(pages)).toBe(Math.ceil(Number(players) / 10) + 1);
  }, 70_000);

  it('refuses plain algosdk attacks: the gift again after close-out or clear-state, a quiz time of 0', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/devnet-attacks.ts', ALGOD], {
      timeout: 60_000,
    });
    expect(stdout).toMatch(/^first claim: 500000000000 UMQ base units$/m);
    expect(stdout).toMatch(/^claim after close-out and re-opt-in: refused: .*logic eval error: assert failed/m);
    expect(stdout).toMatch(/^claim after clear-state and re-opt-in: refused: .*logic eval error: assert failed/m);
    expect(stdout).toMatch(/^quiz result with time 0: refused: .*logic eval error: assert failed/m);
    expect(stdout).toMatch(/^attacker holds: 500000000000 UMQ base units$/m);
  }, 70_000);

  it('keeps a UMQ holder from 0 ALGO, and gives tokens only to an opted-in account', async () => {
    const alice = await funded();
    await optInUmq(alice);
    const { amount } = await algod.accountInformation(alice.addr).do();
    const emptying = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: generateAccount().addr,
      amount: amount - 1000n,
      suggestedParams: await params(),
    });
    await expect(algod.sendRawTransaction(emptying.signTxn(alice.sk)).do()).rejects.toThrow(/below min 200000/);
    expect((await post('fund', { address: alice.addr.toString(), assetId: Number(UMQ), amount: 7 })).status).toBe(200);
    expect((await algod.accountAssetInformation(alice.addr, UMQ).do()).assetHolding?.amount).toBe(7n);
    const stranger = await funded();
    const refused = await post('fund', { address: stranger.addr.toString(), assetId: Number(UMQ), amount: 7 });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toContain('opted in');
  }, 30_000);

  it('asks 10 µALGO per byte when congested, refuses 1000 µALGO below threshold, takes a fee from the params', async () => {
    const alice = await funded();
    expect((await post('fees', { feePerByte: 10 })).status).toBe(200);
    try {
      const congested = await params();
      expect(congested.fee).toBe(10n);
      const pay = (suggestedParams: typeof congested) =>
        makePaymentTxnWithSuggestedParamsFromObject({
          sender: alice.addr,
          receiver: alice.addr,
          amount: 0n,
          suggestedParams,
        });
      const flat = pay({ ...congested, flatFee: true, fee: 1000n });
      await expect(algod.sendRawTransaction(flat.signTxn(alice.sk)).do()).rejects.toThrow(
        /fee \{1000\} below threshold/,
      );
      const priced = pay(congested);
      const { txid } = await algod.sendRawTransaction(priced.signTxn(alice.sk)).do();
      expect((await waitForConfirmation(algod, txid, 5)).confirmedRound).toBeGreaterThan(0n);
    } finally {
      await post('fees', { feePerByte: 0 });
    }
  }, 30_000);
});

describe('npm run devnet at MainNet pace with 1000 players (DEVNET_PLAYERS=1000 DEVNET_BLOCK_MS=2800)', () => {
  const { algod, indexer, params, funded } = devnetClient(14101, 19080);
  let devnet: ChildProcess;

  beforeAll(async () => {
    devnet = spawn(process.execPath, ['--import', 'tsx', 'scripts/devnet.ts', '--in-memory'], {
      env: {
        ...process.env,
        DEVNET_ALGOD_PORT: '14101',
        DEVNET_INDEXER_PORT: '19080',
        DEVNET_PLAYERS: '1000',
        DEVNET_BLOCK_MS: '2800',
      },
      stdio: 'ignore',
    });
    await waitForHealth('http://localhost:14101/devnet/health', 30_000);
  }, 40_000);

  afterAll(() => {
    devnet.kill('SIGTERM');
  });

  it('answers a submit before its block and confirms it in the next one', async () => {
    const alice = await funded();
    const pay = makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: alice.addr,
      amount: 0n,
      suggestedParams: await params(),
    });
    const { txid } = await algod.sendRawTransaction(pay.signTxn(alice.sk)).do();
    const pooled = await algod.pendingTransactionInformation(txid).do();
    expect([pooled.confirmedRound, pooled.poolError]).toEqual([undefined, '']);
    const seenPooledIn = (await algod.status().do()).lastRound;
    // The first block after it was seen in the pool takes it (counted in blocks, not on the test's clock).
    await algod.statusAfterBlock(seenPooledIn).do();
    const { confirmedRound } = await algod.pendingTransactionInformation(txid).do();
    expect(confirmedRound).toBeDefined();
    expect(confirmedRound!).toBeLessThanOrEqual(seenPooledIn + 1n);
  }, 30_000);

  it('lists the quiz app’s 1000 players across indexer pages, without assets when excluded', async () => {
    let token: string | undefined;
    const seen = new Set<string>();
    let withAssets = 0;
    do {
      const query = indexer.searchAccounts().applicationID(LOCALNET_IDS.apps.quiz).limit(300).exclude('assets');
      const page = await (token ? query.nextToken(token) : query).do();
      page.accounts.forEach((account) => seen.add(account.address));
      withAssets += page.accounts.filter((account) => account.assets !== undefined).length;
      token = page.accounts.length ? page.nextToken : undefined;
    } while (token);
    expect(seen.size).toBeGreaterThanOrEqual(1000);
    expect(withAssets).toBe(0);
  }, 30_000);
});
