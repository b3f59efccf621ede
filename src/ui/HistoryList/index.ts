export { HistoryList } from './HistoryList';
export type { HistoryListProps } from './HistoryList';
export { HistoryEntry } from './HistoryEntry';
export type { HistoryEntryProps } from './HistoryEntry';
