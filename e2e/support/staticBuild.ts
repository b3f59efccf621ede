import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** A build served on a port of its own: its origin, and how to stop it. */
export interface ServedBuild {
  origin: string;
  close: () => void;
}

/**
 * Serves a build's files as a bare static host does, with none of the security headers a deployment sends (what the
 * app itself must withstand); any path without an extension is an app route and gets index.html. `dir` may be a
 * function, read at each request: a deployment replacing one build by the next under the same origin.
 */
export function serveBuildWithoutHeaders(dir: string | (() => string)): Promise<ServedBuild> {
  const server: Server = createServer((request, response) => {
    const outDir = typeof dir === 'string' ? dir : dir();
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname);
    const file = join(outDir, extname(path) ? path : 'index.html');
    if (!file.startsWith(outDir) || !existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}

/**
 * `vite build` of the app with `env` added, into node_modules/.cache/`name` (emptied first); resolves to its absolute
 * path. Run without blocking the worker (its other journeys' timers keep running).
 */
export async function buildApp(name: string, env: Record<string, string>): Promise<string> {
  const outDir = resolve('node_modules/.cache', name);
  const vite = join('node_modules', 'vite', 'bin', 'vite.js');
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      env: { ...process.env, ...env },
    },
  );
  return outDir;
}
