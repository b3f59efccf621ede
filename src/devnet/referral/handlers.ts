/**
 * The stand-in provider's routes (SPEC §7 email provider; DESIGN.md §11): the OAuth token and events endpoints of
 * the direct flow, the operator's proxy of the recommended setting, and `GET /devnet/referral-events`. The proxy is
 * the project's own (proxy/core.ts: signature, age and nonce of the event, the referido's gift claim, limits,
 * token, forwarding), wired to this stand-in and to this ledger in process. Faults target 'referral-token' and 'referral-events', also when the proxy makes those calls, so one
 * scenario fails the email in either mode.
 */
import { http, type HttpHandler } from 'msw';
import { createReferralProxy, DEFAULT_LIMITS } from '../../../proxy/core';
import { MemoryStore } from '../../../proxy/store';
import { LOCALNET_REFERRAL_PATHS as PATHS } from '../../services/config/localnet';
import type { Ledger } from '../engine/ledger';
import type { Faults } from '../faults';
import { isExactControlPath } from '../control/routes';
import { json } from '../respond';
import { eventsAnswer, tokenAnswer } from './answers';
import { ledgerClaimCheck } from './claims';
import { DEVNET_REFERRAL_CLIENT, ReferralProvider } from './provider';

/**
 * Every request reaches the stand-in from this machine, so one IP stands for all: its limit is raised; the
 * per-wallet limits are the real ones.
 */
const LOCAL_IP = 'localhost';
const LOCAL_LIMITS = { ...DEFAULT_LIMITS, perIpPerHour: 10_000 };

/** The provider's handlers over `ledger`'s clock; a devnet reset (a new ledger state) forgets its tokens and events. */
export function createReferralHandlers(ledger: Ledger, faults: Faults, base: string): HttpHandler[] {
  const provider = new ReferralProvider(() => ledger.now());
  const token = async (form: URLSearchParams, authorization: string | null) =>
    faults.run('referral-token', async () => tokenAnswer(provider, form, authorization));
  const events = async (authorization: string | null, text: string) =>
    faults.run('referral-events', async () => eventsAnswer(provider, authorization, text));

  const settings = {
    tokenUrl: `${base}${PATHS.token}`,
    eventsUrl: `${base}${PATHS.events}`,
    clientId: DEVNET_REFERRAL_CLIENT.id,
    clientSecret: DEVNET_REFERRAL_CLIENT.secret,
  };
  // The proxy's requests to the provider go to the stand-in's answers in process, through the same faults.
  const toStandIn = async (url: string, init: RequestInit) => {
    const authorization = new Headers(init.headers).get('authorization');
    return url === settings.tokenUrl
      ? token(new URLSearchParams(String(init.body)), authorization)
      : events(authorization, String(init.body));
  };
  // Its limits, nonces and invites in memory (this runs in a browser too), forgotten with the ledger on a reset; a
  // wallet may invite only once its gift claim is on this ledger, as the real proxy asks algod.
  const newProxy = () =>
    createReferralProxy({
      provider: settings,
      fetch: toStandIn,
      store: new MemoryStore(),
      claimed: ledgerClaimCheck(ledger),
      limits: LOCAL_LIMITS,
    });
  let proxy = newProxy();

  let state = ledger.state;
  ledger.onChange(() => {
    if (ledger.state !== state) {
      provider.clear();
      proxy = newProxy();
    }
    state = ledger.state;
  });

  return [
    http.post(`${base}${PATHS.token}`, async ({ request }) =>
      token(new URLSearchParams(await request.text()), request.headers.get('authorization')),
    ),
    http.post(`${base}${PATHS.events}`, async ({ request }) =>
      events(request.headers.get('authorization'), await request.text()),
    ),
    http.post(`${base}${PATHS.proxy}`, async ({ request }) => {
      const answer = await proxy.handle(await request.text(), LOCAL_IP);
      const response = json(answer.body, answer.status);
      Object.entries(answer.headers ?? {}).forEach(([name, value]) => response.headers.set(name, value));
      return response;
    }),
    http.get(`${base}${PATHS.record}`, ({ request }) =>
      isExactControlPath(request, PATHS.record) ? json(provider.received()) : undefined,
    ),
  ];
}
