import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { giveAsset } from '../../devnet/genesis/builder';
import { scenarios } from '../../devnet/scenarios';
import { useTestLedger } from '../../devnet/testing';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { buildAppOptIn, buildSend } from '../../services/contracts';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { MIN_TXN_FEE, UMQ_UNIT } from '../../services/config/onchain';
import { getAccount } from '../../services/ledger/account';
import { signAndSubmit } from '../../services/ledger/testing';
import { LOOK_ALIKES } from '../../test/lookAlike';
import { accountQueries } from '../account/queries';
import { useWalletActions } from '../wallet';
import { renderSignedIn } from './testing';
import type { PaidActionRequest } from './types';
import { usePaidAction } from './usePaidAction';

describe('usePaidAction (through the wallet actions)', () => {
  const net = useTestLedger();
  // A failure is also logged for the console (the spec's purchase error sends the user there); keep test output clean.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

  /** A signed-in wallet holding 10 ALGO (and UMQ when asked), plus a funded receiver. */
  function setup(umq?: bigint) {
    const sender = net.newAccount();
    if (umq !== undefined) giveAsset(net.ledger.state, sender.addr.toString(), LOCALNET_IDS.assets.UMQ, umq);
    const receiver = net.newAccount().addr.toString();
    return {
      ...renderSignedIn(sender, () => useWalletActions(sender.addr.toString())),
      account: sender,
      sender: sender.addr.toString(),
      receiver,
    };
  }

  // Open, and every check answered (the dry run, the receiver checks): Confirm is offered only then.
  const opened = async (hook: ReturnType<typeof setup>) =>
    waitFor(() => {
      expect(hook.modal()).toMatchObject({
        open: true,
        checks: { dryRun: { kind: expect.not.stringMatching(/simulating/) } },
      });
      expect(hook.modal().checks?.recipient.kind).not.toBe('checking');
    });

  it('shows the real figures, then signs, submits, toasts the txId and refreshes the balances', async () => {
    const hook = setup();
    const before = await getAccount(hook.sender);
    hook.client.setQueryData(accountQueries.detail(hook.sender).queryKey, before);

    act(() => void hook.current().send({ asset: 'ALGO', receiver: hook.receiver, amount: 1_500_000n }));
    expect(hook.current().running).toBe('send');
    await opened(hook);
    expect(hook.modal()).toMatchObject({
      stage: 'confirming',
      action: 'Envío de ALGO',
      summary: {
        value: '1,5 ALGO',
        moxFee: '0 ALGO',
        networkFee: '0,001 ALGO',
        total: '1,501 ALGO',
        recipient: hook.receiver,
      },
    });

    act(() => hook.modal().onConfirm());
    expect(hook.modal().stage).toBe('sending');
    await waitFor(() => expect(hook.toasts()).toHaveLength(1));
    const [toast] = hook.toasts();
    expect(toast).toMatchObject({ tone: 'success', message: es.wallet.sent });
    expect(net.ledger.state.txns.has(toast.txId!)).toBe(true);
    expect((await getAccount(hook.receiver)).algo).toBe(10_000_000n + 1_500_000n);
    expect((await getAccount(hook.sender)).algo).toBe(before.algo - 1_500_000n - MIN_TXN_FEE);
    expect(hook.client.getQueryState(accountQueries.detail(hook.sender).queryKey)?.isInvalidated).toBe(true);
    expect(hook.current().running).toBeNull();
    expect(hook.modal().open).toBe(false);
  });

  it('a group the dry run refused: the toast says why, as the dialog did, and nothing moves', async () => {
    const hook = setup(50n * UMQ_UNIT);
    act(() => void hook.current().send({ asset: 'UMQ', receiver: hook.receiver, amount: UMQ_UNIT }));
    await opened(hook);
    // The receiver has not activated UMQ: the dialog says so, and the toast says the same, not a bare
    // 'Error al enviar transacción'.
    const reason = ledgerCopy('confirmTx.receiverNotOptedIn', { asset: 'UMQ' });
    await waitFor(() => expect(hook.modal().checks?.dryRun).toMatchObject({ kind: 'failed', reason }));
    const txnsBefore = net.ledger.state.txns.size;
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.toasts()).toEqual([{ tone: 'error', message: reason, txId: undefined }]));
    expect(net.ledger.state.txns.size).toBe(txnsBefore);
    expect((await getAccount(hook.sender)).umq).toBe(50n * UMQ_UNIT);
    expect(hook.current().running).toBeNull();
  });

  it('sends one group for a double click on the button and on confirm', async () => {
    const hook = setup();
    const order = { asset: 'ALGO', receiver: hook.receiver, amount: 1_000_000n } as const;
    act(() => {
      void hook.current().send(order);
      void hook.current().send(order);
    });
    await opened(hook);
    const txnsBefore = net.ledger.state.txns.size;
    act(() => {
      hook.modal().onConfirm();
      hook.modal().onConfirm();
    });
    await waitFor(() => expect(hook.toasts()).toHaveLength(1));
    expect(net.ledger.state.txns.size).toBe(txnsBefore + 1);
    expect((await getAccount(hook.receiver)).algo).toBe(11_000_000n);
  });

  it('a look-alike found by a slow indexer after Confirm was asked still stops the signing until it is ticked', async () => {
    const hook = setup();
    const [paid, forged] = LOOK_ALIKES[0];
    await signAndSubmit(hook.account, (ctx) => buildSend(ctx, { asset: 'ALGO', receiver: paid, amount: 100_000n }));
    net.faults.set(scenarios.historySlow3s);
    act(() => void hook.current().send({ asset: 'ALGO', receiver: forged, amount: 100_000n }));
    await waitFor(() => expect(hook.modal().checks?.dryRun.kind).toBe('ok'));
    // The dry run answered; the receiver checks have not: Confirm is not offered, and asked anyway it waits.
    expect(hook.modal()).toMatchObject({ checks: { recipient: { kind: 'checking' } }, canConfirm: false });
    const txnsBefore = net.ledger.state.txns.size;
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.modal().checks?.recipient).toMatchObject({ lookAlike: paid }), { timeout: 10_000 });
    expect(hook.modal()).toMatchObject({ stage: 'confirming', needed: ['lookAlike'], canConfirm: false });
    expect(net.ledger.state.txns.size).toBe(txnsBefore);

    act(() => hook.modal().onAcknowledge('lookAlike', true));
    expect(hook.modal().canConfirm).toBe(true);
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.toasts()).toMatchObject([{ tone: 'success' }]));
    expect((await getAccount(forged)).algo).toBe(100_000n);
  });

  it('counts a submit whose answer was lost once: one transfer, one success toast', async () => {
    const hook = setup();
    act(() => void hook.current().send({ asset: 'ALGO', receiver: hook.receiver, amount: 2_000_000n }));
    await opened(hook);
    const txnsBefore = net.ledger.state.txns.size;
    net.faults.set(scenarios.submitLostResponse);
    // Only the first answer is lost: the ledger applying the group ends the fault.
    const stop = net.ledger.onChange(() => net.faults.clear());
    act(() => hook.modal().onConfirm());

    await waitFor(() => expect(hook.toasts()).toHaveLength(1), { timeout: 5_000 });
    stop();
    expect(hook.toasts()[0]).toMatchObject({ tone: 'success', message: es.wallet.sent });
    expect(net.ledger.state.txns.size).toBe(txnsBefore + 1);
    expect((await getAccount(hook.receiver)).algo).toBe(12_000_000n);
  });

  it('when every answer to the send is lost but the group landed, it asks the ledger and reports it sent', async () => {
    const hook = setup();
    act(() => void hook.current().send({ asset: 'ALGO', receiver: hook.receiver, amount: 2_000_000n }));
    await opened(hook);
    const txnsBefore = net.ledger.state.txns.size;
    net.faults.set(scenarios.submitLostResponse);
    act(() => hook.modal().onConfirm());

    await waitFor(() => expect(hook.toasts()).toHaveLength(1), { timeout: 5_000 });
    const [toast] = hook.toasts();
    expect(toast).toMatchObject({ tone: 'success', message: es.wallet.sent });
    expect(net.ledger.state.txns.has(toast.txId!)).toBe(true);
    expect(net.ledger.state.txns.size).toBe(txnsBefore + 1);
    expect((await getAccount(hook.receiver)).algo).toBe(12_000_000n);
  });

  it('cancelling sends nothing and frees the button', async () => {
    const hook = setup();
    act(() => void hook.current().send({ asset: 'ALGO', receiver: hook.receiver, amount: 1n }));
    await opened(hook);
    act(() => hook.modal().onCancel());
    expect(hook.current().running).toBeNull();
    expect(hook.modal().open).toBe(false);
    expect(hook.toasts()).toEqual([]);
    expect((await getAccount(hook.receiver)).algo).toBe(10_000_000n);
  });

  it('reports a failure to read the suggested params without opening the modal', async () => {
    const hook = setup();
    net.faults.set({ route: 'params', status: 500 });
    act(() => void hook.current().send({ asset: 'ALGO', receiver: hook.receiver, amount: 1n }));
    await waitFor(
      () => expect(hook.toasts()).toEqual([{ tone: 'error', message: es.errors.sendTx, txId: undefined }]),
      {
        timeout: 5_000,
      },
    );
    expect(hook.current().running).toBeNull();
    expect(hook.modal().open).toBe(false);
  });

  it('opts in to a token with a zero self-transfer, then the token reads 0 instead of null', async () => {
    const hook = setup();
    expect((await getAccount(hook.sender)).umq).toBeNull();
    act(() => void hook.current().optIn('UMQ'));
    await opened(hook);
    expect(hook.modal()).toMatchObject({
      action: 'Activar UMQ',
      summary: { value: '0 UMQ', total: '0,001 ALGO', recipient: hook.sender },
    });
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.toasts()[0]).toMatchObject({ tone: 'success', message: es.wallet.optedIn }));
    expect((await getAccount(hook.sender)).umq).toBe(0n);
  });

  it("serves any action: an app opt-in refreshes the keys it names, and a refusal gets that action's message with its reason", async () => {
    const key = net.newAccount();
    const hook = renderSignedIn(key, usePaidAction);
    const quizKey = ['quiz', 'ranking'];
    const quizQuery = { queryKey: quizKey };
    hook.client.setQueryData(quizKey, 'cached');
    const optIn: PaidActionRequest = {
      action: 'quizOptIn',
      title: 'Activar Quiz',
      success: 'ok',
      build: (ctx) => buildAppOptIn(ctx, 'quiz'),
      invalidates: [quizQuery],
    };

    act(() => void hook.current().start(optIn));
    await waitFor(() => expect(hook.modal().open).toBe(true));
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.toasts()).toHaveLength(1));
    expect(hook.client.getQueryState(quizKey)?.isInvalidated).toBe(true);

    act(() => void hook.current().start(optIn));
    await waitFor(() => expect(hook.modal().open).toBe(true));
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.toasts()).toHaveLength(2));
    expect(hook.toasts()[1]).toEqual({
      tone: 'error',
      message: ledgerCopy('errors.quizOptIn', { reason: es.errors.reasonAlreadyOptedIn }),
      txId: undefined,
    });
  });

  it('stops a send that would leave the account below its minimum balance before the dialog, naming the maximum', async () => {
    const hook = setup();
    const refused = vi.fn();
    // 10 ALGO, a minimum balance of 0.1 and a 0.001 fee: 9.899 ALGO at most.
    act(
      () =>
        void hook
          .current()
          .send({ asset: 'ALGO', receiver: hook.receiver, amount: 9_899_001n }, { onRefused: refused }),
    );
    await waitFor(() =>
      expect(refused).toHaveBeenCalledWith(
        ledgerCopy('wallet.maxAlgo', {
          max: '9,899 ALGO',
          min: '0,1 ALGO',
          fee: '0,001 ALGO',
          missing: '0,000001 ALGO',
        }),
      ),
    );
    expect(hook.modal().open).toBe(false);
    expect(hook.current().running).toBeNull();
    expect(hook.toasts()).toEqual([]);

    act(() => void hook.current().send({ asset: 'ALGO', receiver: hook.receiver, amount: 9_899_000n }));
    await opened(hook);
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.toasts()).toHaveLength(1));
    expect(await getAccount(hook.sender)).toMatchObject({ algo: 100_000n, minBalance: 100_000n });
  });

  it('stops a token opt-in the account cannot keep the raised minimum balance for, by toast; nothing is sent', async () => {
    const hook = setup();
    net.ledger.state.accounts.get(hook.sender)!.amount = 200_000n;
    act(() => void hook.current().optIn('UMQ'));
    await waitFor(() =>
      expect(hook.toasts()).toEqual([
        {
          tone: 'error',
          message: ledgerCopy('wallet.optInMinBalance', {
            missing: '0,001 ALGO',
            step: '0,1 ALGO',
            needed: '0,101 ALGO',
            available: '0,1 ALGO',
          }),
          txId: undefined,
        },
      ]),
    );
    expect(hook.modal().open).toBe(false);
    expect((await getAccount(hook.sender)).umq).toBeNull();
  });

  it('runs the precheck inside the one-action lock: a second press while it reads starts nothing', async () => {
    const key = net.newAccount();
    const hook = renderSignedIn(key, usePaidAction);
    let answer: (refusal: string | null) => void = () => undefined;
    const first: PaidActionRequest = {
      action: 'quizOptIn',
      subject: 'first',
      title: 'Activar Quiz',
      success: 'ok',
      precheck: () => new Promise((resolve) => (answer = resolve)),
      build: (ctx) => buildAppOptIn(ctx, 'quiz'),
    };
    const second: PaidActionRequest = { ...first, subject: 'second', precheck: undefined };
    act(() => void hook.current().start(first));
    act(() => void hook.current().start(second));
    expect(hook.current().running).toBe(first);
    expect(hook.modal().open).toBe(false);

    act(() => answer('Ahora no'));
    await waitFor(() => expect(hook.toasts()).toEqual([{ tone: 'error', message: 'Ahora no', txId: undefined }]));
    expect(hook.current().running).toBeNull();
    expect(hook.modal().open).toBe(false);

    act(() => void hook.current().start(first));
    act(() => answer(null));
    await waitFor(() => expect(hook.modal()).toMatchObject({ open: true, action: 'Activar Quiz' }));
    expect(hook.current().running?.subject).toBe('first');
  });
});
