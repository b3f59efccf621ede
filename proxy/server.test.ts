// @vitest-environment node
import { bytesToBase64, decodeAddress, generateAccount } from 'algosdk';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createProxyServer } from './server';
import { settingsFromEnv } from './settings';
import { SqliteStore } from './sqliteStore';
import { freePort, signedInvite } from './testing';

const dir = mkdtempSync(join(tmpdir(), 'mox-proxy-server-'));
const servers: Server[] = [];
const stores: SqliteStore[] = [];
afterAll(async () => {
  servers.forEach((server) => server.close());
  await Promise.all(stores.map((store) => store.close()));
  rmSync(dir, { recursive: true, force: true });
});

/** Listens on a free port of this machine; its base URL. */
async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => resolve(body));
  });

const AIRDROP = 1004n;
const claimer = generateAccount();
const stranger = generateAccount();

/**
 * A stand-in algod (the airdrop app's claim boxes: the claimer's only) and email provider over HTTP, recording
 * what each was asked.
 */
async function standIns() {
  const boxes: string[] = [];
  const received: string[] = [];
  const claimBox = `b64:${bytesToBase64(decodeAddress(claimer.addr.toString()).publicKey)}`;
  const algod = await listen(
    createServer((request, response) => {
      const url = new URL(request.url!, 'http://algod');
      const name = url.searchParams.get('name') ?? '';
      boxes.push(`${url.pathname} ${name}`);
      const found = url.pathname === `/v2/applications/${AIRDROP}/box` && name === claimBox;
      response.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' });
      response.end(found ? JSON.stringify({ name: claimBox, round: 7, value: '' }) : '{"message":"box not found"}');
    }),
  );
  const provider = await listen(
    createServer(async (request, response) => {
      const body = await bodyOf(request);
      received.push(`${request.url} ${request.headers.authorization ?? ''} ${body}`);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(request.url === '/token' ? '{"access_token":"t-1","expires_in":3600}' : '{}');
    }),
  );
  return { algod, provider, boxes, received, claimBox };
}

/** The environment of a proxy in front of the stand-ins, its SQLite file in the test's folder. */
function environment(stand: { algod: string; provider: string }, extra: Record<string, string> = {}) {
  return {
    REFERRAL_TOKEN_URL: `${stand.provider}/token`,
    REFERRAL_EVENTS_URL: `${stand.provider}/events`,
    REFERRAL_CLIENT_ID: 'mox',
    REFERRAL_CLIENT_SECRET: 'operator-secret',
    REFERRAL_ALGOD_URL: stand.algod,
    REFERRAL_AIRDROP_APP_ID: String(AIRDROP),
    REFERRAL_PROXY_ALLOWED_ORIGINS: 'https://wallet.example.org',
    REFERRAL_PROXY_DB: join(dir, `proxy-${servers.length}.sqlite`),
    ...extra,
  };
}

/** A proxy server (in this process) in front of fresh stand-ins. */
async function proxyServer(extra: Record<string, string> = {}) {
  const stand = await standIns();
  const settings = settingsFromEnv(environment(stand, extra));
  const store = new SqliteStore(settings.database);
  stores.push(store);
  const server = createProxyServer(settings, store);
  return { ...stand, server, url: await listen(server) };
}

/** A fresh invite of `wallet` (the claimer by default) to `email`. */
const invite = (wallet = claimer, email?: string) => signedInvite(wallet, email);

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

/** Writes `text` on a raw TCP connection; with `abort`, drops the connection at once, else resolves with what came back. */
function raw(url: string, text: string, { abort = false } = {}): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(text);
      if (abort) socket.resetAndDestroy();
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
  });
}

