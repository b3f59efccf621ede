import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giveAsset, optInApp } from '../../devnet/genesis/builder';
import { useTestLedger } from '../../devnet/testing';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { GAME_ENTRY, MOX_FEE, QUIZ_NO_TIME, STATE_KEYS, UMQ_UNIT } from '../../services/config/onchain';
import { buildQuizSubmit } from '../../services/contracts';
import { getAccount } from '../../services/ledger/account';
import { getLocalState } from '../../services/ledger';
import { signAndSubmit } from '../../services/ledger/testing';
import { buildRanking, rankingEntry } from '../../services/quiz';
import { renderSignedIn } from '../paidAction/testing';
import { usePaidAction } from '../paidAction';
import { quizSubmitRequest } from './submitRequest';
import { useQuizRanking } from './useQuizRanking';

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

  /** The ranking as an outside client computes it: every opted-in account's local state, sorted. */
  function trueRanking(own: string) {
    const entries = [...net.ledger.state.accounts].flatMap(([address, record]) => {
      const local = record.locals.get(quiz);
      return local ? [rankingEntry(address, Object.fromEntries(local.kv))] : [];
    });
    return buildRanking(entries, { top: 10, ownAddress: own });
  }

  /** Counts the page's requests to the indexer (the ranking's own standing is its only indexer read). */
  function indexerRequests() {
    const spy = vi.spyOn(globalThis, 'fetch');
    return () => spy.mock.calls.filter(([url]) => String(url).startsWith('http://localhost:8980')).length;
  }

  it('shows the contract’s top, whose leader is the true one, and reads no indexer for a player without a result', async () => {
    const indexerCalls = indexerRequests();
    const { key, address } = player();
    const hook = renderSignedIn(key, () => useQuizRanking(address));
    await waitFor(() => expect(hook.current().data).toBeDefined());
    const view = hook.current().data!;
    const truth = trueRanking(address);
    expect(view.rows).toHaveLength(10);
    expect(view.rows[0]).toMatchObject({ rank: 1, score: truth.top[0].score });
    expect(view.rows.map((row) => row.score)).toEqual(truth.top.map((row) => row.score));
    expect(view.own).toBeNull();
    expect(indexerCalls()).toBe(0);
  });

  it('puts an outside better result on top once its block is made, and re-renders nothing for a block that changes nothing', async () => {
    const { key, address } = player();
    let renders = 0;
    const hook = renderSignedIn(key, () => {
      renders += 1;
      return useQuizRanking(address);
    });
    await waitFor(() => expect(hook.current().data).toBeDefined());
    const before = { renders, data: hook.current().data };

    net.fund(address); // a block that leaves the top as it was
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(hook.current().data).toBe(before.data);
    expect(renders).toBe(before.renders);

    const rival = player();
    await signAndSubmit(rival.key, (ctx) => buildQuizSubmit(ctx, { score: 10n, time: 901n }));
    await waitFor(() =>
      expect(hook.current().data?.rows[0]).toMatchObject({ address: rival.address, time: '00:09.01' }),
    );
    expect(hook.current().data?.rows.filter((row) => row.address === rival.address)).toHaveLength(1);
  });

  it('ranks a player below the top "> 10" until the indexer is counted, then "#N de M" as an outside count says', async () => {
    const { key, address } = player();
    await signAndSubmit(key, (ctx) => buildQuizSubmit(ctx, { score: 0n, time: 9_000n }));
    const hook = renderSignedIn(key, () => useQuizRanking(address));
    const truth = trueRanking(address);
    await waitFor(() =>
      expect(hook.current().data?.own?.rank).toBe(
        ledgerCopy('quiz.rankBelow', { rank: truth.own!.rank, players: truth.players }),
      ),
    );
    expect(hook.current().data?.own).toMatchObject({ address, score: 0n, time: '01:30.00' });
    expect(hook.current().data?.rows.some((row) => row.address === address)).toBe(false);
  });

  it('sends 15 + 100 UMQ and the score and time; the ranking then shows the player on top from algod', async () => {
    const { key, address } = player();
    let sent = false;
    let failed = false;
    const hook = renderSignedIn(key, () => ({ paid: usePaidAction(), ranking: useQuizRanking(address) }));
    const umqBefore = (await getAccount(address)).umq!;

    const request = quizSubmitRequest(
      address,
      { score: 10n, time: 902n },
      { onSent: () => (sent = true), onFailed: () => (failed = true) },
    );
    act(() => hook.current().paid.start(request));
    await waitFor(() => expect(hook.modal().open).toBe(true));
    expect(hook.modal()).toMatchObject({
      action: es.quiz.submitTitle,
      summary: { value: '100 UMQ', moxFee: '15 UMQ' },
    });
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(sent).toBe(true));

    expect(failed).toBe(false);
    expect(hook.toasts()[0]).toMatchObject({ tone: 'success', message: es.quiz.sent });
    expect((await getAccount(address)).umq).toBe(umqBefore - MOX_FEE - GAME_ENTRY);
    expect(await getLocalState(address, quiz)).toEqual({ [STATE_KEYS.quiz.score]: 10n, [STATE_KEYS.quiz.time]: 902n });
    await waitFor(() => expect(hook.current().ranking.data?.own).toMatchObject({ rank: 1, address, time: '00:09.02' }));
    expect(hook.current().ranking.data?.rows[0].address).toBe(address);
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
      { score: 11n, time: 2_000n },
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
