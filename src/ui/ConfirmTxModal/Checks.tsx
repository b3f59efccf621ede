import { ledgerCopy } from '../../i18n/features';
import { Checkbox } from '../Checkbox';
import { Notice } from '../Notice';
import { Spinner } from '../Spinner';
import styles from './ConfirmTxModal.module.css';

/** The dry run's verdict (algod simulate of the unsigned group) before Confirm is offered. */
export type DryRunView =
  | { kind: 'simulating' }
  /** `changes`: one signed line per asset, e.g. '+500 UMQ', '−0.003 ALGO'. `prizeBySpin`: a game whose result is left out. */
  | { kind: 'ok'; changes: readonly string[]; prizeBySpin?: boolean }
  | { kind: 'failed'; reason: string }
  | { kind: 'unavailable' };

/** An earlier recipient the receiver looks like (same first and last four characters), and whether the user saw it. */
export interface LookAlikeView {
  earlier: string;
  acknowledged: boolean;
  onAcknowledge: (acknowledged: boolean) => void;
}

/** What the dry run says the group will do to the user's balances, or why it cannot say. */
export function DryRun({ dryRun }: { dryRun: DryRunView }) {
  if (dryRun.kind === 'simulating') return <Spinner label={ledgerCopy('confirmTx.simulating')} />;
  if (dryRun.kind === 'failed') {
    return (
      <Notice tone="error">
        <p role="alert">{ledgerCopy('confirmTx.dryRunFailed', { reason: dryRun.reason })}</p>
      </Notice>
    );
  }
  if (dryRun.kind === 'unavailable') {
    return (
      <Notice tone="warning" title={ledgerCopy('confirmTx.dryRunUnavailable')}>
        <p>{ledgerCopy('confirmTx.dryRunUnavailableBody')}</p>
      </Notice>
    );
  }
  return (
    <section className={styles.changes} aria-label={ledgerCopy('confirmTx.balanceChanges')}>
      <h3>{ledgerCopy('confirmTx.balanceChanges')}</h3>
      {dryRun.changes.length > 0 ? (
        <ul>
          {dryRun.changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{ledgerCopy('confirmTx.noBalanceChanges')}</p>
      )}
      {dryRun.prizeBySpin && <p>{ledgerCopy('confirmTx.prizeBySpin')}</p>}
    </section>
  );
}

/** A tick the user must give before Confirm: that they go on although a check could not answer. */
export interface AcknowledgeView {
  acknowledged: boolean;
  onAcknowledge: (acknowledged: boolean) => void;
}

/** Props of {@link RecipientChecks}. */
interface RecipientChecksProps {
  /** The indexer is still being read, or could not be. */
  check?: 'checking' | 'unavailable';
  firstTime?: boolean;
  lookAlike?: LookAlikeView;
}

/**
 * What the user should know about the receiver: that it is still being checked, that it could not be, a first
 * payment, or an address like a known one (with its tick).
 */
export function RecipientChecks({ check, firstTime, lookAlike }: RecipientChecksProps) {
  return (
    <>
      {check === 'checking' && <Spinner label={ledgerCopy('confirmTx.checkingRecipient')} />}
      {check === 'unavailable' && (
        <Notice tone="warning" title={ledgerCopy('confirmTx.recipientUnavailable')}>
          <p>{ledgerCopy('confirmTx.recipientUnavailableBody')}</p>
        </Notice>
      )}
      {firstTime && (
        <Notice tone="info">
          <p>{ledgerCopy('confirmTx.firstTime')}</p>
        </Notice>
      )}
      {lookAlike && (
        <Notice tone="warning">
          <p>{ledgerCopy('confirmTx.lookAlike')}</p>
          <p className={styles.earlier}>
            <code>{lookAlike.earlier}</code>
          </p>
          <Checkbox
            checked={lookAlike.acknowledged}
            onChange={lookAlike.onAcknowledge}
            label={ledgerCopy('confirmTx.lookAlikeAck')}
          />
        </Notice>
      )}
    </>
  );
}

/** The deliberate second step when a check could not answer: Confirm waits for this tick. */
export function UnverifiedAcknowledgement({ unverified }: { unverified: AcknowledgeView }) {
  return (
    <Checkbox
      checked={unverified.acknowledged}
      onChange={unverified.onAcknowledge}
      label={ledgerCopy('confirmTx.unverifiedAck')}
    />
  );
}
