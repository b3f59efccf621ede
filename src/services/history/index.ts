/** The account's history in entries: one per transaction or atomic group, the groups Mox builds recognised. */
export { describeGroup } from './classify';
export { HISTORY_PAGE_SIZE, readHistoryPage, type HistoryCursor, type HistoryPage } from './pages';
export type { Activity, HistoryAsset, HistoryEntry, Move } from './types';
