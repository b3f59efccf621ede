import { usePaidActionView } from '../../hooks/paidAction';
import { ConfirmTxModal } from '../../ui/ConfirmTxModal';
import { confirmTxProps } from './confirmTxProps';

/** The page's one confirmation modal (SPEC §2), at whatever stage the paid-action host is. */
export function PaidActionModal() {
  return <ConfirmTxModal {...confirmTxProps(usePaidActionView())} />;
}
