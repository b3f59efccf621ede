import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveAsset, optInApp } from '../../devnet/genesis/builder';
import { useTestLedger } from '../../devnet/testing';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { UMQ_UNIT } from '../../services/config/onchain';
import { buildSpin } from '../../services/contracts';
import { renderSignedIn, type TestKey } from '../paidAction/testing';
import { UNLOCK_AFTER_STOP_MS } from '../pace';
import { useRoulette } from './useRoulette';

const { UMQ } = LOCALNET_IDS.assets;

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useRoulette on the local ledger', () => {
  const net = useTestLedger();

  /** A funded player opted in to UMQ (with `umq` whole UMQ) and to the roulette. */
  function player(umq = 1000n) {
    const key = net.newAccount();
    giveAsset(net.ledger.state, key.addr.toString(), UMQ, umq * UMQ_UNIT);
    optInApp(net.ledger.state, key.addr.toString(), LOCALNET_IDS.apps.roulette);
    return key;
  }

  /** The random argument of the next spin lands `segment` in the next round ((random XOR round) mod 7). */
  function nextSpinLands(segment: number) {
    const original = crypto.getRandomValues.bind(crypto);
    const rigged = <T extends ArrayBufferView<ArrayBuffer>>(array: T): T => {
      if (!(array instanceof BigUint64Array)) return original(array);
      array[0] = (net.ledger.round + 1n) ^ BigInt(segment);
      return array;
    };
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(rigged);
  }

  /** Another player's spin straight through algod, landing `segment`. */
  async function otherSpin(key: TestKey, segment: number) {
    const ctx = { params: await net.algod.getTransactionParams().do(), sender: key.addr.toString(), ids: LOCALNET_IDS };
    const { txns } = buildSpin(ctx, { random: (net.ledger.round + 1n) ^ BigInt(segment) });
    await net.algod.sendRawTransaction(txns.map((txn) => txn.signTxn(key.sk))).do();
  }

  /** Renders the hook for `key`, presses Play and confirms the modal. */
  async function playAndConfirm(key: TestKey) {
    const hook = renderSignedIn(key, () => useRoulette(key.addr.toString()));
    await waitFor(() => expect(hook.current().stats.data).toBeDefined());
    act(() => hook.current().play());
    expect(hook.current().locked).toBe(true);
    await waitFor(() => expect(hook.modal().stage).toBe('confirming'));
    act(() => hook.modal().onConfirm());
    return hook;
  }

  it('spins to its own result even when another spin changes the state first, and locks Play until 3 s after the stop', async () => {
    const me = player();
    const other = player();
    nextSpinLands(4); // 200 UMQ
    const hook = await playAndConfirm(me);

    await waitFor(() => expect(hook.current().spin?.segment).toBe(4));
    await otherSpin(other, 6); // 1000 UMQ: the global state now says 1000
    await act(() => hook.client.invalidateQueries());
    // While the wheel turns the stats stay as they were at the click: they must not give the result away.
    expect(hook.current().stats.data).toEqual({ lastResult: 0n, participants: 0n, prizesDistributed: 0n });
    expect(hook.current().spin?.segment).toBe(4);
    expect(hook.current().result).toBeUndefined(); // not before the wheel stops
    expect(hook.current().locked).toBe(true);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => hook.current().wheelStopped());
    expect(hook.current().result).toBe(ledgerCopy('roulette.won', { n: 200 }));
    // The global state now holds the other player's 1000; the spin still shows its own 200.
    expect(hook.current().stats.data).toEqual({ lastResult: 1000n, participants: 2n, prizesDistributed: 1200n });
    expect(hook.toasts()).toContainEqual({
      tone: 'success',
      message: ledgerCopy('roulette.won', { n: 200 }),
      txId: undefined,
    });
    act(() => vi.advanceTimersByTime(UNLOCK_AFTER_STOP_MS - 1));
    expect(hook.current().locked).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.current().locked).toBe(false);
  });

  it('announces the special prize for a 0 result', async () => {
    nextSpinLands(0);
    const hook = await playAndConfirm(player());
    await waitFor(() => expect(hook.current().spin?.segment).toBe(0));
    act(() => hook.current().wheelStopped());
    expect(hook.current().result).toBe(es.roulette.specialPrize);
  });

  it('a refused spin: the spec’s error with its reason, the wheel left at rest and Play ready again', async () => {
    const hook = await playAndConfirm(player(50n)); // 50 UMQ cannot pay 15 + 100
    await waitFor(() => expect(hook.current().locked).toBe(false));
    const [toast] = hook.toasts();
    expect(toast.tone).toBe('error');
    expect(toast.message).toMatch(new RegExp(`^${es.errors.rouletteSpin.replace('{reason}', '.+')}$`));
    expect(hook.current().spin).toBeUndefined();
    expect(hook.current().result).toBeUndefined();
  });
});
