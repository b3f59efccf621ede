import { t } from '../../i18n';
import { Button } from '../Button';
import { Modal } from '../Modal';
import styles from './ConfirmTxModal.module.css';

/** Props of {@link ConfirmTxModal}: every amount arrives formatted (e.g. '15 UMQ', '0.002 ALGO'). */
export interface ConfirmTxModalProps {
  open: boolean;
  /** What the user is doing, e.g. 'Envío de ALGO'. */
  action: string;
  value: string;
  /** 15 UMQ for token actions, 0 for ALGO sends. */
  moxFee: string;
  /** The real fee of the whole group. */
  networkFee: string;
  total: string;
  /** The full receiver address: never shortened where the user confirms it. */
  recipient: string;
  /** While the group is being signed and sent: confirm spins, nothing can be pressed or dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation shown before every paid action: value, Mox fee, network fee, total and recipient. */
export function ConfirmTxModal({
  open,
  action,
  value,
  moxFee,
  networkFee,
  total,
  recipient,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmTxModalProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      dismissible={!busy}
      title={t('confirmTx.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('confirmTx.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {t('confirmTx.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.summary}>
        <p className={styles.action}>{action}</p>
        <p className={styles.value}>{value}</p>
      </div>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('confirmTx.value')}</dt>
          <dd>{value}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('confirmTx.moxFee')}</dt>
          <dd>{moxFee}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('confirmTx.networkFee')}</dt>
          <dd>{networkFee}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('confirmTx.total')}</dt>
          <dd>{total}</dd>
        </div>
        <div className={styles.recipient}>
          <dt>{t('confirmTx.recipient')}</dt>
          <dd>
            <code>{recipient}</code>
          </dd>
        </div>
      </dl>
    </Modal>
  );
}
