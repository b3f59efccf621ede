/**
 * The referral proxy as a Node HTTP server (`npm run referral-proxy`; proxy/README.md): POST a signed referral
 * event to `/` and it reaches the email provider with this server's credentials, which no browser ever sees.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createReferralProxy, DEFAULT_LIMITS, type ProxyOptions } from './core.ts';

/** The settings, from the environment; throws naming every required variable that is missing. */
export function settingsFromEnv(env: NodeJS.ProcessEnv) {
  const required = ['REFERRAL_TOKEN_URL', 'REFERRAL_EVENTS_URL', 'REFERRAL_CLIENT_ID', 'REFERRAL_CLIENT_SECRET'];
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length) throw new Error(`The referral proxy needs ${missing.join(', ')} (see proxy/README.md).`);
  const count = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
  return {
    port: count('REFERRAL_PROXY_PORT', 8787),
    /** The wallet's origins, allowed to call from the browser (CORS); none: no browser can. */
    allowedOrigins: (env.REFERRAL_PROXY_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    /**
     * Behind one reverse proxy, the client's IP is the last X-Forwarded-For entry (the one that proxy appended); any
     * entry before it, and the whole header without a proxy, is whatever the client chose to send.
     */
    trustForwarded: env.REFERRAL_PROXY_TRUST_FORWARDED === '1',
    proxy: {
      provider: {
        tokenUrl: env.REFERRAL_TOKEN_URL!,
        eventsUrl: env.REFERRAL_EVENTS_URL!,
        clientId: env.REFERRAL_CLIENT_ID!,
        clientSecret: env.REFERRAL_CLIENT_SECRET!,
      },
      limits: {
        perIp: { ...DEFAULT_LIMITS.perIp, max: count('REFERRAL_PROXY_LIMIT_PER_IP', DEFAULT_LIMITS.perIp.max) },
        perAddress: {
          ...DEFAULT_LIMITS.perAddress,
          max: count('REFERRAL_PROXY_LIMIT_PER_ADDRESS', DEFAULT_LIMITS.perAddress.max),
        },
      },
    } satisfies ProxyOptions,
  };
}

/** A body larger than this is refused unread: an event is a few hundred bytes. */
const MAX_BODY = 4096;

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    request.on('end', () => resolve(size <= MAX_BODY ? Buffer.concat(chunks).toString('utf8') : null));
    request.on('error', reject);
  });
}

/** The HTTP server over a proxy with `settings` (not yet listening). */
export function createProxyServer(settings: ReturnType<typeof settingsFromEnv>): Server {
  const proxy = createReferralProxy(settings.proxy);
  return createServer(async (request, response) => {
    const origin = request.headers.origin;
    if (origin && settings.allowedOrigins.includes(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
      response.setHeader('Vary', 'Origin');
    }
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method !== 'POST' || new URL(request.url ?? '/', 'http://proxy').pathname !== '/')
      return void response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not_found"}');
    const body = await readBody(request);
    if (body === null)
      return void response.writeHead(413, { 'Content-Type': 'application/json' }).end('{"error":"too_large"}');
    // The LAST entry is the one the reverse proxy in front added; earlier ones are whatever the client sent.
    const forwarded = settings.trustForwarded
      ? (String(request.headers['x-forwarded-for'] ?? '')
          .split(',')
          .at(-1)
          ?.trim() ?? '')
      : '';
    const answer = await proxy.handle(body, forwarded || request.socket.remoteAddress || 'unknown');
    response.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
    response.end(JSON.stringify(answer.body));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const settings = settingsFromEnv(process.env);
  createProxyServer(settings).listen(settings.port, () =>
    console.log(`Referral proxy on :${settings.port}, forwarding to ${settings.proxy.provider.eventsUrl}`),
  );
}
