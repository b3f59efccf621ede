import { useMemo } from 'react';
import { requireNetwork } from '../../services/config/networks';
import type { BalanceChange } from '../../services/ledger';
import { formatAsset } from '../account/format';
import { summarise } from './summary';
import type { ConfirmChecks, ConfirmView, ModalStage, PaidActionRequest } from './types';
import { usePaidActionController } from './usePaidActionController';

const CLOSED = { value: '', exactValue: '', moxFee: '', networkFee: '', total: '', recipient: '', highFee: false };

/** A balance change as the dialog lists it, signed: '+500 UMQ', '−8,015 UMQ' (a true minus sign). */
const signedChange = ({ asset, amount }: BalanceChange) =>
  `${amount < 0n ? '−' : '+'}${formatAsset(amount < 0n ? -amount : amount, asset)}`;

/** The checks as the modal shows them. */
function checksView(checks: ConfirmChecks, request: PaidActionRequest, acknowledge: (yes: boolean) => void) {
  const { dryRun } = checks;
  return {
    dryRun:
      dryRun.kind === 'ok'
        ? { kind: 'ok' as const, changes: dryRun.changes.map(signedChange), prizeBySpin: request.prizeBySpin }
        : dryRun.kind === 'failed'
          ? { kind: 'failed' as const, reason: dryRun.reason }
          : dryRun,
    firstTimeRecipient: checks.firstTime,
    lookAlike: checks.lookAlike
      ? { earlier: checks.lookAlike, acknowledged: checks.acknowledged, onAcknowledge: acknowledge }
      : undefined,
  };
}

/** The one confirmation modal of the page, as the host shows it at each stage (rendered by src/app). */
export function usePaidActionView(): ConfirmView {
  const { controller, snapshot } = usePaidActionController();
  const { stage } = snapshot;
  return useMemo(() => {
    const open = stage.kind !== 'idle' && stage.kind !== 'preparing';
    const checked = 'checks' in stage ? checksView(stage.checks, stage.request, controller.acknowledge) : {};
    return {
      ...(open ? summarise(stage.group, requireNetwork().ids) : CLOSED),
      ...checked,
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
