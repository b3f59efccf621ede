import { useState } from 'react';
import { t } from '../../i18n';
import { useCopyFeedback } from '../clipboard';
import { shortenAddress } from '../format';
import { ExplorerLink } from '../ExplorerLink';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { TOAST_DURATION_MS, type ToastItem } from './types';
import { useAutoDismiss } from './useAutoDismiss';
import styles from './Toast.module.css';

/** Props of {@link Toast}. */
export interface ToastProps {
  toast: ToastItem;
  onDismiss: (id: number) => void;
  /** Time on screen; the spec's 5.5 s unless a story needs it shorter. */
  durationMs?: number;
}

const toneIcon = { success: 'success', error: 'error', info: 'info' } as const;

/**
 * One notification card. With a txId the text is a button that copies the full id and then says so; with an explorer
 * link, 'Ver en el explorador' follows it.
 */
export function Toast({ toast, onDismiss, durationMs = TOAST_DURATION_MS }: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { copied, copy } = useCopyFeedback();
  useAutoDismiss(() => onDismiss(toast.id), durationMs, hovered || focused);

  const { txId } = toast;
  return (
    <div
      className={styles.toast}
      data-tone={toast.tone}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <span className={styles.icon}>
        <Icon name={toneIcon[toast.tone]} size="1.5rem" />
      </span>
      <div className={styles.content}>
        {txId ? (
          <button type="button" className={styles.body} onClick={() => copy(txId)}>
            <span className={styles.message}>{toast.message}</span>
            <span className={styles.tx}>
              <code>{shortenAddress(txId)}</code>
              <span className={styles.hint}>
                {copied && <Icon name="check" />}
                {copied ? t('ui.txIdCopied') : t('ui.copyTxId')}
              </span>
            </span>
          </button>
        ) : (
          <p className={styles.body}>
            <span className={styles.message}>{toast.message}</span>
          </p>
        )}
        {toast.explorer && (
          <span className={styles.explorer}>
            <ExplorerLink {...toast.explorer} />
          </span>
        )}
      </div>
      <IconButton icon="close" label={t('ui.close')} onClick={() => onDismiss(toast.id)} tone="onDark" />
    </div>
  );
}
