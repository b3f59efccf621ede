import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { Panel } from '../Panel';
import { Spinner } from '../Spinner';
import styles from './PasskeyCard.module.css';

/** Props of {@link PasskeyCard}. */
export interface PasskeyCardProps {
  /** Whether this wallet has a passkey; null while that is being read. */
  enabled: boolean | null;
  onActivate: () => void;
  onRemove: () => void;
  /** The removal is running. */
  removing?: boolean;
  /** Why the last step failed (nothing changed), announced as an alert. */
  error?: string;
}

/** /home's passkey card: what a passkey does, and the button that turns it on, or the one that removes it. */
export function PasskeyCard({ enabled, onActivate, onRemove, removing = false, error }: PasskeyCardProps) {
  return (
    <Panel title={ledgerCopy('passkey.title')}>
      {enabled === null ? (
        <Spinner label={ledgerCopy('common.loading')} />
      ) : (
        <>
          {enabled ? (
            <Notice tone="success" title={ledgerCopy('passkey.activated')}>
              <p>{ledgerCopy('passkey.onBody')}</p>
            </Notice>
          ) : (
            <p className={styles.body}>{ledgerCopy('passkey.offBody')}</p>
          )}
          {error && (
            <div role="alert">
              <Notice tone="error">{error}</Notice>
            </div>
          )}
          {enabled ? (
            <Button variant="secondary" fullWidth loading={removing} onClick={onRemove}>
              {ledgerCopy('passkey.remove')}
            </Button>
          ) : (
            <Button fullWidth onClick={onActivate}>
              {ledgerCopy('passkey.activate')}
            </Button>
          )}
        </>
      )}
    </Panel>
  );
}
