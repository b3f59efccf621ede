export { ConfirmTxModal } from './ConfirmTxModal';
export type { ConfirmTxModalProps } from './ConfirmTxModal';
export type { DryRunView, LookAlikeView } from './Checks';
