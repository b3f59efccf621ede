/**
 * The ranking bench's page (built by bench/ranking.ts with React's profiling build): the quiz ranking's poll path
 * at `?players=N` synthetic players shaped like the decoded indexer accounts. A poll sets the query's data as a
 * fetch would (fresh objects every time), so it goes through React Query's structural sharing, the screen's select
 * (selectRanking: decode, sort, top rows and own row) and the RankingTable render; `window.rankingBench` times them.
 */
import { notifyManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Profiler } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../src/hooks/queryClient';
import { selectRanking } from '../src/hooks/quiz/useQuizRanking';
import { STATE_KEYS } from '../src/services/config/onchain';
import type { AppAccount } from '../src/services/ledger';
import { RankingTable } from '../src/ui/RankingTable';
import '../src/ui/tokens.css';
import './rankingBench.ts';

const PLAYERS = Number(new URLSearchParams(location.search).get('players') ?? 1000);
const KEY = ['bench', 'quiz-accounts'];
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const randomBelow = (n: number) => Math.floor(Math.random() * n);
const address = () => Array.from({ length: 58 }, () => BASE32[randomBelow(32)]).join('');

/** The ledger as plain values; a poll decodes fresh objects from it, as every indexer answer does. */
const ledger = Array.from({ length: PLAYERS }, () => ({
  address: address(),
  score: BigInt(randomBelow(11)),
  time: BigInt(1500 + randomBelow(7000)),
}));
const own = ledger[PLAYERS - 1].address;
/** The accounts as the app-state factory (appQueries.accounts) hands them to the ranking: fresh objects each time. */
const decode = (): AppAccount[] =>
  ledger.map((p) => ({
    address: p.address,
    state: { [STATE_KEYS.quiz.score]: p.score, [STATE_KEYS.quiz.time]: p.time },
  }));

// The screen's own select (useQuizRanking), with no fresh result pending.
const select = selectRanking(own, null);

let commits = 0;
function Ranking() {
  const { data } = useQuery({ queryKey: KEY, queryFn: () => decode(), staleTime: Infinity, select });
  return <RankingTable rows={data?.rows ?? []} own={data?.own} players={data?.players} />;
}

// Notify observers at once instead of on a timer, so a poll's whole path runs inside the timed flushSync.
notifyManager.setScheduler((callback) => callback());
const client = createQueryClient();
client.setQueryData(KEY, decode());
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={client}>
    <Profiler id="ranking" onRender={() => commits++}>
      <Ranking />
    </Profiler>
  </QueryClientProvider>,
);

let bestTime = 1500;

/**
 * One poll's main-thread time (decode excluded: it stands for the fetch's own cost) and the commits it caused. A
 * change gives a random player a new best result, so the shown rows really change (the worst case: all ranks move).
 */
function poll(change: boolean): { ms: number; renders: number } {
  if (change) {
    const player = ledger[randomBelow(PLAYERS)];
    player.score = 10n;
    player.time = BigInt(--bestTime);
  }
  const accounts = decode();
  const before = commits;
  const start = performance.now();
  flushSync(() => client.setQueryData(KEY, accounts));
  document.body.getBoundingClientRect(); // style and layout of what changed
  return { ms: performance.now() - start, renders: commits - before };
}

window.rankingBench = {
  ready: () => commits > 0 && document.querySelectorAll('tbody tr').length > 0,
  rows: () => document.querySelectorAll('tr').length,
  poll,
};
