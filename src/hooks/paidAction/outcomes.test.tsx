import { act, waitFor } from '@testing-library/react';
import { generateAccount } from 'algosdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenarios } from '../../devnet/scenarios';
import { useTestLedger, type TestLedger } from '../../devnet/testing';
import { es } from '../../i18n';
import { parseAmount } from '../../services/amounts';
import { buildSend } from '../../services/contracts';
import { getAccount } from '../../services/ledger/account';
import { resetClients } from '../../services/ledger/clients';
import { renderSignedIn } from './testing';
import type { PaidActionRequest } from './types';
import { usePaidAction } from './usePaidAction';

/** A 1 ALGO send as a screen would request it, counting how often its group is built. */
function sendRequest(receiver: string) {
  const request = {
    action: 'send',
    title: 'Envío de ALGO',
    success: es.wallet.sent,
    build: vi.fn((ctx) => buildSend(ctx, { asset: 'ALGO', receiver, amount: 1_000_000n })),
    onFailed: vi.fn(),
  } satisfies PaidActionRequest;
  return request;
}

/**
 * A funded account whose grant is in a block. With a block time the grant waits in the pool, and the dry run
 * (which sees confirmed state, as algod's simulate does) would rightly refuse a send from an empty account.
 */
async function confirmedAccount(net: TestLedger) {
  const account = generateAccount();
  const grant = net.fund(account.addr);
  await waitFor(() => expect(net.ledger.state.txns.has(grant)).toBe(true));
  return account;
}

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

describe('the paid-action host when answers are lost (a block every 25 ms)', () => {
  const net = useTestLedger({ blockMs: 25 });

  it('a send still unconfirmed when its window closes, watched in view, says "not sent" in the modal', async () => {
    const hook = renderSignedIn(await confirmedAccount(net), usePaidAction);
    const receiver = (await confirmedAccount(net)).addr.toString();
    act(() => hook.current().start(sendRequest(receiver)));
    await waitFor(() => expect(hook.modal().checks?.dryRun.kind).toBe('ok'));
    net.faults.set(scenarios.submit503);

    act(() => hook.modal().onConfirm());

    await waitFor(() => expect(hook.modal().stage).toBe('notSent'), { timeout: 15_000 });
    expect(hook.toasts()).toEqual([]);
    act(() => hook.modal().onDismiss());
    expect(hook.current().running).toBeNull();
    expect((await getAccount(receiver)).algo).toBe(10_000_000n);
  }, 20_000);
});

describe('the paid-action host when the node hangs (a block every 50 ms: the window closes 2.5 s after sending)', () => {
  const net = useTestLedger({ blockMs: 50 });
  afterEach(() => resetClients());

  it('a hanging submit ends in pending (txId shown, dismissable), blocks a second send, then "not sent": nothing moved', async () => {
    const sender = await confirmedAccount(net);
    const receiver = (await confirmedAccount(net)).addr.toString();
    const hook = renderSignedIn(sender, usePaidAction);
    const request = sendRequest(receiver);
    act(() => hook.current().start(request));
    await waitFor(() => expect(hook.modal().checks?.dryRun.kind).toBe('ok'));
    net.faults.set(scenarios.submitHangs);
    // The product's 8 s request timeout, shortened for the send: the hang must end, however long it takes to.
    resetClients({ requestTimeoutMs: 1_000 });

    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.modal().stage).toBe('pending'));
    const { txId } = hook.modal();
    expect(txId).toMatch(/^[A-Z2-7]{52}$/);
    expect(hook.current().awaitingConfirmation('send')).toBe(true);

    // A second click while pending builds and signs nothing: it shows the same pending send again.
    act(() => hook.modal().onDismiss());
    expect(hook.modal().open).toBe(false);
    act(() => hook.current().start(sendRequest(receiver)));
    expect(hook.modal()).toMatchObject({ stage: 'pending', txId });
    expect(request.build).toHaveBeenCalledTimes(1);
    act(() => hook.modal().onDismiss());

    await waitFor(() => expect(hook.toasts()).toEqual([{ tone: 'error', message: es.confirmTx.notSent, txId }]));
    expect(request.onFailed).toHaveBeenCalledOnce();
    expect(hook.current().awaitingConfirmation('send')).toBe(false);
    expect((await getAccount(receiver)).algo).toBe(10_000_000n);
  });
});

describe('the paid-action host against the node it talks to', () => {
  const net = useTestLedger();

  it('a congested network (fee per byte) accepts our group: the fee follows the suggested params', async () => {
    const sender = net.newAccount();
    const receiver = net.newAccount().addr.toString();
    net.ledger.feePerByte = 10n;
    const hook = renderSignedIn(sender, usePaidAction);
    act(() => hook.current().start(sendRequest(receiver)));
    await waitFor(() => expect(hook.modal().stage).toBe('confirming'));
    const fee = parseAmount(hook.modal().summary!.networkFee.replace(' ALGO', ''), 6);
    expect(fee).toBeGreaterThan(1000n);

    act(() => hook.modal().onConfirm());

    await waitFor(() => expect(hook.toasts()[0]).toMatchObject({ tone: 'success', message: es.wallet.sent }));
    expect((await getAccount(receiver)).algo).toBe(11_000_000n);
    expect((await getAccount(sender.addr.toString())).algo).toBe(10_000_000n - 1_000_000n - fee);
  });

  it('a node of another network (genesis hash) gets nothing signed: a Spanish error, no modal, nothing sent', async () => {
    const sender = net.newAccount();
    const receiver = net.newAccount().addr.toString();
    (net.ledger.config as { genesisHash: Uint8Array }).genesisHash = new Uint8Array(32).fill(7);
    const hook = renderSignedIn(sender, usePaidAction);
    const txnsBefore = net.ledger.state.txns.size;

    act(() => hook.current().start(sendRequest(receiver)));

    await waitFor(() =>
      expect(hook.toasts()).toEqual([{ tone: 'error', message: es.errors.wrongNetwork, txId: undefined }]),
    );
    expect(hook.modal().open).toBe(false);
    expect(net.ledger.state.txns.size).toBe(txnsBefore);
  });
});
