import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveAsset, optInApp } from '../../devnet/genesis/builder';
import { useTestLedger } from '../../devnet/testing';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { STATE_KEYS, UMQ_UNIT } from '../../services/config/onchain';
import { renderSignedIn, type TestKey } from '../paidAction/testing';
import { useTarget } from './useTarget';

const { UMQ } = LOCALNET_IDS.assets;
const TARGET = LOCALNET_IDS.apps.target;

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('useTarget on the local ledger', () => {
  const net = useTestLedger();

  /** A funded player opted in to UMQ (holding `umq` whole UMQ) and to the target app. */
  function player(umq = 1000n) {
    const key = net.newAccount();
    giveAsset(net.ledger.state, key.addr.toString(), UMQ, umq * UMQ_UNIT);
    optInApp(net.ledger.state, key.addr.toString(), TARGET, { [STATE_KEYS.target.score]: 0n });
    return key;
  }
  const umqOf = (key: TestKey) => net.ledger.state.accounts.get(key.addr.toString())!.assets.get(UMQ)!.amount;
  const scoreOf = (key: TestKey) =>
    net.ledger.state.accounts.get(key.addr.toString())!.locals.get(TARGET)!.kv.get(STATE_KEYS.target.score);

  /** Renders the hook, waits for the gate and the balance, and starts a game through the cost confirmation. */
  async function startGame(key: TestKey) {
    const hook = renderSignedIn(key, () => useTarget(key.addr.toString()));
    await waitFor(() => expect(hook.current().gate.status).toBe('ready'));
    await waitFor(() => expect(hook.current().intro.checking).toBe(false));
    act(() => hook.current().intro.onPlay());
    expect(hook.current().phase).toBe('ready'); // nothing starts before the player confirms the cost
    expect(hook.current().confirm.open).toBe(true);
    act(() => hook.current().confirm.onConfirm());
    expect(hook.current().confirm.open).toBe(false);
    return hook;
  }

  const press = (hook: Awaited<ReturnType<typeof startGame>>, shots: ('hit' | 'miss')[]) =>
    act(() => shots.forEach((shot) => (shot === 'hit' ? hook.current().zone.onHit() : hook.current().zone.onMiss())));

  it('confirms the cost, plays 3 lives to a score of 3, and shows the reward of the confirmed claim', async () => {
    const me = player();
    const hook = await startGame(me);
    expect(hook.current().confirm.cost).toBe(
      ledgerCopy('target.cost', { total: '115 UMQ', fee: '15 UMQ', entry: '100 UMQ', perPoint: '10 UMQ' }),
    );
    expect(hook.current().stats).toMatchObject({ score: 0, lives: 3, maxLives: 3 });
    expect(hook.current().zone.playing).toBe(true);

    press(hook, ['hit', 'miss', 'hit']);
    expect(hook.current().stats).toMatchObject({ score: 2, lives: 2 });
    press(hook, ['miss', 'hit', 'miss']);
    expect(hook.current().phase).toBe('over');
    expect(hook.current().stats).toMatchObject({ score: 3, lives: 0 });
    expect(hook.current().zone.playing).toBe(false);

    const before = umqOf(me);
    act(() => hook.current().result.onClaim());
    await waitFor(() => expect(hook.modal().stage).toBe('confirming'));
    expect(hook.current().result.claiming).toBe(true);
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.current().result.reward).toBe('30 UMQ'));
    // The reward shown is what the ledger paid: the balance moved by it less the 115 UMQ the claim cost.
    expect(umqOf(me) - before).toBe(30n * UMQ_UNIT - 115n * UMQ_UNIT);
    expect(scoreOf(me)).toBe(3n);
    expect(hook.toasts()).toContainEqual(expect.objectContaining({ tone: 'success', message: es.target.claimed }));
    expect(hook.current().result.claiming).toBe(false);

    // The next game starts with the toasts closed: on a phone they would cover the top of the zone.
    act(() => hook.current().result.onRetry());
    act(() => hook.current().confirm.onConfirm());
    expect(hook.current().phase).toBe('playing');
    expect(hook.toasts()).toEqual([]);
  });

  it('a game without points pays nothing, and trying again asks to confirm the cost again', async () => {
    const me = player();
    const before = umqOf(me);
    const hook = await startGame(me);
    press(hook, ['miss', 'miss', 'miss']);
    expect(hook.current().phase).toBe('over');
    expect(hook.current().stats.score).toBe(0);
    expect(hook.modal().open).toBe(false);

    act(() => hook.current().result.onRetry());
    expect(hook.current().phase).toBe('ready');
    expect(hook.current().confirm.open).toBe(true);
    act(() => hook.current().confirm.onCancel());
    expect(hook.current().phase).toBe('ready');
    expect(umqOf(me)).toBe(before);
    expect(scoreOf(me)).toBe(0n);
  });

  it('never starts with less UMQ than a claim costs, and says so', async () => {
    const poor = player(114n);
    const view = renderSignedIn(poor, () => useTarget(poor.addr.toString()));
    await waitFor(() => expect(view.current().intro.checking).toBe(false));
    expect(view.current().intro.shortfall).toBe(ledgerCopy('target.notEnough', { total: '115 UMQ', held: '114 UMQ' }));
    act(() => view.current().intro.onPlay());
    expect(view.current().confirm.open).toBe(false);
    act(() => view.current().confirm.onConfirm());
    expect(view.current().phase).toBe('ready');
  });

  it('a refused claim: the spec’s error with its reason, nothing paid, and Recompensa offered again', async () => {
    const me = player();
    const hook = await startGame(me);
    press(hook, ['hit', 'miss', 'miss', 'miss']);
    // The UMQ was spent elsewhere during the game: the claim can no longer pay its 115 UMQ.
    net.ledger.state.accounts.get(me.addr.toString())!.assets.get(UMQ)!.amount = 50n * UMQ_UNIT;
    act(() => hook.current().result.onClaim());
    await waitFor(() => expect(hook.modal().stage).toBe('confirming'));
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.toasts().some((toast) => toast.tone === 'error')).toBe(true));
    expect(hook.toasts().find((toast) => toast.tone === 'error')?.message).toMatch(
      new RegExp(`^${es.errors.claimReward.replace('{reason}', '.+')}$`),
    );
    await waitFor(() => expect(hook.current().result.claiming).toBe(false));
    expect(hook.current().result.reward).toBeUndefined();
    expect(umqOf(me)).toBe(50n * UMQ_UNIT);
    expect(scoreOf(me)).toBe(0n);
  });
});
