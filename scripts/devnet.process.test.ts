// @vitest-environment node
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
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

describe('npm run devnet, used from another process', () => {
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
});
