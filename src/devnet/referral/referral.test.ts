// @vitest-environment node
import {
  bytesToBase64,
  generateAccount,
  makeApplicationCloseOutTxnFromObject,
  signBytes,
  waitForConfirmation,
} from 'algosdk';
import { describe, expect, it } from 'vitest';
import { LOCALNET_IDS, LOCALNET_REFERRAL_PATHS as PATHS, LOCALNET_URLS } from '../../services/config/localnet';
import { useTestLedger } from '../testing';
import { newNonce, referralMessage } from '../../../proxy/message';
import { giftClaimer } from '../../test/giftClaimer';
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

  /** The body the wallet posts: `event` stamped now with a fresh nonce, signed with `key`. */
  const signedBody = (event: typeof BODY, key: Uint8Array) => {
    const stamped = { ...event, time: Math.floor(Date.now() / 1000), nonce: newNonce() };
    return JSON.stringify({ ...stamped, signature: bytesToBase64(signBytes(referralMessage(stamped), key)) });
  };
  const proxy = (body: string) =>
    fetch(at(PATHS.proxy), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

  it("proxies a claimed wallet's signed event with its own credentials (the project's proxy, proxy/core.ts)", async () => {
    const wallet = await giftClaimer(net);
    const event = { ...BODY, referido: wallet.addr.toString() };
    expect((await proxy(signedBody(event, wallet.sk))).status).toBe(200);
    const [recorded] = await received();
    expect(recorded.body).toEqual(event);
    expect(recorded.authorization).toMatch(/^Bearer [0-9a-f]{64}$/);
    expect((await proxy(JSON.stringify(event))).status).toBe(400);
    const other = { ...event, email: 'luis@example.com' };
    expect((await proxy(signedBody(other, generateAccount().sk))).status).toBe(401);
    // Its token is cached (as the real proxy's is): the provider failing is the events call.
    net.faults.set({ route: 'referral-events', status: 503 });
    expect((await proxy(signedBody(other, wallet.sk))).status).toBe(502);
    expect(await received()).toHaveLength(1);
  });

  it('refuses a wallet whose gift claim is not on this ledger, and sends the provider nothing', async () => {
    const newcomer = net.newAccount();
    const answer = await proxy(signedBody({ ...BODY, referido: newcomer.addr.toString() }, newcomer.sk));
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: 'gift_not_claimed' });
    expect(await received()).toEqual([]);
  });

  it('judges the claim by its record box: a wallet that claimed, then closed out of the app, still invites', async () => {
    const wallet = await giftClaimer(net);
    const leave = makeApplicationCloseOutTxnFromObject({
      sender: wallet.addr,
      appIndex: LOCALNET_IDS.apps.airdrop,
      suggestedParams: await net.algod.getTransactionParams().do(),
    });
    await net.algod.sendRawTransaction(leave.signTxn(wallet.sk)).do();
    await waitForConfirmation(net.algod, leave.txID(), 4);
    const left = net.algod.accountApplicationInformation(wallet.addr, LOCALNET_IDS.apps.airdrop).do();
    await expect(left).rejects.toThrow();
    expect((await proxy(signedBody({ ...BODY, referido: wallet.addr.toString() }, wallet.sk))).status).toBe(200);
  });

  it('invites an email once per wallet: a replay and a new request for it are refused', async () => {
    const wallet = await giftClaimer(net);
    const body = signedBody({ ...BODY, referido: wallet.addr.toString() }, wallet.sk);
    expect((await proxy(body)).status).toBe(200);
    expect(await (await proxy(body)).json()).toEqual({ error: 'replayed' });
    const again = await proxy(signedBody({ ...BODY, referido: wallet.addr.toString() }, wallet.sk));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'already_invited' });
    expect(await received()).toHaveLength(1);
  });
});
