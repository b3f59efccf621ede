export { GiftCard } from './GiftCard';
export type { GiftCardProps, GiftStatus } from './GiftCard';
