export { ConfirmTxModal } from './ConfirmTxModal';
export type { ConfirmTxModalProps } from './ConfirmTxModal';
export type { AcknowledgeView, DryRunView, LookAlikeView } from './Checks';
export { ARM_DELAY_MS, type ArmTimer } from './useArmed';
