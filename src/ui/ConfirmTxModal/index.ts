export { ConfirmTxModal } from './ConfirmTxModal';
export type { ConfirmTxModalProps } from './ConfirmTxModal';
