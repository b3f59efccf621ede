export { RankingTable } from './RankingTable';
export type { RankingTableProps } from './RankingTable';
export type { RankingRowData } from './RankingRow';
