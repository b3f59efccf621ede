// @vitest-environment node
import { base64ToBytes, generateAccount, signBytes, verifyBytes } from 'algosdk';
import { referralMessage, type SignedReferralEvent } from '../../../proxy/message';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVNET_REFERRAL_CLIENT, type RecordedReferralEvent } from '../../devnet/referral';
import { scenarios } from '../../devnet/scenarios';
import { useTestLedger } from '../../devnet/testing';
import { LOCALNET_REFERRAL_PATHS as PATHS, LOCALNET_URLS } from '../config/localnet';
import type { ReferralConfig } from '../config/networks';
import { giftClaimer } from '../../test/giftClaimer';
import { createReferralClient, ReferralError, type ReferralFailure } from '.';

const at = (path: string) => `${LOCALNET_URLS.algod}${path}`;
const PROXY: ReferralConfig = { mode: 'proxy', url: at(PATHS.proxy) };
const DIRECT: ReferralConfig = {
  mode: 'direct',
  tokenUrl: at(PATHS.token),
  eventsUrl: at(PATHS.events),
  clientId: DEVNET_REFERRAL_CLIENT.id,
  clientSecret: DEVNET_REFERRAL_CLIENT.secret,
};
// The signed-in wallet, which has claimed its gift: the proxy accepts an event only with its signature.
let wallet: { addr: { toString(): string }; sk: Uint8Array };
let ADDRESS: string;
const sign = async (message: Uint8Array) => signBytes(message, wallet.sk);
let input: { email: string; invited: string; referido: string };

const received = async (): Promise<RecordedReferralEvent[]> => (await fetch(at(PATHS.record))).json();

/** The ReferralFailure a promise rejects with (fails the test if it resolves or throws anything else). */
async function failure(sending: Promise<void>): Promise<{ failure: ReferralFailure; status?: number }> {
  const error = await sending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ReferralError);
  const { failure, status } = error as ReferralError;
  return { failure, status };
}

/** The JSON bodies the client posted, per URL. */
function watchBodies() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return (url: string) =>
    spy.mock.calls
      .filter(([target]) => String(target) === url)
      .map(([, init]) => JSON.parse(String(init?.body)) as SignedReferralEvent);
}

/** Counts the client's requests per URL. */
function watchRequests() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return (url: string) => spy.mock.calls.filter(([target]) => String(target) === url).length;
}

