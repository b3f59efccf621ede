/**
 * Test helpers: a signed invite, a free port, and a real redis-server (Debian's package; scripts/ensure-redis.sh installs it) on a free port of this
 * machine, with its files in a temporary directory, for one test file; `stop()` ends it and removes the directory.
 */
import { bytesToBase64, signBytes, type Account } from 'algosdk';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { newNonce, referralMessage } from './message';

/** The JSON body the wallet `wallet` posts to invite `email`: made now, with a fresh nonce, signed. */
export function signedInvite(wallet: Pick<Account, 'addr' | 'sk'>, email = 'ana@example.com'): string {
  const event = {
    email,
    phone: '',
    referido: wallet.addr.toString(),
    invited: 'AMIGO',
    time: Math.floor(Date.now() / 1000),
    nonce: newNonce(),
  };
  return JSON.stringify({ ...event, signature: bytesToBase64(signBytes(referralMessage(event), wallet.sk)) });
}

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';

/** A port no one listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts redis-server; resolves once it accepts connections, with its URL and a stop function. */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'mox-redis-'));
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'];
  const server = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.once('error', (error) =>
      reject(new Error(`${REDIS_SERVER} did not start (apt-get install -y redis-server): ${error.message}`)),
    );
    server.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
