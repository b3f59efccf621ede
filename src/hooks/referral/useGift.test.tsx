import { act, waitFor } from '@testing-library/react';
import { getApplicationAddress, makeApplicationCloseOutTxnFromObject } from 'algosdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveAsset, optInApp } from '../../devnet/genesis/builder';
import { useTestLedger } from '../../devnet/testing';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { UMQ_UNIT } from '../../services/config/onchain';
import { buildAppOptIn, buildClaimAirdrop, type BuildContext } from '../../services/contracts';
import { sealGroup } from '../../services/contracts/group';
import { getAccount } from '../../services/ledger/account';
import { getLocalState } from '../../services/ledger/state';
import { signAndSubmit } from '../../services/ledger/testing';
import { renderSignedIn } from '../paidAction/testing';
import { CLAIM_TX_STORAGE_KEY, useGift } from './useGift';

const { UMQ } = LOCALNET_IDS.assets;
const AIRDROP = LOCALNET_IDS.apps.airdrop;
const AIRDROP_ADDRESS = getApplicationAddress(AIRDROP).toString();

describe('useGift', () => {
  const net = useTestLedger();
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  type Hook = ReturnType<typeof renderSignedIn<ReturnType<typeof useGift>>>;
  const confirmModal = async (hook: Hook) => {
    await waitFor(() => expect(hook.modal().stage).toBe('confirming'));
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.modal().open).toBe(false));
  };

  /** A signed-in account with 10 ALGO; `ready` opts it in to UMQ and the airdrop directly on the ledger. */
  function setup({ ready = false } = {}) {
    const key = net.newAccount();
    const address = key.addr.toString();
    if (ready) {
      giveAsset(net.ledger.state, address, UMQ, 0n);
      optInApp(net.ledger.state, address, AIRDROP, { has_claimed: 0n });
    }
    return { key, address, hook: renderSignedIn(key, () => useGift(address)) };
  }

  it('gates on the UMQ opt-in then Activar Regalo, then claims exactly 500 UMQ and keeps the txId', async () => {
    const { address, hook } = setup();
    expect(hook.current().status).toBe('checking'); // nothing read yet: the card says nothing about the gift's state
    await waitFor(() =>
      expect(hook.current().gate.next?.label).toBe(ledgerCopy('wallet.optInValue', { asset: 'UMQ' })),
    );
    expect(hook.current().status).toBe('not-activated');
    act(() => hook.current().gate.next!.start());
    await confirmModal(hook);
    await waitFor(() => expect(hook.current().gate.next?.label).toBe(es.referral.activate));
    act(() => hook.current().gate.next!.start());
    await confirmModal(hook);
    await waitFor(() => expect(hook.current().status).toBe('can-claim'));

    const before = (await getAccount(address)).umq!;
    act(() => hook.current().claim());
    await waitFor(() => expect(hook.modal().stage).toBe('confirming'));
    expect(hook.modal()).toMatchObject({
      action: es.referral.claimValue,
      summary: { recipient: AIRDROP_ADDRESS },
    });
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.current().status).toBe('claimed'));

    expect((await getAccount(address)).umq).toBe(before + 500n * UMQ_UNIT);
    expect((await getLocalState(address, AIRDROP))?.has_claimed).toBe(1n);
    const toast = hook.toasts().find((shown) => shown.message === es.referral.claimedToast);
    expect(toast?.txId).toMatch(/^[A-Z2-7]{52}$/);
    expect(localStorage.getItem(CLAIM_TX_STORAGE_KEY)).toBe(toast?.txId);
  });

  it("says 'Ya reclamaste tus tokens.' and signs nothing when the account already claimed elsewhere", async () => {
    const { key, address, hook } = setup({ ready: true });
    await waitFor(() => expect(hook.current().status).toBe('can-claim'));
    await signAndSubmit(key, buildClaimAirdrop); // another tab claims first
    const umq = (await getAccount(address)).umq;

    act(() => hook.current().claim());
    await waitFor(() => expect(hook.toasts()).toEqual([{ tone: 'error', message: es.errors.airdropAlreadyClaimed }]));
    expect(hook.modal().open).toBe(false);
    await waitFor(() => expect(hook.current().status).toBe('claimed'));
    expect((await getAccount(address)).umq).toBe(umq);
  });

  it("reads the claim record: after a close-out and a new opt-in the gift shows as claimed and 'Ya reclamaste tus tokens.'", async () => {
    const { key, address, hook } = setup({ ready: true });
    await signAndSubmit(key, buildClaimAirdrop);
    const closeOut = (ctx: BuildContext) =>
      sealGroup(ctx, [
        makeApplicationCloseOutTxnFromObject({ sender: ctx.sender, appIndex: AIRDROP, suggestedParams: ctx.params }),
      ]);
    await signAndSubmit(key, closeOut);
    await signAndSubmit(key, (ctx) => buildAppOptIn(ctx, 'airdrop'));
    expect((await getLocalState(address, AIRDROP))?.has_claimed).toBe(0n); // the local flag forgot the claim
    const umq = (await getAccount(address)).umq;

    await waitFor(() => expect(hook.current().status).toBe('claimed'));
    act(() => hook.current().claim());
    await waitFor(() => expect(hook.toasts()).toEqual([{ tone: 'error', message: es.errors.airdropAlreadyClaimed }]));
    expect(hook.modal().open).toBe(false);
    expect((await getAccount(address)).umq).toBe(umq);
  });

  it("says 'Error al reclamar el Airdrop.' with the reason when the contract refuses, and moves nothing", async () => {
    const { address, hook } = setup({ ready: true });
    net.ledger.state.accounts.get(AIRDROP_ADDRESS)!.assets.get(UMQ)!.amount = 0n; // the gift pool is empty
    await waitFor(() => expect(hook.current().status).toBe('can-claim'));
    act(() => hook.current().claim());
    await waitFor(() => expect(hook.modal().stage).toBe('confirming'));
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.toasts()).toHaveLength(1));
    const [toast] = hook.toasts();
    expect(toast.tone).toBe('error');
    expect(toast.message).toBe(ledgerCopy('referral.claimFailed', { reason: es.errors.reasonRejected }));
    expect(toast.message.startsWith(es.errors.airdropClaim)).toBe(true);
    expect(hook.current().status).toBe('can-claim');
    expect((await getAccount(address)).umq).toBe(0n);
    expect(localStorage.getItem(CLAIM_TX_STORAGE_KEY)).toBeNull();
  });
});
