import { useId } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { COPY_FIGURES } from '../../i18n/figures';
import { ExplorerLink, type ExplorerLinkTarget } from '../ExplorerLink';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Notice } from '../Notice';
import { StatusLine } from '../StatusLine';
import {
  DryRun,
  RecipientChecks,
  UnverifiedAcknowledgement,
  type AcknowledgeView,
  type DryRunView,
  type LookAlikeView,
} from './Checks';
import styles from './ConfirmTxModal.module.css';
import { useArmed, type ArmTimer } from './useArmed';

/**
 * Where the action stands: waiting for the user, signing, sending, pending (the answer was lost or is late:
 * the outcome is being watched) or not sent (the group's validity window passed without it).
 */
export type ConfirmTxStage = 'confirming' | 'signing' | 'sending' | 'pending' | 'notSent';

/** Props of {@link ConfirmTxModal}: every amount arrives formatted (e.g. '15 UMQ', '0.002 ALGO'). */
export interface ConfirmTxModalProps {
  open: boolean;
  /** What the user is doing, e.g. 'Envío de ALGO'. */
  action: string;
  value: string;
  /** The value to the last base unit ('Valor exacto en unidades base: 1.500.000 unidades base de ALGO'): the dialog's accessible description. */
  exactValue?: string;
  /** 15 UMQ for token actions, 0 for ALGO sends. */
  moxFee: string;
  /** The real fee of the whole group. */
  networkFee: string;
  total: string;
  /** The full receiver address: never shortened where the user confirms it. */
  recipient: string;
  /** Mox's own account by name ('App de la Ruleta'), shown above the address. */
  recipientName?: string;
  /** The network fee is above 0.01 ALGO: warns 'Comisión de red alta'. */
  highFee?: boolean;
  /** The dry run before Confirm: simulating, its balance changes, its refusal, or that it could not run. */
  dryRun?: DryRunView;
  /** The receiver checks (a send's history on the indexer) still being read, or unreadable. */
  recipientCheck?: 'checking' | 'unavailable';
  /** The signer never paid this address before (its history on the indexer). */
  firstTimeRecipient?: boolean;
  /** The receiver looks like a known address: Confirm waits until the user acknowledges it. */
  lookAlike?: LookAlikeView;
  /** A check could not answer: Confirm waits until the user ticks that they go on without it. */
  unverified?: AcknowledgeView;
  /**
   * Whether Confirm may be offered, as the paid-action host decided it from the stage and every check (hooks/paidAction
   * `mayConfirm`): the dialog never works it out again. Otherwise Confirm is drawn in its place, disabled (or busy
   * while signing and sending).
   */
  canConfirm: boolean;
  /** The group's notes as text, shown as 'Nota'. */
  notes?: readonly string[];
  /** The clock of Confirm's 500 ms guard (tests and stories inject one). */
  armTimer?: ArmTimer;
  /** Signing and sending lock the modal (confirm spins); pending and not sent explain and can be closed. */
  stage?: ConfirmTxStage;
  /** The group's id, shown in pending and not sent. */
  txId?: string;
  /** While pending: the group on the block explorer, to follow it there (none on the local ledger). */
  explorer?: ExplorerLinkTarget;
  onConfirm: () => void;
  onCancel: () => void;
  /** Closes a pending or not-sent view (a pending action goes on being watched). */
  onDismiss?: () => void;
}

const PROGRESS: Partial<Record<ConfirmTxStage, 'confirmTx.signing' | 'confirmTx.sending'>> = {
  signing: 'confirmTx.signing',
  sending: 'confirmTx.sending',
};

/** Props of {@link Footer}. */
type FooterProps = Pick<ConfirmTxModalProps, 'onConfirm' | 'onCancel' | 'onDismiss' | 'canConfirm' | 'armTimer'> & {
  stage: ConfirmTxStage;
};

/**
 * What the footer offers at each stage: Cancel and Confirm, each in its place from the first frame (Confirm drawn
 * disabled until every check allows it, so it never appears where Cancel was), locked while it works, then close.
 * Once allowed, Confirm ignores presses for 500 ms: a tap or a double click aimed before it was offered is dropped.
 */
