// @vitest-environment node
import { bytesToBase64, generateAccount, signBytes } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { createReferralProxy, type ProviderSettings } from './core';
import { newNonce, referralMessage, type ReferralEvent, type StampedReferralEvent } from './message';
import { MemoryStore } from './store';

const PROVIDER: ProviderSettings = {
  tokenUrl: 'https://provider.test/oauth/token',
  eventsUrl: 'https://provider.test/events',
  clientId: 'mox',
  clientSecret: 'secret-of-the-operator',
};
const START_MS = 1_767_225_600_000;
const MINUTE = 60_000;

const wallet = generateAccount();
const EVENT: ReferralEvent = {
  email: 'ana@example.com',
  phone: '',
  referido: wallet.addr.toString(),
  invited: 'AMIGO',
};

/** A stamped event at `timeMs` with a fresh nonce. */
const stamp = (event: Partial<ReferralEvent> = {}, timeMs = START_MS): StampedReferralEvent => ({
  ...EVENT,
  ...event,
  time: Math.floor(timeMs / 1000),
  nonce: newNonce(),
});

/** The body the wallet posts: the stamped event and its signature with `key` (the referido's own, by default). */
const signed = (event: StampedReferralEvent = stamp(), key = wallet.sk) =>
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

/** A proxy on a test clock; `claimers` are the addresses whose gift claim is on chain (the wallet's, by default). */
function setup(options: { tokenStatus?: number; eventStatuses?: number[]; claimers?: string[] } = {}) {
  const clock = { now: START_MS };
  const stub = provider(options);
  const claimers = new Set(options.claimers ?? [EVENT.referido]);
  const asked: string[] = [];
  const proxy = createReferralProxy({
    provider: PROVIDER,
    store: new MemoryStore(() => clock.now),
    claimed: async (address) => (asked.push(address), claimers.has(address)),
    fetch: stub.fetch,
    now: () => clock.now,
    limits: { perIpPerHour: 6, invitesPerDay: 3 },
  });
  return { proxy, clock, asked, ...stub };
}

