// @vitest-environment node
/**
 * `npm run devnet` keeps its state across restarts, and `npm run devnet:reset` forgets it: both run here as a
 * developer runs them, as processes over a data folder of the test's own (DEVNET_DATA_DIR) on ports of its own.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { Algodv2, generateAccount } from 'algosdk';

const run = promisify(execFile);
const [ALGOD_PORT, INDEXER_PORT] = [4103, 8992];
const ALGOD = `http://localhost:${ALGOD_PORT}`;

describe('npm run devnet over a data folder, and npm run devnet:reset', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mox-devnet-data-'));
  const env = {
    ...process.env,
    DEVNET_DATA_DIR: dataDir,
    DEVNET_ALGOD_PORT: String(ALGOD_PORT),
    DEVNET_INDEXER_PORT: String(INDEXER_PORT),
  };
  const algod = new Algodv2('', ALGOD, ALGOD_PORT);
  let devnet: ChildProcess | undefined;

  /** Starts the devnet as `npm run devnet` does (node itself, so a signal reaches the server) and waits for its banner. */
  async function start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/devnet.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    devnet = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Mox devnet at round')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the devnet stopped (${code}) before it served: ${output}`)));
    });
  }

  /** Stops the devnet as Ctrl-C does (it saves its state on the way out) and waits for the process to end. */
  async function stop(): Promise<void> {
    const child = devnet!;
    devnet = undefined;
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    await exited;
  }

  afterAll(async () => {
    if (devnet) await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds a funded account after a restart, and a fresh genesis after devnet:reset', async () => {
    await start();
    const { addr } = generateAccount();
    const fund = await fetch(`${ALGOD}/devnet/fund`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ address: addr.toString() }),
    });
    expect(fund.status).toBe(200);
    const funded = (await algod.status().do()).lastRound;
    expect((await algod.accountInformation(addr).do()).amount).toBe(10_000_000n);
    await stop();
    expect(existsSync(join(dataDir, 'ledger.json'))).toBe(true);

    await start();
    expect((await algod.status().do()).lastRound).toBe(funded);
    expect((await algod.accountInformation(addr).do()).amount).toBe(10_000_000n);
    await stop();

    const { stdout } = await run('npm', ['run', '--silent', 'devnet:reset'], { env });
    expect(stdout).toContain('cleared: the next start builds a fresh genesis');
    expect(existsSync(join(dataDir, 'ledger.json'))).toBe(false);

    await start();
    expect((await algod.status().do()).lastRound).toBeLessThan(funded);
    expect((await algod.accountInformation(addr).do()).amount).toBe(0n);
  }, 90_000);
});
