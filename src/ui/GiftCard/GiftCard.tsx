import { ledgerCopy } from '../../i18n/features';
import { COPY_FIGURES } from '../../i18n/figures';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Notice } from '../Notice';
import { Panel } from '../Panel';
import styles from './GiftCard.module.css';

/**
 * Where the welcome gift stands (SPEC §4 Gift): not activated yet, ready to claim, or claimed; `checking` while the
 * ledger has not said yet (the card then shows only the gift, so a claimed account never reads "activate it").
 */
export type GiftStatus = 'checking' | 'not-activated' | 'can-claim' | 'claimed';

/** Props of {@link GiftCard}. */
export interface GiftCardProps {
  status: GiftStatus;
  /** 'Reclamar UMQ' (ready to claim). */
  onClaim: () => void;
  /** The claim is on its way: spinner on the button, presses ignored. */
  busy?: boolean;
}

const LINE = { 'not-activated': 'referral.notActivated', 'can-claim': 'referral.canClaim' } as const;

/**
 * The welcome gift of /referido: 500 UMQ, its dates (as on /news), and what its state allows: 'Reclamar UMQ' once
 * activated, a line once claimed. Not activated, it only says so: the screen's gate offers 'Activar Regalo'.
 */
export function GiftCard({ status, onClaim, busy = false }: GiftCardProps) {
  return (
    <Panel tone="hero" title={ledgerCopy('referral.giftLabel')}>
      <p className={styles.amount}>
        <Icon name="gift" size="2rem" />
        {ledgerCopy('referral.giftAmount')}
      </p>
      <p className={styles.dates}>{ledgerCopy('news.giftBody', COPY_FIGURES)}</p>
      {status === 'claimed' && <Notice tone="success">{ledgerCopy('referral.claimed')}</Notice>}
      {(status === 'not-activated' || status === 'can-claim') && <p>{ledgerCopy(LINE[status])}</p>}
      {status === 'can-claim' && (
        <Button size="lg" fullWidth loading={busy} icon="gift" onClick={onClaim}>
          {ledgerCopy('referral.claim')}
        </Button>
      )}
    </Panel>
  );
}
