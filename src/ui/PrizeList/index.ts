export { PrizeList } from './PrizeList';
export type { PrizeListProps } from './PrizeList';
