import { act, waitFor } from '@testing-library/react';
import { getApplicationAddress } from 'algosdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveAsset, optInApp } from '../../devnet/genesis/builder';
import { useTestLedger } from '../../devnet/testing';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { UMQ_UNIT } from '../../services/config/onchain';
import { getAccount } from '../../services/ledger/account';
import { getLocalState } from '../../services/ledger/state';
import { renderSignedIn } from '../paidAction/testing';
import { useMarket } from './useMarket';

const { UMQ } = LOCALNET_IDS.assets;
const MARKETPLACE = LOCALNET_IDS.apps.marketplace;

describe('useMarket', () => {
  const net = useTestLedger();
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  /** A signed-in account with 10 ALGO and `umq` whole UMQ, opted in to the marketplace unless told otherwise. */
  function setup({ umq = 0n, optedIn = true } = {}) {
    const key = net.newAccount();
    const address = key.addr.toString();
    giveAsset(net.ledger.state, address, UMQ, umq * UMQ_UNIT);
    if (optedIn) optInApp(net.ledger.state, address, MARKETPLACE, { umq_spent: 0n });
    return { address, hook: renderSignedIn(key, () => useMarket(address)) };
  }

  it("gates on 'Ver productos', then lists the four items of the spec, USDC not on sale", async () => {
    const { hook } = setup({ optedIn: false });
    await waitFor(() => expect(hook.current().gate.next?.label).toBe(es.market.showProducts));
    act(() => hook.current().gate.next!.start());
    await waitFor(() => expect(hook.modal()).toMatchObject({ open: true, stage: 'confirming' }));
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.current().gate.status).toBe('ready'));
    expect(hook.current().products.map(({ id, price, state }) => [id, price, state])).toEqual([
      ['USDC', '4.000 UMQ', 'soon'],
      ['HBO', '8.000 UMQ', 'available'],
      ['Paramount', '8.000 UMQ', 'available'],
      ['Netflix', '10.000 UMQ', 'available'],
    ]);
    expect(hook.current().totalUsed).toBe('0 UMQ');
  });

  it('buys HBO through the paid path: exactly 8.015 UMQ leave the account and the counter shows 8.000', async () => {
    const { address, hook } = setup({ umq: 9_000n });
    await waitFor(() => expect(hook.current().gate.status).toBe('ready'));
    act(() => hook.current().buy('HBO'));
    await waitFor(() => expect(hook.modal()).toMatchObject({ open: true, stage: 'confirming' }));
    expect(hook.modal()).toMatchObject({
      action: ledgerCopy('market.buyValue', { item: 'HBO' }),
      summary: { recipient: getApplicationAddress(MARKETPLACE).toString() },
    });
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.current().totalUsed).toBe('8.000 UMQ'));
    expect((await getAccount(address)).umq).toBe(985n * UMQ_UNIT);
    expect((await getLocalState(address, MARKETPLACE))?.umq_spent).toBe(8_000n);
    expect(hook.toasts()).toEqual([
      {
        tone: 'success',
        message: ledgerCopy('market.bought', { item: 'HBO' }),
        txId: expect.stringMatching(/^[A-Z2-7]{52}$/),
      },
    ]);
  });

  it('refuses an item the UMQ held cannot pay, in Spanish and before any confirmation; nothing moves', async () => {
    const { address, hook } = setup({ umq: 10_014n });
    await waitFor(() => expect(hook.current().gate.status).toBe('ready'));
    act(() => hook.current().buy('Netflix'));
    const refusal = ledgerCopy('market.notEnough', { item: 'Netflix', needed: '10.015', held: '10.014' });
    await waitFor(() => expect(hook.toasts()).toEqual([{ tone: 'error', message: refusal, txId: undefined }]));
    expect(hook.modal().open).toBe(false);
    expect((await getAccount(address)).umq).toBe(10_014n * UMQ_UNIT);
    expect((await getLocalState(address, MARKETPLACE))?.umq_spent).toBe(0n);
  });

  it('judges by the balance on the ledger now, not by the last poll', async () => {
    const { address, hook } = setup({ umq: 100n });
    await waitFor(() => expect(hook.current().gate.status).toBe('ready'));
    net.ledger.state.accounts.get(address)!.assets.get(UMQ)!.amount = 8_015n * UMQ_UNIT; // arrived since the poll
    act(() => hook.current().buy('Paramount'));
    await waitFor(() => expect(hook.modal()).toMatchObject({ open: true, stage: 'confirming' }));
    expect(hook.toasts()).toEqual([]);
  });

  it('a second press while the first is being checked buys nothing and marks no other card', async () => {
    const { hook } = setup({ umq: 20_000n });
    await waitFor(() => expect(hook.current().gate.status).toBe('ready'));
    act(() => {
      hook.current().buy('HBO');
      hook.current().buy('Paramount');
    });
    await waitFor(() => expect(hook.modal()).toMatchObject({ open: true, stage: 'confirming' }));
    expect(hook.modal().action).toBe(ledgerCopy('market.buyValue', { item: 'HBO' }));
    const states = Object.fromEntries(hook.current().products.map(({ id, state }) => [id, state]));
    expect(states).toMatchObject({ HBO: 'buying', Paramount: 'available' });
  });

  it('does nothing for USDC (not on sale) or an unknown id', async () => {
    const { hook } = setup({ umq: 9_000n });
    await waitFor(() => expect(hook.current().gate.status).toBe('ready'));
    act(() => {
      hook.current().buy('USDC');
      hook.current().buy('Disney');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hook.modal().open).toBe(false);
    expect(hook.toasts()).toEqual([]);
  });
});
