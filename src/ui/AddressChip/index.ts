export { AddressChip, COPIED_HINT_MS } from './AddressChip';
export type { AddressChipProps } from './AddressChip';
