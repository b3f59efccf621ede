import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import styles from './TargetResult.module.css';

/** Props of {@link TargetResult}. */
export interface TargetResultProps {
  score: number;
  /** The reward the claim paid, formatted in UMQ, once it is confirmed. */
  reward?: string;
  /** The claim is being confirmed or sent: 'Recompensa' is locked. */
  claiming?: boolean;
  onClaim: () => void;
  onRetry: () => void;
}

/**
 * How a target game ended: with points, the offer to claim ('Recompensa'), then what the claim paid; without
 * points, only 'Intentar de Nuevo' (a 0-point game pays and costs nothing).
 */
export function TargetResult({ score, reward, claiming = false, onClaim, onRetry }: TargetResultProps) {
  const claimable = score > 0 && reward === undefined;
  return (
    <div className={styles.result}>
      <p className={styles.score}>{ledgerCopy('target.finalScore', { n: score })}</p>
      {/* The game's end was announced by its toast (SPEC §8); only what the claim paid is news here. */}
      {reward === undefined ? (
        <p>{ledgerCopy(score > 0 ? 'target.canClaim' : 'target.noPoints')}</p>
      ) : (
        <p role="status">{ledgerCopy('target.rewarded', { amount: reward })}</p>
      )}
      {claimable ? (
        <Button size="lg" icon="gift" loading={claiming} onClick={onClaim}>
          {ledgerCopy('target.reward')}
        </Button>
      ) : (
        <Button size="lg" variant="secondary" onClick={onRetry}>
          {ledgerCopy('target.retry')}
        </Button>
      )}
    </div>
  );
}
