import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTestLedger } from '../../devnet/testing';
import { useWalletActions } from '../wallet';
import { renderSignedIn } from './testing';

/**
 * The paid-action host exists only while someone is signed in (src/app/ledger/LedgerLayout renders signed-out pages
 * without it), so a lock or a logout unmounts it: an open confirmation must go with it, not reappear after the next
 * unlock.
 */
describe('a confirmation does not outlive its host (lock, logout)', () => {
  const net = useTestLedger();

  function setup() {
    const sender = net.newAccount();
    const receiver = net.newAccount().addr.toString();
    const hook = renderSignedIn(sender, () => useWalletActions(sender.addr.toString()));
    const send = () => void hook.current().send({ asset: 'ALGO', receiver, amount: 1_000_000n });
    return { ...hook, send, txnsBefore: net.ledger.state.txns.size };
  }

  it('an open confirmation is withdrawn, unsigned, when the host goes away', async () => {
    const hook = setup();
    act(hook.send);
    await waitFor(() => expect(hook.modal().stage).toBe('confirming'));

    hook.view.unmount();
    expect(hook.controller.getSnapshot().stage.kind).toBe('idle');
    expect(net.ledger.state.txns.size).toBe(hook.txnsBefore);
  });

  it('a confirmation still being built when the host goes away never opens', async () => {
    const hook = setup();
    const start = vi.spyOn(hook.controller, 'start');
    act(hook.send);
    expect(hook.controller.getSnapshot().stage.kind).toBe('preparing');

    hook.view.unmount();
    // The group's parameters arrive after the unmount: the stage stays idle instead of moving to confirming.
    const stages: string[] = [];
    hook.controller.subscribe(() => stages.push(hook.controller.getSnapshot().stage.kind));
    await start.mock.results[0].value;
    expect(hook.controller.getSnapshot().stage.kind).toBe('idle');
    expect(stages).not.toContain('confirming');
  });
});