describe('the referral proxy', () => {
  it("forwards a claimed wallet's signed invite with its own credentials: a token, then the four fields", async () => {
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
    // The four fields only: time, nonce and signature stay with the proxy.
    expect(JSON.parse(String(sent.init.body))).toEqual(EVENT);
  });

  it('refuses a wallet with no gift claim on chain, and never calls the provider', async () => {
    const { proxy, calls, asked } = setup({ claimers: [] });
    expect(await proxy.handle(signed(), '10.0.0.1')).toEqual({ status: 403, body: { error: 'gift_not_claimed' } });
    expect(asked).toEqual([EVENT.referido]);
    expect(calls).toEqual([]);
  });

  it('refuses when the claim cannot be checked (algod down), sending nothing', async () => {
    const { fetch, calls } = provider();
    const proxy = createReferralProxy({
      provider: PROVIDER,
      store: new MemoryStore(() => START_MS),
      claimed: () => Promise.reject(new Error('algod unreachable')),
      fetch,
      now: () => START_MS,
    });
    expect(await proxy.handle(signed(), '10.0.0.1')).toEqual({
      status: 503,
      body: { error: 'claim_check_unavailable' },
    });
    expect(calls).toEqual([]);
  });

  it('invites a recipient once a day: the same request again is a replay, a new one for the same email is refused', async () => {
    const { proxy, clock, events } = setup();
    const body = signed();
    expect((await proxy.handle(body, '10.0.0.1')).status).toBe(200);
    expect(await proxy.handle(body, '10.0.0.2')).toEqual({ status: 409, body: { error: 'replayed' } });
    // Freshly signed, another case of the same address: still the same recipient.
    const again = signed(stamp({ email: 'ANA@example.com' }, clock.now));
    expect(await proxy.handle(again, '10.0.0.3')).toEqual({ status: 409, body: { error: 'already_invited' } });
    expect(events()).toHaveLength(1);
    clock.now += 24 * 60 * MINUTE;
    expect((await proxy.handle(signed(stamp({}, clock.now)), '10.0.0.4')).status).toBe(200);
  });

  it('refuses an event older than 10 minutes or more than 10 minutes ahead, and takes one within them', async () => {
    const { proxy, events } = setup();
    const at = (offsetMs: number) => signed(stamp({}, START_MS + offsetMs));
    expect(await proxy.handle(at(-10 * MINUTE - 1000), '10.0.0.1')).toEqual({
      status: 401,
      body: { error: 'expired' },
    });
    expect((await proxy.handle(at(10 * MINUTE + 1000), '10.0.0.1')).status).toBe(401);
    expect(events()).toEqual([]);
    expect((await proxy.handle(at(-9 * MINUTE), '10.0.0.1')).status).toBe(200);
  });

  it('refuses a forged or changed event: another key, a changed email, time or nonce, no signature, a non-address', async () => {
    const { proxy, calls } = setup();
    const other = generateAccount();
    expect(await proxy.handle(signed(stamp(), other.sk), '10.0.0.1')).toEqual({
      status: 401,
      body: { error: 'invalid_signature' },
    });
    const body = JSON.parse(signed());
    for (const change of [{ email: 'otra@example.com' }, { time: body.time - 1 }, { nonce: newNonce() }])
      expect((await proxy.handle(JSON.stringify({ ...body, ...change }), '10.0.0.2')).status).toBe(401);
    const { signature: _, ...unsigned } = body;
    expect((await proxy.handle(JSON.stringify(unsigned), '10.0.0.3')).status).toBe(400);
    expect((await proxy.handle(signed(stamp({ referido: 'ADDR' })), '10.0.0.4')).status).toBe(401);
    expect(calls).toEqual([]);
  });

  it('mails nothing free-form: a bad email, a phone, an invited text with spaces or a link, bad JSON are 400', async () => {
    const { proxy, calls } = setup();
    const bodies = [
      signed(stamp({ email: 'ana@' })),
      signed(stamp({ email: `${'a'.repeat(250)}@example.com` })),
      signed(stamp({ phone: '+34600000000' })),
      signed(stamp({ invited: 'Gana dinero en estafa' })),
      signed(stamp({ invited: 'https://estafa.example' })),
      signed({ ...stamp(), nonce: 'short' }),
      JSON.stringify({ ...JSON.parse(signed()), time: '1767225600' }),
      'not json',
      'null',
      '[]',
    ];
    for (const [i, body] of bodies.entries()) expect((await proxy.handle(body, `10.0.1.${i}`)).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('caps invites per wallet a day, whatever the IP, until the day is over', async () => {
    const { proxy, clock, events } = setup();
    for (const name of ['a', 'b', 'c'])
      expect(
        (await proxy.handle(signed(stamp({ email: `${name}@example.com` })), `10.0.2.${name.length}`)).status,
      ).toBe(200);
    const limited = await proxy.handle(signed(stamp({ email: 'd@example.com' })), '10.0.3.1');
    expect(limited).toEqual({ status: 429, body: { error: 'rate_limited' }, headers: { 'Retry-After': '86400' } });
    expect(events()).toHaveLength(3);
    clock.now += 24 * 60 * MINUTE;
    expect((await proxy.handle(signed(stamp({ email: 'd@example.com' }, clock.now)), '10.0.3.1')).status).toBe(200);
  });

  it('does not count an invite the provider failed to send: the same recipient may be invited again', async () => {
    const { proxy, events } = setup({ eventStatuses: [503, 202] });
    expect((await proxy.handle(signed(), '10.0.0.1')).status).toBe(502);
    expect((await proxy.handle(signed(), '10.0.0.1')).status).toBe(200);
    expect(events()).toHaveLength(2);
  });

  it('limits every request per IP, bad ones included, and an IPv6 sender per /64', async () => {
    const { proxy } = setup();
    for (let i = 0; i < 6; i += 1) expect((await proxy.handle('{}', `2001:db8:1:2::${i + 1}`)).status).toBe(400);
    expect((await proxy.handle(signed(), '2001:db8:1:2:ffff:1:2:3')).status).toBe(429);
    expect((await proxy.handle(signed(), '2001:db8:1:3::1')).status).toBe(200);
  });

  it('answers 502 when the provider refuses the token or fails, and 400 when it refuses the event itself', async () => {
    expect(await setup({ tokenStatus: 401 }).proxy.handle(signed(), '10.0.0.1')).toEqual({
      status: 502,
      body: { error: 'provider_unavailable' },
    });
    expect((await setup({ eventStatuses: [503] }).proxy.handle(signed(), '10.0.0.1')).status).toBe(502);
    expect((await setup({ eventStatuses: [400] }).proxy.handle(signed(), '10.0.0.1')).status).toBe(400);
  });

  it('reuses its token, and fetches a fresh one once when the provider answers 401', async () => {
    const { proxy, calls, events } = setup({ eventStatuses: [202, 401, 202] });
    await proxy.handle(signed(), '10.0.0.1');
    expect(await proxy.handle(signed(stamp({ email: 'luis@example.com' })), '10.0.0.1')).toMatchObject({ status: 200 });
    expect(calls.filter((call) => call.url === PROVIDER.tokenUrl)).toHaveLength(2);
    expect(events().map((call) => new Headers(call.init.headers).get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });
});
