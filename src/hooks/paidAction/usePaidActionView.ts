import { useMemo } from 'react';
import { requireNetwork } from '../../services/config/networks';
import { acknowledgementsNeeded, mayConfirm } from './checks';
import { transactionLink } from './explorerLink';
import { summarise } from './summary';
import type { ModalStage, PaidActionView } from './types';
import { usePaidActionController } from './usePaidActionController';

/** The one confirmation of the page, as the host holds it at each stage (adapted to the dialog by src/app). */
export function usePaidActionView(): PaidActionView {
  const { controller, snapshot } = usePaidActionController();
  const { stage } = snapshot;
  const group = 'group' in stage ? stage.group : undefined;
  // The figures change only with the group, not with each answer of its checks.
  const summary = useMemo(() => group && summarise(group, requireNetwork().ids), [group]);
  return useMemo(() => {
    const open = stage.kind !== 'idle' && stage.kind !== 'preparing';
    const checks = 'checks' in stage ? stage.checks : undefined;
    return {
      open,
      stage: (open ? stage.kind : 'confirming') as ModalStage,
      action: stage.kind === 'idle' ? '' : stage.request.title,
      summary,
      checks,
      needed: checks ? acknowledgementsNeeded(checks) : [],
      prizeBySpin: stage.kind === 'idle' ? undefined : stage.request.prizeBySpin,
      canConfirm: mayConfirm(stage),
      txId: stage.kind === 'pending' || stage.kind === 'notSent' ? stage.txId : undefined,
      explorer: stage.kind === 'pending' ? transactionLink(stage.txId) : undefined,
      onConfirm: () => void controller.confirm(),
      onCancel: controller.cancel,
      onDismiss: controller.dismiss,
      onAcknowledge: controller.acknowledge,
    };
  }, [stage, summary, controller]);
}
