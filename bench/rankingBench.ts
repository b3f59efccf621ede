/** What the ranking bench's page (rankingPage.tsx) offers the runner (ranking.ts) on `window`. */
export interface RankingBench {
  /** The first render is done and the table has rows. */
  ready(): boolean;
  /** Table rows in the DOM (header included). */
  rows(): number;
  /** One poll: its main-thread milliseconds and the commits it caused; `change` moves one player's result first. */
  poll(change: boolean): { ms: number; renders: number };
}

declare global {
  interface Window {
    rankingBench: RankingBench;
  }
}
