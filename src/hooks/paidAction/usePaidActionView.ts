import { useMemo } from 'react';
import { requireNetwork } from '../../services/config/networks';
import { summarise } from './summary';
import type { ConfirmView, ModalStage } from './types';
import { usePaidActionController } from './usePaidActionController';

const CLOSED = { value: '', moxFee: '', networkFee: '', total: '', recipient: '', highFee: false };

/** The one confirmation modal of the page, as the host shows it at each stage (rendered by src/app). */
export function usePaidActionView(): ConfirmView {
  const { controller, snapshot } = usePaidActionController();
  const { stage } = snapshot;
  return useMemo(() => {
    const open = stage.kind !== 'idle' && stage.kind !== 'preparing';
    return {
      ...(open ? summarise(stage.group, requireNetwork().ids) : CLOSED),
      open,
      stage: (open ? stage.kind : 'confirming') as ModalStage,
      action: stage.kind === 'idle' ? '' : stage.request.title,
      txId: stage.kind === 'pending' || stage.kind === 'notSent' ? stage.txId : undefined,
      onConfirm: () => void controller.confirm(),
      onCancel: controller.cancel,
      onDismiss: controller.dismiss,
    };
  }, [stage, controller]);
}
