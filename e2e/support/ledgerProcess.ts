/** A local ledger of a journey's own, on its own ports, in its own process group (stopped with it). */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type BrowserContext } from '@playwright/test';
import type { LedgerPorts } from './paid.ts';

/** Starts `npx tsx scripts/devnet.ts --in-memory …args` on the ports; resolves once its control route answers. */
export async function startLedger(
  ports: { algod: number; indexer: number },
  args: string[] = [],
): Promise<ChildProcess> {
  const devnet = spawn('npx', ['tsx', 'scripts/devnet.ts', '--in-memory', ...args], {
    env: { ...process.env, DEVNET_ALGOD_PORT: String(ports.algod), DEVNET_INDEXER_PORT: String(ports.indexer) },
    detached: true,
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`http://localhost:${ports.algod}/devnet/health`).catch(() => undefined))?.status, {
      timeout: 90_000,
    })
    .toBe(200);
  return devnet;
}

/** Stops a process started detached, with everything it started. */
export function stopGroup(child: ChildProcess | undefined): void {
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
}

/** Sends the page's requests for the default ledger (4001, 8980) to the journey's own. */
export async function routeToLedger(context: BrowserContext, ports: { algod: number; indexer: number }) {
  for (const [from, to] of [
    [4001, ports.algod],
    [8980, ports.indexer],
  ]) {
    await context.route(new RegExp(`^http://localhost:${from}/`), (route) =>
      route.continue({ url: route.request().url().replace(`localhost:${from}`, `localhost:${to}`) }),
    );
  }
}

/**
 * A journey file whose tests change how the whole ledger behaves (faults on every route, its clock moved on) gets a
 * ledger of its own for its tests: started before them, stopped after, and the page's default ledger requests sent to
 * it (contexts the tests open themselves call routeToLedger too). It then runs beside the other journeys.
 */
export function runOnOwnLedger(ports: LedgerPorts): void {
  let devnet: ChildProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    devnet = await startLedger(ports);
  });
  test.afterAll(() => stopGroup(devnet));
  test.beforeEach(async ({ context }) => routeToLedger(context, ports));
}
