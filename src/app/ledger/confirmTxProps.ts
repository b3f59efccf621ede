import { formatAsset } from '../../hooks/account/format';
import type { Acknowledgement, PaidActionView } from '../../hooks/paidAction';
import type { BalanceChange } from '../../services/ledger';
import type { ConfirmTxModalProps } from '../../ui/ConfirmTxModal';

/** What the closed dialog holds: nothing to show until a group is built. */
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

/** The checks as the dialog draws them: the dry run's lines, the receiver notices and the ticks they need. */
function checksProps({ checks, needed, prizeBySpin, onAcknowledge }: PaidActionView) {
  if (!checks) return {};
  const { dryRun, recipient, acknowledged } = checks;
  const tick = (what: Acknowledgement) => ({
    acknowledged: acknowledged.has(what),
    onAcknowledge: (yes: boolean) => onAcknowledge(what, yes),
  });
  return {
    dryRun:
      dryRun.kind === 'ok'
        ? { kind: 'ok' as const, changes: dryRun.changes.map(signedChange), prizeBySpin }
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
  };
}

/**
 * The paid-action host's view adapted to the kit's dialog: the group's figures, the checks drawn as notices and ticks,
 * and whether Confirm may be offered passed on as decided (hooks/paidAction `mayConfirm`), never worked out here.
 */
export function confirmTxProps(view: PaidActionView): ConfirmTxModalProps {
  const { open, stage, action, summary, canConfirm, txId, explorer, onConfirm, onCancel, onDismiss } = view;
  return {
    ...(summary ?? CLOSED),
    ...checksProps(view),
    open,
    stage,
    action,
    canConfirm,
    txId,
    explorer,
    onConfirm,
    onCancel,
    onDismiss,
  };
}
