import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedReferralEvent } from '../../devnet/referral';
import { scenarios } from '../../devnet/scenarios';
import { useTestLedger } from '../../devnet/testing';
import { es } from '../../i18n';
import { LOCALNET_REFERRAL_PATHS, LOCALNET_URLS } from '../../services/config/localnet';
import { giftClaimer } from '../../test/giftClaimer';
import { renderSignedIn } from '../paidAction/testing';
import { useReferralEmail } from './useReferralEmail';

const received = async (): Promise<RecordedReferralEvent[]> =>
  (await fetch(`${LOCALNET_URLS.algod}${LOCALNET_REFERRAL_PATHS.record}`)).json();

describe('useReferralEmail (localnet: the devnet email provider by default)', () => {
  const net = useTestLedger();
  afterEach(() => vi.restoreAllMocks());

  /** A signed-in wallet that has claimed its gift (the proxy takes invites of such wallets only). */
  async function setup() {
    const key = await giftClaimer(net);
    return { address: key.addr.toString(), hook: renderSignedIn(key, () => useReferralEmail(key.addr.toString())) };
  }

  it('refuses a non-email under the field and sends nothing', async () => {
    const { hook } = await setup();
    act(() => hook.current().send({ email: 'ana@', invited: 'X' }));
    expect(hook.current().emailError).toBe(es.referral.invalidEmail);
    expect(hook.current().invitedError).toBeUndefined();
    expect(hook.current().status).toBe('idle');
    expect(hook.toasts()).toEqual([]);
    expect(await received()).toEqual([]);
  });

  it('refuses free text as the invited code under its field and sends nothing', async () => {
    const { hook } = await setup();
    act(() => hook.current().send({ email: 'ana@example.com', invited: 'Gana dinero en estafa.example' }));
    expect(hook.current().invitedError).toBe(es.referral.invalidCode);
    expect(hook.current().emailError).toBeUndefined();
    expect(hook.current().status).toBe('idle');
    expect(hook.toasts()).toEqual([]);
    expect(await received()).toEqual([]);
  });

  it('sends the event once (a double press included) with the address as referido, and says so', async () => {
    net.faults.set({ route: 'referral-events', latencyMs: 300 }); // long enough to see it sending
    const { address, hook } = await setup();
    act(() => {
      hook.current().send({ email: 'ana@example.com', invited: 'AMIGO' });
      hook.current().send({ email: 'ana@example.com', invited: 'AMIGO' });
    });
    await waitFor(() => expect(hook.current().status).toBe('sending'));
    await waitFor(() => expect(hook.current().status).toBe('sent'));
    expect(hook.toasts()).toEqual([{ tone: 'success', message: es.referral.emailSent, txId: undefined }]);
    const events = await received();
    expect(events).toHaveLength(1);
    expect(events[0].body).toEqual({ email: 'ana@example.com', phone: '', referido: address, invited: 'AMIGO' });
  });

  it("shows the spec's error when the provider fails, the reason only in the console", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    net.faults.set(scenarios.referral500);
    const { hook } = await setup();
    act(() => hook.current().send({ email: 'ana@example.com', invited: '' }));
    await waitFor(() => expect(hook.current().status).toBe('error'));
    expect(hook.toasts()).toEqual([{ tone: 'error', message: es.errors.referralEmail, txId: undefined }]);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ name: 'ReferralError', status: 502 }));
  });
});
