// @vitest-environment node
import { bytesToBase64, generateAccount, signBytes } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { createReferralProxy, type ProviderSettings } from './core';
import { referralMessage, type ReferralEvent } from './message';

const PROVIDER: ProviderSettings = {
  tokenUrl: 'https://provider.test/oauth/token',
  eventsUrl: 'https://provider.test/events',
  clientId: 'mox',
  clientSecret: 'secret-of-the-operator',
};

const wallet = generateAccount();
const EVENT: ReferralEvent = {
  email: 'ana@example.com',
  phone: '',
  referido: wallet.addr.toString(),
  invited: 'AMIGO',
};

/** The body the wallet posts: the event and its signature with `key` (the referido's own, by default). */
const signed = (event: ReferralEvent = EVENT, key = wallet.sk) =>
  JSON.stringify({ ...event, signature: bytesToBase64(signBytes(referralMessage(event), key)) });

/** A stand-in provider: records every request; answers tokens and events as told. */
function provider({ tokenStatus = 200, eventStatuses = [202] as number[] } = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  let tokens = 0;
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (url === PROVIDER.tokenUrl)
      return Response.json({ access_token: `token-${++tokens}`, expires_in: 3600 }, { status: tokenStatus });
    return new Response(null, { status: eventStatuses.shift() ?? 202 });
  };
  const events = () => calls.filter((call) => call.url === PROVIDER.eventsUrl);
  return { fetch, calls, events };
}

function setup(options: { tokenStatus?: number; eventStatuses?: number[] } = {}) {
  const clock = { now: 1_000_000 };
  const stub = provider(options);
  const proxy = createReferralProxy({
    provider: PROVIDER,
    fetch: stub.fetch,
    now: () => clock.now,
    limits: { perIp: { max: 4, windowMs: 60_000 }, perAddress: { max: 2, windowMs: 60_000 } },
  });
  return { proxy, clock, ...stub };
}

describe('the referral proxy', () => {
  it("forwards a signed event with its own client credentials: a token, then the event as the provider's bearer", async () => {
    const { proxy, calls, events } = setup();
    expect(await proxy.handle(signed(), '10.0.0.1')).toEqual({ status: 200, body: { status: 'sent' } });
    const form = new URLSearchParams(String(calls[0].init.body));
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'client_credentials',
      client_id: 'mox',
      client_secret: 'secret-of-the-operator',
    });
    const [sent] = events();
    expect(new Headers(sent.init.headers).get('authorization')).toBe('Bearer token-1');
    // The four fields only: the signature stays with the proxy.
    expect(JSON.parse(String(sent.init.body))).toEqual(EVENT);
  });

  it('reuses its token, and fetches a fresh one once when the provider answers 401', async () => {
    const { proxy, calls, events } = setup({ eventStatuses: [202, 401, 202] });
    await proxy.handle(signed(), '10.0.0.1');
    expect(await proxy.handle(signed(), '10.0.0.1')).toMatchObject({ status: 200 });
    expect(calls.filter((call) => call.url === PROVIDER.tokenUrl)).toHaveLength(2);
    expect(events().map((call) => new Headers(call.init.headers).get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('refuses an event signed by another key, a changed event, a missing signature and a non-address, sending nothing', async () => {
    const { proxy, calls } = setup();
    const other = generateAccount();
    expect(await proxy.handle(signed(EVENT, other.sk), '10.0.0.1')).toEqual({
      status: 401,
      body: { error: 'invalid_signature' },
    });
    const changed = { ...JSON.parse(signed()), email: 'otra@example.com' };
    expect((await proxy.handle(JSON.stringify(changed), '10.0.0.2')).status).toBe(401);
    expect((await proxy.handle(JSON.stringify(EVENT), '10.0.0.3')).status).toBe(400);
    expect((await proxy.handle(signed({ ...EVENT, referido: 'ADDR' }), '10.0.0.4')).status).toBe(401);
    expect((await proxy.handle('not json', '10.0.0.5')).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('limits signed events per address, whatever the IP, until the window ends', async () => {
    const { proxy, clock, events } = setup();
    expect((await proxy.handle(signed(), '10.0.0.1')).status).toBe(200);
    expect((await proxy.handle(signed(), '10.0.0.2')).status).toBe(200);
    const limited = await proxy.handle(signed(), '10.0.0.3');
    expect(limited).toEqual({ status: 429, body: { error: 'rate_limited' }, headers: { 'Retry-After': '60' } });
    expect(events()).toHaveLength(2);
    // Another wallet is not held back by this one's limit.
    const other = generateAccount();
    expect(
      (await proxy.handle(signed({ ...EVENT, referido: other.addr.toString() }, other.sk), '10.0.0.3')).status,
    ).toBe(200);
    clock.now += 60_000;
    expect((await proxy.handle(signed(), '10.0.0.1')).status).toBe(200);
  });

  it('limits every request per IP, bad ones included, so guessing costs the sender its quota', async () => {
    const { proxy } = setup();
    for (let i = 0; i < 4; i += 1) expect((await proxy.handle('{}', '10.0.0.9')).status).toBe(400);
    expect((await proxy.handle(signed(), '10.0.0.9')).status).toBe(429);
    expect((await proxy.handle(signed(), '10.0.0.10')).status).toBe(200);
  });

  it('answers 502 when the provider refuses the token or fails, and 400 when it refuses the event itself', async () => {
    expect(await setup({ tokenStatus: 401 }).proxy.handle(signed(), '10.0.0.1')).toEqual({
      status: 502,
      body: { error: 'provider_unavailable' },
    });
    expect((await setup({ eventStatuses: [503] }).proxy.handle(signed(), '10.0.0.1')).status).toBe(502);
    expect((await setup({ eventStatuses: [400] }).proxy.handle(signed(), '10.0.0.1')).status).toBe(400);
    const failing = createReferralProxy({ provider: PROVIDER, fetch: () => Promise.reject(new TypeError('offline')) });
    expect((await failing.handle(signed(), '10.0.0.1')).status).toBe(502);
  });
});
