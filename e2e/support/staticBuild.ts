import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** A build served on a port of its own: its origin, and how to stop it. */
export interface ServedBuild {
  origin: string;
  close: () => void;
}

/**
 * Serves a build's files as a bare static host does, with none of the security headers a deployment sends (what the
 * app itself must withstand); any path without an extension is an app route and gets index.html.
 */
export function serveBuildWithoutHeaders(outDir: string): Promise<ServedBuild> {
  const server: Server = createServer((request, response) => {
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
