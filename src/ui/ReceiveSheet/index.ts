export { ReceiveSheet } from './ReceiveSheet';
export type { ReceiveRequestForm, ReceiveSheetProps } from './ReceiveSheet';
