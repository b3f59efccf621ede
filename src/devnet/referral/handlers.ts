/**
 * The stand-in provider's routes (SPEC §7 email provider; DESIGN.md §11): the OAuth token and events endpoints of
 * the direct flow, the operator's proxy of the recommended setting (it holds the credentials and makes both calls
 * itself), and `GET /devnet/referral-events`. Faults target 'referral-token' and 'referral-events', also when the
 * proxy makes those calls, so one scenario fails the email in either mode.
 */
import { http, type HttpHandler } from 'msw';
import { LOCALNET_REFERRAL_PATHS as PATHS } from '../../services/config/localnet';
import type { Ledger } from '../engine/ledger';
import type { Faults } from '../faults';
import { isExactControlPath } from '../control';
import { json } from '../respond';
import { eventsAnswer, proxyTokenForm, tokenAnswer } from './answers';
import { ReferralProvider } from './provider';

/** A status the proxy passes on: the client's own mistake (400); anything else is the provider failing (502). */
const proxyStatus = (status: number) => (status === 400 ? 400 : 502);

/** The provider's handlers over `ledger`'s clock; a devnet reset (a new ledger state) forgets its tokens and events. */
export function createReferralHandlers(ledger: Ledger, faults: Faults, base: string): HttpHandler[] {
  const provider = new ReferralProvider(() => ledger.now());
  let state = ledger.state;
  ledger.onChange(() => {
    if (ledger.state !== state) provider.clear();
    state = ledger.state;
  });

  const token = async (form: URLSearchParams, authorization: string | null) =>
    faults.run('referral-token', async () => tokenAnswer(provider, form, authorization));
  const events = async (authorization: string | null, text: string) =>
    faults.run('referral-events', async () => eventsAnswer(provider, authorization, text));

  return [
    http.post(`${base}${PATHS.token}`, async ({ request }) =>
      token(new URLSearchParams(await request.text()), request.headers.get('authorization')),
    ),
    http.post(`${base}${PATHS.events}`, async ({ request }) =>
      events(request.headers.get('authorization'), await request.text()),
    ),
    http.post(`${base}${PATHS.proxy}`, async ({ request }) => {
      const text = await request.text();
      const granted = await token(proxyTokenForm(), null);
      if (!granted.ok) return json({ error: 'provider_unavailable' }, 502);
      const { access_token } = (await granted.json()) as { access_token: string };
      const sent = await events(`Bearer ${access_token}`, text);
      return sent.ok ? json({ status: 'sent' }) : json({ error: 'provider_refused' }, proxyStatus(sent.status));
    }),
    http.get(`${base}${PATHS.record}`, ({ request }) =>
      isExactControlPath(request, PATHS.record) ? json(provider.received()) : undefined,
    ),
  ];
}
