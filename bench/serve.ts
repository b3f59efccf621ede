/** Bench helpers: a production build for the local ledger in its own folder, served by `vite preview`. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCALNET_URLS } from '../src/services/config/localnet.ts';

/** Where the bench build goes: not `dist`, which other tools build for MainNet. */
export const BENCH_DIST = 'node_modules/.cache/bench-dist';

/**
 * Builds the app for the local ledger (VITE_NETWORK=localnet). A MainNet build without its VITE_* ids would show
 * the configuration screen on every route past the landing, and /home's code would never load.
 */
export function buildForLocalnet(): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', BENCH_DIST, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_NETWORK: 'localnet' },
  });
}

/** A running `vite preview` of the bench build; `stop()` ends it. */
export interface Preview {
  origin: string;
  stop(): void;
}

/** Serves the bench build on `port` and resolves once it answers. */
export async function startPreview(port = 4181): Promise<Preview> {
  const child: ChildProcess = spawn(
    'npx',
    ['vite', 'preview', '--outDir', BENCH_DIST, '--port', String(port), '--strictPort'],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const origin = `http://localhost:${port}`;
  // Stop the whole process group (npx → node): killing npx alone would leave the server on the port.
  const stop = () => child.pid && process.kill(-child.pid, 'SIGTERM');
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  stop();
  throw new Error(`vite preview did not start on ${origin}`);
}

/** Starts the in-memory devnet unless a ledger already answers on :4001; returns how to stop what it started. */
export async function ensureDevnet(): Promise<() => void> {
  const healthy = async () => (await fetch(`${LOCALNET_URLS.algod}/devnet/health`).catch(() => null))?.ok === true;
  if (await healthy()) return () => undefined;
  // node itself (not npx), so stopping the child stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/devnet.ts', '--in-memory'], { stdio: 'ignore' });
  const stop = () => void child.kill('SIGTERM');
  for (let tries = 0; tries < 100 && !(await healthy()); tries++) await sleep(200);
  return stop;
}
