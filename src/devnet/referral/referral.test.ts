import { bytesToBase64, generateAccount, signBytes } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { LOCALNET_REFERRAL_PATHS as PATHS, LOCALNET_URLS } from '../../services/config/localnet';
import { useTestLedger } from '../testing';
import { referralMessage } from '../../../proxy/message';
import { DEVNET_REFERRAL_CLIENT, type RecordedReferralEvent } from '.';

const at = (path: string) => `${LOCALNET_URLS.algod}${path}`;
const BODY = { email: 'ana@example.com', phone: '', referido: 'ADDR', invited: 'AMIGO' };

const requestToken = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(at(PATHS.token), { method: 'POST', headers, body: new URLSearchParams(fields) });
const goodForm = {
  grant_type: 'client_credentials',
  client_id: DEVNET_REFERRAL_CLIENT.id,
  client_secret: DEVNET_REFERRAL_CLIENT.secret,
};
const postEvent = (authorization: string | undefined, body: unknown = BODY) =>
  fetch(at(PATHS.events), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: JSON.stringify(body),
  });
const received = async (): Promise<RecordedReferralEvent[]> => (await fetch(at(PATHS.record))).json();

async function bearer(): Promise<string> {
  const { access_token } = (await (await requestToken(goodForm)).json()) as { access_token: string };
  return `Bearer ${access_token}`;
}

describe('the local email provider', () => {
  const net = useTestLedger();

  it('issues a bearer token for its client credentials, in the form body or as HTTP Basic', async () => {
    const answer = await requestToken(goodForm);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const basic = btoa(`${DEVNET_REFERRAL_CLIENT.id}:${DEVNET_REFERRAL_CLIENT.secret}`);
    const viaBasic = await requestToken({ grant_type: 'client_credentials' }, { Authorization: `Basic ${basic}` });
    expect(viaBasic.status).toBe(200);
  });

  it('refuses wrong credentials (401 invalid_client) and other grant types (400)', async () => {
    const wrong = await requestToken({ ...goodForm, client_secret: 'guess' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'invalid_client' });
    expect((await requestToken({ ...goodForm, client_id: 'someone' })).status).toBe(401);
    const grant = await requestToken({ ...goodForm, grant_type: 'password' });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toEqual({ error: 'unsupported_grant_type' });
  });

  it('refuses an event with no bearer token, a made-up one or an expired one, and records none of them', async () => {
    expect((await postEvent(undefined)).status).toBe(401);
    expect((await postEvent('Bearer 1234')).status).toBe(401);
    const token = await bearer();
    net.ledger.advanceClock(3600n);
    const expired = await postEvent(token);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(await received()).toEqual([]);
  });

  it('refuses a body without the four text fields or with no email address', async () => {
    const token = await bearer();
    expect((await postEvent(token, { email: 'ana@example.com' })).status).toBe(400);
    expect((await postEvent(token, { ...BODY, phone: null })).status).toBe(400);
    expect((await postEvent(token, { ...BODY, email: 'ana' })).status).toBe(400);
    expect(await received()).toEqual([]);
  });

  it('records accepted events with their Authorization header, newest last, and forgets them on reset', async () => {
    const token = await bearer();
    expect((await postEvent(token)).status).toBe(202);
    expect((await postEvent(token, { ...BODY, email: 'luis@example.com', extra: 1 })).status).toBe(202);
    expect(await received()).toEqual([
      { body: BODY, authorization: token },
      { body: { ...BODY, email: 'luis@example.com' }, authorization: token },
    ]);
    net.ledger.reset();
    expect(await received()).toEqual([]);
    expect((await postEvent(token)).status).toBe(401);
  });

  it("proxies an event signed by its referido's wallet with its own credentials (the project's proxy, proxy/core.ts)", async () => {
    const wallet = generateAccount();
    const event = { ...BODY, referido: wallet.addr.toString() };
    const signed = (body: typeof event, key = wallet.sk) => ({
      ...body,
      signature: bytesToBase64(signBytes(referralMessage(body), key)),
    });
    const proxy = (body: unknown) =>
      fetch(at(PATHS.proxy), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await proxy(signed(event))).status).toBe(200);
    const [recorded] = await received();
    expect(recorded.body).toEqual(event);
    expect(recorded.authorization).toMatch(/^Bearer [0-9a-f]{64}$/);
    expect((await proxy(event)).status).toBe(400);
    expect((await proxy(signed(event, generateAccount().sk))).status).toBe(401);
    // Its token is cached (as the real proxy's is): the provider failing is the events call.
    net.faults.set({ route: 'referral-events', status: 503 });
    expect((await proxy(signed(event))).status).toBe(502);
    expect(await received()).toHaveLength(1);
  });

  it('limits one wallet to 5 events an hour through the proxy, and a reset forgets the count', async () => {
    const wallet = generateAccount();
    const event = { ...BODY, referido: wallet.addr.toString() };
    const body = JSON.stringify({ ...event, signature: bytesToBase64(signBytes(referralMessage(event), wallet.sk)) });
    const send = () =>
      fetch(at(PATHS.proxy), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
    net.ledger.reset();
    expect((await send()).status).toBe(200);
  });
});
