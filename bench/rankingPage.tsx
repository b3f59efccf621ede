/**
 * The ranking bench's page (built by bench/ranking.ts with React's profiling build): the quiz ranking's read path
 * at `?players=N` synthetic players: the contract's top 10 kept as the quiz app keeps it (config/quizTop.ts), read
 * as algod's decoded global state. A read sets the query's data as a fetch would (fresh objects every time), so it
 * goes through React Query's structural sharing, the screen's select (the top's entries, ranked, and the own row
 * with its standing) and the RankingTable render; `window.rankingBench` times them.
 */
import { notifyManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Profiler } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../src/hooks/queryClient';
import { bytesToBase64, encodeAddress } from 'algosdk';
import { rankingView } from '../src/hooks/quiz/rankingView';
import { encodeQuizTopEntry, insertQuizTop, quizTopKey, type QuizTopEntry } from '../src/services/config/quizTop';
import type { AppState } from '../src/services/ledger';
import { topEntries } from '../src/services/quiz';
import { RankingTable } from '../src/ui/RankingTable';
import '../src/ui/tokens.css';
import './rankingBench.ts';

const PLAYERS = Number(new URLSearchParams(location.search).get('players') ?? 1000);
const KEY = ['bench', 'quiz-top'];
const randomBelow = (n: number) => Math.floor(Math.random() * n);
const publicKey = () => Uint8Array.from({ length: 32 }, () => randomBelow(256));

/** The players' results, entered in the top as the contract enters each submission. */
const ledger = Array.from({ length: PLAYERS }, () => ({
  publicKey: publicKey(),
  score: BigInt(randomBelow(11)),
  time: BigInt(1500 + randomBelow(7000)),
}));
let top: QuizTopEntry[] = [];
for (const entry of ledger) top = insertQuizTop(top, entry) ?? top;
const own = ledger[PLAYERS - 1];
const ownEntry = { address: encodeAddress(own.publicKey), score: own.score, time: own.time };
/** The app's global state as the app-state factory (appQueries.global) hands it over: fresh objects each time. */
const decode = (): AppState =>
  Object.fromEntries(top.map((entry, i) => [quizTopKey(i), bytesToBase64(encodeQuizTopEntry(entry))]));

// The screen's own select path (useQuizRanking): the top's entries, then the view with the own row below it.
const select = (global: AppState) => rankingView(topEntries(global), ownEntry, { rank: PLAYERS, players: PLAYERS });

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
 * One read's main-thread time (decode excluded: it stands for the fetch's own cost) and the commits it caused. A
 * change gives a random player a new best result, so the shown rows really change (the worst case: all ranks move).
 */
function poll(change: boolean): { ms: number; renders: number } {
  if (change)
    top = insertQuizTop(top, { ...ledger[randomBelow(PLAYERS)], score: 10n, time: BigInt(--bestTime) }) ?? top;
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
