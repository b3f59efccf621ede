import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giveAsset, optInApp } from '../../devnet/genesis/builder';
import { useTestLedger } from '../../devnet/testing';
import { es } from '../../i18n';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { GAME_ENTRY, MOX_FEE, QUIZ_NO_TIME, STATE_KEYS, UMQ_UNIT } from '../../services/config/onchain';
import { getAccount } from '../../services/ledger/account';
import { getLocalState } from '../../services/ledger';
import type { FreshResult } from '../../services/quiz';
import { appQueries } from '../apps';
import { renderSignedIn } from '../paidAction/testing';
import { usePaidAction } from '../paidAction';
import { quizSubmitRequest } from './submitRequest';
import { selectRanking, useQuizRanking } from './useQuizRanking';

const { quiz } = LOCALNET_IDS.apps;
const { UMQ } = LOCALNET_IDS.assets;

describe('the quiz ranking and submit on the local ledger', () => {
  const net = useTestLedger();
  afterEach(() => vi.restoreAllMocks());

  /** A signed-in player opted in to UMQ (500 UMQ) and to the quiz, with no result yet. */
  function player() {
    const key = net.newAccount();
    const address = key.addr.toString();
    giveAsset(net.ledger.state, address, UMQ, 500n * UMQ_UNIT);
    optInApp(net.ledger.state, address, quiz, { [STATE_KEYS.quiz.score]: 0n, [STATE_KEYS.quiz.time]: QUIZ_NO_TIME });
    return { key, address };
  }

  it('lists the genesis players, sorted, with the player absent until a result is sent', async () => {
    const { key, address } = player();
    const hook = renderSignedIn(key, () => useQuizRanking(address, null, () => undefined));
    await waitFor(() => expect(hook.current().data).toBeDefined());
    const view = hook.current().data!;
    expect(view.rows.length).toBeGreaterThan(0);
    expect(view.rows.length).toBeLessThanOrEqual(10);
    expect(view.own).toBeNull();
    for (let i = 1; i < view.rows.length; i++) {
      const [a, b] = [view.rows[i - 1], view.rows[i]];
      expect(a.score > b.score || (a.score === b.score && a.time <= b.time)).toBe(true);
    }
    for (const row of view.rows) expect(row.time).toMatch(/^\d{2}:\d{2}\.\d{2}$/);
  });

  it('re-renders nothing for an unchanged poll, and renders once the ranking changes', async () => {
    const { key, address } = player();
    let renders = 0;
    const hook = renderSignedIn(key, () => {
      renders += 1;
      return useQuizRanking(address, null, () => undefined);
    });
    await waitFor(() => expect(hook.current().data).toBeDefined());
    const key1 = appQueries.accounts('quiz').queryKey;
    const polls = () => hook.client.getQueryState(key1)?.dataUpdateCount ?? 0;
    const before = { renders, polls: polls(), data: hook.current().data };

    await act(() => hook.client.refetchQueries({ queryKey: key1 }));
    await act(() => hook.client.refetchQueries({ queryKey: key1 }));
    expect(polls()).toBe(before.polls + 2);
    expect(renders).toBe(before.renders);
    expect(hook.current().data).toBe(before.data);

    optInApp(net.ledger.state, 'A'.repeat(58), quiz, { [STATE_KEYS.quiz.score]: 10n, [STATE_KEYS.quiz.time]: 1n });
    net.fund(address); // a new block, so the indexer answers with the change
    await act(() => hook.client.refetchQueries({ queryKey: key1 }));
    await waitFor(() => expect(hook.current().data?.rows[0].address).toBe('A'.repeat(58)));
    expect(renders).toBeGreaterThan(before.renders);
  });

  it('sends 15 + 100 UMQ and the score and time; the fresh result is the confirmation’s and ranks the player', async () => {
    const { key, address } = player();
    let fresh: FreshResult | null = null;
    let failed = false;
    const hook = renderSignedIn(key, usePaidAction);
    const umqBefore = (await getAccount(address)).umq!;

    const request = quizSubmitRequest(
      address,
      { score: 10n, time: 900n },
      { onSent: (result) => (fresh = result), onFailed: () => (failed = true) },
    );
    act(() => hook.current().start(request));
    await waitFor(() => expect(hook.modal().open).toBe(true));
    expect(hook.modal()).toMatchObject({ action: es.quiz.submitTitle, value: '100 UMQ', moxFee: '15 UMQ' });
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(fresh).not.toBeNull());

    expect(failed).toBe(false);
    expect(hook.toasts()[0]).toMatchObject({ tone: 'success', message: es.quiz.sent });
    expect(fresh).toMatchObject({ address, score: 10n, time: 900n });
    expect((await getAccount(address)).umq).toBe(umqBefore - MOX_FEE - GAME_ENTRY);
    expect(await getLocalState(address, quiz)).toEqual({ [STATE_KEYS.quiz.score]: 10n, [STATE_KEYS.quiz.time]: 900n });
    const accounts = await hook.client.fetchQuery(appQueries.accounts('quiz'));
    const view = selectRanking(address, fresh)(accounts);
    expect(view.own).toMatchObject({ rank: 1, score: 10n, time: '00:09.00' });
  });

  it('a refused submit calls onFailed and toasts the spec’s message, and nothing is paid', async () => {
    // The paid path also logs the failure for the console; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { key, address } = player();
    let failed = false;
    const hook = renderSignedIn(key, usePaidAction);
    const umqBefore = (await getAccount(address)).umq!;
    // 11 points: the contract refuses more than the ten questions.
    const request = quizSubmitRequest(
      address,
      { score: 11n, time: 900n },
      { onSent: () => undefined, onFailed: () => (failed = true) },
    );
    act(() => hook.current().start(request));
    await waitFor(() => expect(hook.modal().open).toBe(true));
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(failed).toBe(true));
    expect(hook.toasts()[0]).toMatchObject({ tone: 'error', message: es.errors.submitResult });
    expect((await getAccount(address)).umq).toBe(umqBefore);
  });
});

describe('selectRanking', () => {
  const accounts = [
    { address: 'A', state: { [STATE_KEYS.quiz.score]: 9n, [STATE_KEYS.quiz.time]: 3000n } },
    { address: 'ME', state: { [STATE_KEYS.quiz.score]: 2n, [STATE_KEYS.quiz.time]: 9000n } },
  ];
  const fresh = { address: 'ME', score: 10n, time: 500n, round: 7n };

  it('merges the fresh result while the indexer still lists the old one', () => {
    const view = selectRanking('ME', fresh)(accounts);
    expect(view.freshUnindexed).toBe(true);
    expect(view.own).toEqual({ rank: 1, address: 'ME', score: 10n, time: '00:05.00' });
  });

  it('stops merging once the indexer lists it', () => {
    const caughtUp = [
      accounts[0],
      { address: 'ME', state: { [STATE_KEYS.quiz.score]: 10n, [STATE_KEYS.quiz.time]: 500n } },
    ];
    const view = selectRanking('ME', fresh)(caughtUp);
    expect(view.freshUnindexed).toBe(false);
    expect(view.own).toEqual({ rank: 1, address: 'ME', score: 10n, time: '00:05.00' });
  });
});
