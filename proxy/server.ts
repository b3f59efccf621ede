/**
 * The referral proxy as a Node HTTP server (`npm run referral-proxy`; proxy/README.md): POST a signed referral
 * event to `/` and it reaches the email provider with this server's credentials, which no browser ever sees.
 * Nothing a client sends or fails to send ends the process: every request's failure stays with its own answer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { algodClaimCheck } from './claims.ts';
import { createReferralProxy } from './core.ts';
import { clientIp } from './ip.ts';
import { RedisStore } from './redisStore.ts';
import { settingsFromEnv, type ServerSettings } from './settings.ts';
import { SqliteStore } from './sqliteStore.ts';
import type { ProxyStore } from './store.ts';

/** A body larger than this is refused: an event is a few hundred bytes. */
const MAX_BODY = 4096;
/** A request (headers and body) that takes longer than this is dropped, so slow senders cannot hold sockets. */
const REQUEST_TIMEOUT_MS = 10_000;

/** The store the settings name: Redis when `redisUrl` is set, else the SQLite file. */
export async function openStore(settings: ServerSettings): Promise<ProxyStore> {
  return settings.redisUrl ? RedisStore.connect(settings.redisUrl) : new SqliteStore(settings.database);
}

/** The body as text; 'too_large' past MAX_BODY; 'aborted' when the client went away before its end. */
function readBody(request: IncomingMessage): Promise<string | 'too_large' | 'aborted'> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
      else resolve('too_large');
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    // A client that disconnects mid-body: 'error' (ECONNRESET), then 'close' without 'end'. Only the first counts.
    request.on('error', () => resolve('aborted'));
    request.on('close', () => resolve('aborted'));
  });
}

/**
 * True for a JSON content type. An HTML form can only send form or plain-text bodies, and a cross-site fetch with
 * JSON needs a preflight this server grants only to the wallet's origins: a cross-site form post never gets in.
 */
const isJson = (type: string | undefined) => /^application\/json\s*(;|$)/i.test(type ?? '');

function reply(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** Answers before the body is read: the connection is closed after, so an unread body cannot pass for a request. */
const refuseUnread = (response: ServerResponse, status: number, error: string, headers: Record<string, string> = {}) =>
  reply(response, status, { error }, { Connection: 'close', ...headers });

/** The HTTP server over a proxy with `settings`, keeping its limits in `store` (not yet listening). */
export function createProxyServer(settings: ServerSettings, store: ProxyStore): Server {
  const proxy = createReferralProxy({
    provider: settings.provider,
    store,
    claimed: algodClaimCheck(settings.claims),
    limits: settings.limits,
  });

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const origin = request.headers.origin;
    const allowed = origin !== undefined && settings.allowedOrigins.includes(origin);
    response.setHeader('Vary', 'Origin');
    if (allowed) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    }
    if (new URL(request.url ?? '/', 'http://proxy').pathname !== '/') return refuseUnread(response, 404, 'not_found');
    // A browser names the page's origin on every cross-origin POST: another site's page is refused before anything.
    if (origin !== undefined && !allowed) return refuseUnread(response, 403, 'origin_not_allowed');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method !== 'POST') return refuseUnread(response, 405, 'method_not_allowed', { Allow: 'POST, OPTIONS' });
    if (!isJson(request.headers['content-type'])) return refuseUnread(response, 415, 'unsupported_media_type');
    if (Number(request.headers['content-length']) > MAX_BODY) return refuseUnread(response, 413, 'too_large');
    const body = await readBody(request);
    if (body === 'aborted') return void response.destroy();
    if (body === 'too_large') return refuseUnread(response, 413, 'too_large');
    const forwarded = [request.headers['x-forwarded-for'] ?? []].flat().join(',');
    const ip = clientIp(request.socket.remoteAddress ?? 'unknown', forwarded, settings.trustedProxies);
    const answer = await proxy.handle(body, ip);
    reply(response, answer.status, answer.body, answer.headers);
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      console.error('Referral proxy: a request failed', error);
      if (!response.headersSent) reply(response, 500, { error: 'internal' });
      else response.destroy();
    });
  });
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.headersTimeout = REQUEST_TIMEOUT_MS;
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const settings = settingsFromEnv(process.env);
  const store = await openStore(settings);
  createProxyServer(settings, store).listen(settings.port, () =>
    console.log(
      `Referral proxy on :${settings.port}, forwarding to ${settings.provider.eventsUrl}, ` +
        `limits in ${settings.redisUrl ? 'Redis' : settings.database}`,
    ),
  );
}
