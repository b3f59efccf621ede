import { ledgerCopy } from '../../i18n/features';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** Props of {@link StartModal}. */
export interface StartModalProps {
  open: boolean;
  /** What claiming the reward will cost, in words ('… cuesta 115 UMQ: 15 UMQ de comisión Mox y 100 UMQ …'). */
  cost: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Antes de empezar': what a claim at the end will cost; the game starts only on 'Empezar'. */
export function StartModal({ open, cost, onConfirm, onCancel }: StartModalProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={ledgerCopy('target.costTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {ledgerCopy('common.cancel')}
          </Button>
          <Button onClick={onConfirm}>{ledgerCopy('target.start')}</Button>
        </>
      }
    >
      <p>{cost}</p>
    </Modal>
  );
}
