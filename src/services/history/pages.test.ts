// @vitest-environment node
import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { giveAsset, optInApp } from '../../devnet/genesis/builder';
import { useTestLedger } from '../../devnet/testing';
import { LOCALNET_IDS } from '../config/localnet';
import { QUIZ_NO_TIME, STATE_KEYS, UMQ_UNIT } from '../config/onchain';
import { buildQuizSubmit, buildSend } from '../contracts';
import { signAndSubmit } from '../ledger/testing';
import { readHistoryPage, type HistoryCursor } from './pages';
import type { HistoryEntry } from './types';

describe('readHistoryPage', () => {
  const net = useTestLedger();

  /** An account whose history is a grant, three quiz submits (3 transactions each) and a send: 11 transactions. */
  async function history() {
    const alice = net.newAccount();
    const address = alice.addr.toString();
    giveAsset(net.ledger.state, address, LOCALNET_IDS.assets.UMQ, 1_000n * UMQ_UNIT);
    optInApp(net.ledger.state, address, LOCALNET_IDS.apps.quiz, {
      [STATE_KEYS.quiz.score]: 0n,
      [STATE_KEYS.quiz.time]: QUIZ_NO_TIME,
    });
    for (const score of [3n, 6n, 9n])
      await signAndSubmit(alice, (ctx) => buildQuizSubmit(ctx, { score, time: 1_000n }));
    const receiver = generateAccount().addr.toString();
    await signAndSubmit(alice, (ctx) => buildSend(ctx, { asset: 'ALGO', receiver, amount: 1_000_000n }));
    return address;
  }

  /** Every page of `address`'s history at `limit` transactions a page. */
  async function allPages(address: string, limit: number) {
    const pages: HistoryEntry[][] = [];
    let cursor: HistoryCursor | null = null;
    do {
      const page = await readHistoryPage(address, cursor, limit);
      pages.push(page.entries);
      cursor = page.next;
    } while (cursor);
    return pages;
  }

  it('shows each atomic group as one entry, newest first, in the order its transactions were sent', async () => {
    const address = await history();
    const { entries, next } = await readHistoryPage(address, null);
    expect(next).toBeNull();
    expect(entries.map(({ activity }) => activity)).toEqual([
      expect.objectContaining({ kind: 'sent' }),
      { kind: 'quiz', score: 9n },
      { kind: 'quiz', score: 6n },
      { kind: 'quiz', score: 3n },
      expect.objectContaining({ kind: 'received' }),
    ]);
    expect(entries.map(({ round }) => round)).toEqual(
      [...entries.map(({ round }) => round)].sort((a, b) => Number(b - a)),
    );
  });

  it.each([2, 3, 4, 5, 10])(
    'gives the same entries at %i transactions a page: a group the page end splits is whole on one page, once',
    async (limit) => {
      const address = await history();
      const whole = (await readHistoryPage(address, null)).entries;
      const pages = await allPages(address, limit);
      expect(pages.flat()).toEqual(whole);
      // The first page ends inside (or right at the end of) a group whenever its size is not the send plus whole groups.
      if (limit === 2) expect(pages[0].map(({ activity }) => activity.kind)).toEqual(['sent', 'quiz']);
    },
  );

  it('has no next page once the indexer has no more transactions', async () => {
    const address = await history();
    expect((await readHistoryPage(address, null, 11)).next).not.toBeNull(); // a full page may have more after it
    expect((await readHistoryPage(address, null, 12)).next).toBeNull();
  });
});
