import { useMemo } from 'react';
import { requireNetwork } from '../../services/config/networks';
import type { BalanceChange } from '../../services/ledger';
import { formatAsset } from '../account/format';
import { acknowledgementsNeeded, confirmable } from './checks';
import { transactionLink } from './explorerLink';
import type { PaidActionController } from './controller';
import { summarise } from './summary';
import type { Acknowledgement, ConfirmChecks, ConfirmView, ModalStage, PaidActionRequest } from './types';
import { usePaidActionController } from './usePaidActionController';

const CLOSED = {
  value: '',
  exactValue: '',
  moxFee: '',
  networkFee: '',
  total: '',
  recipient: '',
  highFee: false,
  notes: [],
};

/** A balance change as the dialog lists it, signed: '+500 UMQ', '−8,015 UMQ' (a true minus sign). */
const signedChange = ({ asset, amount }: BalanceChange) =>
  `${amount < 0n ? '−' : '+'}${formatAsset(amount < 0n ? -amount : amount, asset)}`;

/** The checks as the modal shows them, with whether Confirm may be pressed (decided by checks' `confirmable`). */
function checksView(checks: ConfirmChecks, request: PaidActionRequest, controller: PaidActionController) {
  const { dryRun, recipient, acknowledged } = checks;
  const needed = acknowledgementsNeeded(checks);
  const tick = (what: Acknowledgement) => ({
    acknowledged: acknowledged.has(what),
    onAcknowledge: (yes: boolean) => controller.acknowledge(what, yes),
  });
  return {
    dryRun:
      dryRun.kind === 'ok'
        ? { kind: 'ok' as const, changes: dryRun.changes.map(signedChange), prizeBySpin: request.prizeBySpin }
        : dryRun.kind === 'failed'
          ? { kind: 'failed' as const, reason: dryRun.reason }
          : dryRun,
    recipientCheck: recipient.kind === 'checking' || recipient.kind === 'unavailable' ? recipient.kind : undefined,
    firstTimeRecipient: recipient.kind === 'answered' && recipient.firstTime,
    lookAlike:
      recipient.kind === 'answered' && recipient.lookAlike
        ? { earlier: recipient.lookAlike, ...tick('lookAlike') }
        : undefined,
    unverified: needed.includes('unverified') ? tick('unverified') : undefined,
    canConfirm: confirmable(checks),
  };
}

/** The one confirmation modal of the page, as the host shows it at each stage (rendered by src/app). */
export function usePaidActionView(): ConfirmView {
  const { controller, snapshot } = usePaidActionController();
  const { stage } = snapshot;
  return useMemo(() => {
    const open = stage.kind !== 'idle' && stage.kind !== 'preparing';
    const checked = 'checks' in stage ? checksView(stage.checks, stage.request, controller) : { canConfirm: false };
    return {
      ...(open ? summarise(stage.group, requireNetwork().ids) : CLOSED),
      ...checked,
      open,
      stage: (open ? stage.kind : 'confirming') as ModalStage,
      action: stage.kind === 'idle' ? '' : stage.request.title,
      txId: stage.kind === 'pending' || stage.kind === 'notSent' ? stage.txId : undefined,
      explorer: stage.kind === 'pending' ? transactionLink(stage.txId) : undefined,
      onConfirm: () => void controller.confirm(),
      onCancel: controller.cancel,
      onDismiss: controller.dismiss,
    };
  }, [stage, controller]);
}