describe('referral client against the local email provider', () => {
  const net = useTestLedger();
  beforeEach(async () => {
    wallet = await giftClaimer(net);
    ADDRESS = wallet.addr.toString();
    input = { email: ' ana@example.com ', invited: ' AMIGO-7 ', referido: ADDRESS };
  });
  afterEach(() => vi.restoreAllMocks());

  describe.each([
    ['proxy', PROXY],
    ['direct', DIRECT],
  ] as const)('%s mode', (_mode, config) => {
    it('delivers {email, phone: "", referido, invited}, trimmed, with a bearer token the provider issued', async () => {
      await createReferralClient(config).send(input, sign);
      const [event] = await received();
      expect(event.body).toEqual({ email: 'ana@example.com', phone: '', referido: ADDRESS, invited: 'AMIGO-7' });
      expect(event.authorization).toMatch(/^Bearer [0-9a-f]{64}$/);
    });

    it('refuses a non-email, and an invited code with free text, before any request', async () => {
      const requests = vi.spyOn(globalThis, 'fetch');
      for (const email of ['', 'ana', 'ana@', '@example.com', 'ana @example.com', 'ana@exa mple.com']) {
        expect(await failure(createReferralClient(config).send({ ...input, email }, sign))).toEqual({
          failure: 'invalid-email',
        });
      }
      for (const invited of ['Gana dinero', 'https://estafa.example', 'a@b', 'X'.repeat(59)]) {
        expect(await failure(createReferralClient(config).send({ ...input, invited }, sign))).toEqual({
          failure: 'invalid-code',
        });
      }
      expect(requests).not.toHaveBeenCalled();
    });

    it('gives up after the time limit when the provider never answers', async () => {
      net.faults.set({ route: 'referral-events', hang: true });
      expect((await failure(createReferralClient(config, 150).send(input, sign))).failure).toBe('timeout');
    });

    it('fails when the provider answers an error, and nothing is recorded', async () => {
      net.faults.set(scenarios.referral500);
      const { failure: why, status } = await failure(createReferralClient(config).send(input, sign));
      expect(why).toBe('refused');
      expect(status).toBe(config.mode === 'proxy' ? 502 : 500);
      expect(await received()).toEqual([]);
    });
  });

  describe('proxy mode', () => {
    it("signs the event, stamped with the time and a fresh nonce, with the session's key; another wallet's signature is refused", async () => {
      const posted = watchBodies();
      await createReferralClient(PROXY).send(input, sign);
      await createReferralClient(PROXY).send({ ...input, email: 'luis@example.com' }, sign);
      const [first, second] = posted(at(PATHS.proxy));
      const { signature, ...event } = first;
      expect(verifyBytes(referralMessage(event), base64ToBytes(signature), ADDRESS)).toBe(true);
      expect(Math.abs(event.time - Date.now() / 1000)).toBeLessThan(600);
      expect(event.nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(second.nonce).not.toBe(event.nonce);
      const stranger = generateAccount();
      const signedByStranger = async (message: Uint8Array) => signBytes(message, stranger.sk);
      expect(await failure(createReferralClient(PROXY).send(input, signedByStranger))).toEqual({
        failure: 'refused',
        status: 401,
      });
      expect(await received()).toHaveLength(2);
    });

    it('is refused (403) for a wallet that has not claimed its gift, and the provider gets nothing', async () => {
      const newcomer = net.newAccount();
      const signedByNewcomer = async (message: Uint8Array) => signBytes(message, newcomer.sk);
      const send = createReferralClient(PROXY).send({ ...input, referido: newcomer.addr.toString() }, signedByNewcomer);
      expect(await failure(send)).toEqual({ failure: 'refused', status: 403 });
      expect(await received()).toEqual([]);
    });

    it('is refused the second time for the same recipient (409): one invite per email a day', async () => {
      await createReferralClient(PROXY).send(input, sign);
      expect(await failure(createReferralClient(PROXY).send(input, sign))).toEqual({ failure: 'refused', status: 409 });
      expect(await received()).toHaveLength(1);
    });
  });

  describe('direct mode', () => {
    it('asks for one token and reuses it while it is fresh', async () => {
      const requests = watchRequests();
      const client = createReferralClient(DIRECT);
      await client.send(input, sign);
      await client.send({ ...input, email: 'luis@example.com' }, sign);
      expect(requests(at(PATHS.token))).toBe(1);
      const [first, second] = await received();
      expect(second.authorization).toBe(first.authorization);
      expect(second.body.email).toBe('luis@example.com');
    });

    it('fetches a new token once and resends when the provider answers 401 (token expired on its side)', async () => {
      const requests = watchRequests();
      const client = createReferralClient(DIRECT);
      await client.send(input, sign);
      net.ledger.advanceClock(3601n); // the provider's clock: its token has expired, the client's copy looks fresh
      await client.send(input, sign);
      expect(requests(at(PATHS.token))).toBe(2);
      expect(requests(at(PATHS.events))).toBe(3);
      const [first, second] = await received();
      expect(second.authorization).not.toBe(first.authorization);
    });

    it('reports the credentials when the token endpoint refuses them, and sends no event', async () => {
      const requests = watchRequests();
      const client = createReferralClient({ ...DIRECT, clientSecret: 'wrong' });
      expect(await failure(client.send(input, sign))).toEqual({ failure: 'credentials', status: 401 });
      expect(requests(at(PATHS.events))).toBe(0);
      expect(await received()).toEqual([]);
    });

    it('does not loop when a fresh token is refused too', async () => {
      net.faults.set({ route: 'referral-events', status: 401 });
      const requests = watchRequests();
      expect(await failure(createReferralClient(DIRECT).send(input, sign))).toEqual({
        failure: 'credentials',
        status: 401,
      });
      expect(requests(at(PATHS.token))).toBe(2);
      expect(requests(at(PATHS.events))).toBe(2);
    });
  });
});
