// @vitest-environment node
import { bytesToBase64, generateAccount, signBytes } from 'algosdk';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { referralMessage } from './message';
import { createProxyServer, settingsFromEnv } from './server';

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

/** Listens on a free port of this machine; its base URL. */
async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the referral proxy server (npm run referral-proxy)', () => {
  it('names every missing setting', () => {
    expect(() => settingsFromEnv({ REFERRAL_CLIENT_ID: 'mox' })).toThrow(
      'The referral proxy needs REFERRAL_TOKEN_URL, REFERRAL_EVENTS_URL, REFERRAL_CLIENT_SECRET',
    );
  });

  it("forwards a signed event to the provider over HTTP, answering the wallet's origin only", async () => {
    const received: string[] = [];
    const provider = await listen(
      createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk));
        request.on('end', () => {
          received.push(`${request.url} ${request.headers.authorization ?? ''} ${body}`);
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.end(request.url === '/token' ? '{"access_token":"t-1","expires_in":3600}' : '{}');
        });
      }),
    );
    const proxy = await listen(
      createProxyServer(
        settingsFromEnv({
          REFERRAL_TOKEN_URL: `${provider}/token`,
          REFERRAL_EVENTS_URL: `${provider}/events`,
          REFERRAL_CLIENT_ID: 'mox',
          REFERRAL_CLIENT_SECRET: 'operator-secret',
          REFERRAL_PROXY_ALLOWED_ORIGINS: 'https://wallet.example.org',
        }),
      ),
    );
    const wallet = generateAccount();
    const event = { email: 'ana@example.com', phone: '', referido: wallet.addr.toString(), invited: 'AMIGO' };
    const signature = bytesToBase64(signBytes(referralMessage(event), wallet.sk));
    const post = (origin: string) =>
      fetch(`${proxy}/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ ...event, signature }),
      });
    const answer = await post('https://wallet.example.org');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://wallet.example.org');
    expect(received[0]).toMatch(
      /^\/token {2}grant_type=client_credentials&client_id=mox&client_secret=operator-secret$/,
    );
    expect(received[1]).toBe(`/events Bearer t-1 ${JSON.stringify(event)}`);
    expect((await post('https://other.example')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${proxy}/`, { method: 'POST', body: 'x'.repeat(5000) })).status).toBe(413);
  });

  it('limits per IP by the address its reverse proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const proxy = await listen(
      createProxyServer(
        settingsFromEnv({
          REFERRAL_TOKEN_URL: 'http://127.0.0.1:9/token',
          REFERRAL_EVENTS_URL: 'http://127.0.0.1:9/events',
          REFERRAL_CLIENT_ID: 'mox',
          REFERRAL_CLIENT_SECRET: 'operator-secret',
          REFERRAL_PROXY_TRUST_FORWARDED: '1',
          REFERRAL_PROXY_LIMIT_PER_IP: '2',
        }),
      ),
    );
    // nginx's $proxy_add_x_forwarded_for appends the client's address to whatever the client sent.
    const post = (spoofed: string) =>
      fetch(`${proxy}/`, { method: 'POST', headers: { 'X-Forwarded-For': `${spoofed}, 203.0.113.7` }, body: '{}' });
    expect((await post('10.0.0.1')).status).toBe(400);
    expect((await post('10.0.0.2')).status).toBe(400);
    expect((await post('10.0.0.3')).status).toBe(429);
  });
});
