import { act, waitFor } from '@testing-library/react';
import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { useTestLedger } from '../../devnet/testing';
import { buildSend } from '../../services/contracts';
import { signAndSubmit } from '../../services/ledger/testing';
import { shortenAddress } from '../../ui/format';
import { useAccount } from '../account';
import { renderSignedIn } from '../paidAction/testing';
import { useWalletActions } from '../wallet';
import { useHistory } from './useHistory';

describe('useHistory', () => {
  const net = useTestLedger();
  const friend = generateAccount().addr.toString();
  const sentLabel = (amount: string) => `Enviaste ${amount} a ${shortenAddress(friend)}`;

  it('shows a confirmed send at once: the paid path refreshes the history, without waiting for the poll', async () => {
    const key = net.newAccount();
    const hook = renderSignedIn(key, () => ({
      history: useHistory(key.addr.toString(), shortenAddress),
      wallet: useWalletActions(key.addr.toString()),
    }));
    await waitFor(() => expect(hook.current().history.entries).toHaveLength(1)); // the dispenser's grant
    act(() => void hook.current().wallet.send({ asset: 'ALGO', receiver: friend, amount: 1_500_000n }));
    await waitFor(() => expect(hook.modal().stage).toBe('confirming'));
    act(() => hook.modal().onConfirm());
    // Well within the 5 s poll.
    await waitFor(() => expect(hook.current().history.entries[0]?.label).toBe(sentLabel('1,5 ALGO')), {
      timeout: 4_000,
    });
    expect(hook.current().history.entries).toHaveLength(2);
  });

  it('with the indexer two rounds behind: the send is in the balance at once, and in the history once, when the indexer has it', async () => {
    const key = net.newAccount();
    const address = key.addr.toString();
    const hook = renderSignedIn(key, () => ({
      balances: useAccount(address),
      history: useHistory(address, shortenAddress),
      wallet: useWalletActions(address),
    }));
    await waitFor(() => expect(hook.current().history.entries).toHaveLength(1)); // the dispenser's grant
    net.indexerLag.set(2);
    act(() => void hook.current().wallet.send({ asset: 'ALGO', receiver: friend, amount: 1_500_000n }));
    await waitFor(() => expect(hook.modal().stage).toBe('confirming'));
    act(() => hook.modal().onConfirm());

    // algod has the send: the balance shows it once the paid path refreshes it, well within the 5 s poll.
    await waitFor(() => expect(hook.current().balances.data?.algo).toBeLessThan(8_500_000n), { timeout: 4_000 });
    const { amount } = await net.algod.accountInformation(key.addr).do();
    expect(hook.current().balances.data?.algo).toBe(amount);
    // The indexer does not have it yet: the history stays as it was, with no error.
    await waitFor(() => expect(hook.current().history.status).toBe('ready'));
    expect(hook.current().history.entries.map((e) => e.label)).not.toContain(sentLabel('1,5 ALGO'));

    // Two blocks later the indexer has the send's round: the next read shows it, once.
    net.ledger.makeBlock();
    net.ledger.makeBlock();
    act(() => hook.current().history.onRetry());
    await waitFor(() => expect(hook.current().history.entries[0]?.label).toBe(sentLabel('1,5 ALGO')));
    expect(hook.current().history.entries).toHaveLength(2);
  });

  it("pages 20 entries at a time with 'Ver más' until the indexer has no more", async () => {
    const key = net.newAccount();
    net.fund(friend); // so the small sends keep it above the minimum balance
    for (let n = 1n; n <= 21n; n++)
      await signAndSubmit(key, (ctx) => buildSend(ctx, { asset: 'ALGO', receiver: friend, amount: n * 1000n }));
    const hook = renderSignedIn(key, () => useHistory(key.addr.toString(), shortenAddress));
    await waitFor(() => expect(hook.current().status).toBe('ready'));
    expect(hook.current().entries).toHaveLength(20);
    expect(hook.current().hasMore).toBe(true);
    act(() => hook.current().onMore());
    await waitFor(() => expect(hook.current().entries).toHaveLength(22));
    expect(hook.current().entries.at(-1)?.label).toMatch(/^Recibiste 10 ALGO de /);
    expect(hook.current().entries[0].label).toBe(sentLabel('0,021 ALGO'));
    expect(hook.current().hasMore).toBe(false);
  });

  it('reports a failed first read as an error, and reads again on retry', async () => {
    const key = net.newAccount();
    net.faults.set({ route: 'indexer-account-transactions', status: 500 });
    const hook = renderSignedIn(key, () => useHistory(key.addr.toString(), shortenAddress));
    await waitFor(() => expect(hook.current().status).toBe('error'));
    expect(hook.current().entries).toEqual([]);
    net.faults.clear();
    act(() => hook.current().onRetry());
    await waitFor(() => expect(hook.current().status).toBe('ready'));
    expect(hook.current().entries).toHaveLength(1);
  });
});