function Footer({ stage, canConfirm, armTimer, onConfirm, onCancel, onDismiss }: FooterProps) {
  const busy = stage !== 'confirming';
  const armed = useArmed(canConfirm, armTimer);
  // The confirm button it replaces had the focus: hand it on, or Escape and screen readers lose the dialog.
  // The key makes it a new button (React would otherwise reuse the cancel button, and autoFocus only acts on mount).
  if (stage === 'pending' || stage === 'notSent')
    return (
      <Button key="close" autoFocus onClick={onDismiss}>
        {ledgerCopy('ui.close')}
      </Button>
    );
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {ledgerCopy('confirmTx.cancel')}
      </Button>
      <Button onClick={onConfirm} loading={busy} disabled={!busy && !canConfirm} unavailable={!busy && !armed}>
        {ledgerCopy('confirmTx.confirm')}
      </Button>
    </>
  );
}

/** The outcome once it is not "sent": pending with its id (and the explorer's link, where there is one), or not sent. */
function Outcome({
  stage,
  txId,
  explorer,
}: {
  stage: 'pending' | 'notSent';
  txId?: string;
  explorer?: ExplorerLinkTarget;
}) {
  return (
    <Notice tone={stage === 'pending' ? 'warning' : 'error'}>
      <p role="status">{ledgerCopy(stage === 'pending' ? 'confirmTx.pending' : 'confirmTx.notSent')}</p>
      {txId && (
        <p className={styles.txId}>
          {ledgerCopy('confirmTx.txId')}: <code>{txId}</code>
        </p>
      )}
      {explorer && <ExplorerLink {...explorer} />}
    </Notice>
  );
}

/** The confirmation shown before every paid action: value, Mox fee, network fee, total and recipient. */
export function ConfirmTxModal({
  open,
  action,
  value,
  exactValue,
  moxFee,
  networkFee,
  total,
  recipient,
  recipientName,
  highFee = false,
  dryRun,
  recipientCheck,
  firstTimeRecipient,
  lookAlike,
  unverified,
  canConfirm,
  notes = [],
  armTimer,
  stage = 'confirming',
  txId,
  explorer,
  onConfirm,
  onCancel,
  onDismiss = onCancel,
}: ConfirmTxModalProps) {
  const settled = stage === 'pending' || stage === 'notSent';
  const progress = PROGRESS[stage];
  const exactId = useId();
  return (
    <Modal
      open={open}
      onClose={settled ? onDismiss : onCancel}
      dismissible={stage === 'confirming' || settled}
      title={ledgerCopy('confirmTx.title')}
      describedBy={exactValue ? exactId : undefined}
      footer={
        <Footer
          stage={stage}
          canConfirm={canConfirm}
          armTimer={armTimer}
          onConfirm={onConfirm}
          onCancel={onCancel}
          onDismiss={onDismiss}
        />
      }
    >
      {settled && <Outcome stage={stage} txId={txId} explorer={stage === 'pending' ? explorer : undefined} />}
      <StatusLine message={progress && ledgerCopy(progress)} />
      {!settled && dryRun && <DryRun dryRun={dryRun} />}
      {!settled && <RecipientChecks check={recipientCheck} firstTime={firstTimeRecipient} lookAlike={lookAlike} />}
      {!settled && unverified && <UnverifiedAcknowledgement unverified={unverified} />}
      {highFee && (
        <Notice tone="warning" title={ledgerCopy('confirmTx.highFee')}>
          <p>{ledgerCopy('confirmTx.highFeeBody', COPY_FIGURES)}</p>
        </Notice>
      )}
      <div className={styles.summary}>
        <p className={styles.action}>{action}</p>
        <p className={styles.value}>{value}</p>
        {exactValue && (
          <p id={exactId} className={styles.exact}>
            {exactValue}
          </p>
        )}
      </div>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{ledgerCopy('confirmTx.value')}</dt>
          <dd>{value}</dd>
        </div>
        <div className={styles.row}>
          <dt>{ledgerCopy('confirmTx.moxFee')}</dt>
          <dd>{moxFee}</dd>
        </div>
        <div className={styles.row}>
          <dt>{ledgerCopy('confirmTx.networkFee')}</dt>
          <dd>{networkFee}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{ledgerCopy('confirmTx.total')}</dt>
          <dd>{total}</dd>
        </div>
        {notes.map((note, index) => (
          <div key={index} className={styles.note}>
            <dt>{ledgerCopy('confirmTx.notes')}</dt>
            <dd>{note}</dd>
          </div>
        ))}
        <div className={styles.recipient}>
          <dt>{ledgerCopy('confirmTx.recipient')}</dt>
          <dd>
            {recipientName && <span className={styles.recipientName}>{recipientName}</span>}
            <code>{recipient}</code>
          </dd>
        </div>
      </dl>
    </Modal>
  );
}