/** Resolves once `server` holds no connection (the aborted ones handled, whatever that did). */
async function settled(server: Server): Promise<void> {
  for (;;) {
    const open = await new Promise<number>((resolve) => server.getConnections((_, count) => resolve(count)));
    if (open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const upload = (length: number, part: string, type = 'application/json') =>
  `POST / HTTP/1.1\r\nHost: proxy\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n${part}`;

describe('the referral proxy server (npm run referral-proxy)', () => {
  it('names every missing setting, and refuses a count or an app id that is not a number', () => {
    expect(() => settingsFromEnv({ REFERRAL_CLIENT_ID: 'mox' })).toThrow(
      'The referral proxy needs REFERRAL_TOKEN_URL, REFERRAL_EVENTS_URL, REFERRAL_CLIENT_SECRET, REFERRAL_ALGOD_URL, REFERRAL_AIRDROP_APP_ID',
    );
    const stand = { algod: 'http://algod', provider: 'http://provider' };
    expect(() => settingsFromEnv(environment(stand, { REFERRAL_AIRDROP_APP_ID: 'airdrop' }))).toThrow(
      'REFERRAL_AIRDROP_APP_ID must be an app id',
    );
    expect(() => settingsFromEnv(environment(stand, { REFERRAL_TRUSTED_PROXIES: 'yes' }))).toThrow(
      'REFERRAL_TRUSTED_PROXIES must be a whole number of at least 0',
    );
  });

  it("sends a claimed wallet's invite once: algod is asked for its claim box, the same invite again is refused", async () => {
    const { url, received, boxes, claimBox } = await proxyServer();
    const body = invite();
    const answer = await post(url, body, { Origin: 'https://wallet.example.org' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://wallet.example.org');
    expect(boxes).toEqual([`/v2/applications/${AIRDROP}/box ${claimBox}`]);
    expect(received[0]).toBe('/token  grant_type=client_credentials&client_id=mox&client_secret=operator-secret');
    const event = { email: 'ana@example.com', phone: '', referido: claimer.addr.toString(), invited: 'AMIGO' };
    expect(received[1]).toBe(`/events Bearer t-1 ${JSON.stringify(event)}`);
    expect((await post(url, body)).status).toBe(409);
    expect((await post(url, invite())).status).toBe(409);
    expect(received).toHaveLength(2);
  });

  it('refuses a wallet with no gift claim on chain (403) and never calls the provider', async () => {
    const { url, received, boxes } = await proxyServer();
    const answer = await post(url, invite(stranger));
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: 'gift_not_claimed' });
    expect(boxes).toHaveLength(1);
    expect(received).toEqual([]);
  });

  it('keeps answering after aborted uploads, garbage, oversized and malformed bodies', async () => {
    const { url, server, received } = await proxyServer();
    // A client that promises 1000 bytes and drops the connection after 10, a few times over.
    for (let i = 0; i < 3; i += 1) await raw(url, upload(1000, '{"email":"'), { abort: true });
    await settled(server);
    expect(await raw(url, 'GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw(url, upload(2_000_000, 'x'))).toMatch(/^HTTP\/1\.1 413 /);
    expect((await post(url, 'x'.repeat(5000))).status).toBe(413);
    // Past the limit without a Content-Length (chunked): refused once the body grows too large.
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('x'.repeat(6000)));
        controller.close();
      },
    });
    const streamed = await fetch(`${url}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await post(url, '{"email":')).status).toBe(400);
    expect((await post(url, '\u0000\u00ff\ufffd')).status).toBe(400);
    expect((await post(url, invite(), { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await fetch(`${url}/`)).status).toBe(405);
    expect((await fetch(`${url}/elsewhere`, { method: 'POST' })).status).toBe(404);
    expect((await post(url, invite())).status).toBe(200);
    expect(received).toHaveLength(2);
  });

  it("refuses another site's page before reading anything: its origin, its form post, its preflight", async () => {
    const { url, received } = await proxyServer();
    const crossSite = await post(url, invite(), { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('access-control-allow-origin')).toBeNull();
    // What an HTML form can send: a form body, even from the wallet's own origin, is not JSON.
    const form = await fetch(`${url}/`, {
      method: 'POST',
      headers: { Origin: 'https://wallet.example.org' },
      body: new URLSearchParams({ email: 'ana@example.com' }),
    });
    expect(form.status).toBe(415);
    const preflight = await fetch(`${url}/`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(preflight.status).toBe(403);
    const allowed = await fetch(`${url}/`, { method: 'OPTIONS', headers: { Origin: 'https://wallet.example.org' } });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect(received).toEqual([]);
  });

  it('limits per IP by the address its trusted proxies saw, never one the client wrote into X-Forwarded-For', async () => {
    // Two reverse proxies: the client's address is the second entry from the right.
    const { url } = await proxyServer({ REFERRAL_TRUSTED_PROXIES: '2', REFERRAL_PROXY_LIMIT_PER_IP: '2' });
    const from = (client: string, spoofed: string) =>
      post(url, '{}', { 'X-Forwarded-For': `${spoofed}, ${client}, 10.9.9.9` });
    expect((await from('203.0.113.7', '10.0.0.1')).status).toBe(400);
    expect((await from('203.0.113.7', '10.0.0.2')).status).toBe(400);
    expect((await from('203.0.113.7', '10.0.0.3')).status).toBe(429);
    expect((await from('203.0.113.8', '10.0.0.3')).status).toBe(400);
  });

  it('ignores X-Forwarded-For without trusted proxies: every request counts under the connecting address', async () => {
    const { url } = await proxyServer({ REFERRAL_PROXY_LIMIT_PER_IP: '2' });
    const from = (claimed: string) => post(url, '{}', { 'X-Forwarded-For': claimed });
    expect((await from('203.0.113.1')).status).toBe(400);
    expect((await from('203.0.113.2')).status).toBe(400);
    expect((await from('203.0.113.3')).status).toBe(429);
  });

  it('as its own process (npm run referral-proxy), does not exit when uploads are aborted', async () => {
    const stand = await standIns();
    const port = await freePort();
    // Node with tsx's loader, as `npm run referral-proxy` runs it: one process, the one that must not exit.
    const child = spawn(process.execPath, ['--import', 'tsx', 'proxy/server.ts'], {
      env: { ...process.env, ...environment(stand, { REFERRAL_PROXY_PORT: String(port) }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => String(chunk).includes('Referral proxy on') && resolve());
        child.once('exit', (code) => reject(new Error(`the proxy exited (${code})`)));
      });
      const url = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 3; i += 1) await raw(url, upload(1000, '{"email":"'), { abort: true });
      expect(await raw(url, 'GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
      expect((await post(url, invite())).status).toBe(200);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGTERM');
    }
  });
});
