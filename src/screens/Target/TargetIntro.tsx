import { ledgerCopy } from '../../i18n/features';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import styles from './Target.module.css';

/** Props of {@link TargetIntro}. */
export interface TargetIntroProps {
  /** The balance is still being read: 'Jugar' waits for it. */
  checking: boolean;
  /** Set when the account holds too little UMQ to claim at the end: said instead of offering 'Jugar'. */
  shortfall?: string;
  onPlay: () => void;
}

/** Over the zone before a game: the rules and 'Jugar', or why the game cannot start. */
export function TargetIntro({ checking, shortfall, onPlay }: TargetIntroProps) {
  return (
    <div className={styles.intro}>
      <p>{ledgerCopy('target.rules')}</p>
      {shortfall ? (
        <Notice tone="warning">{shortfall}</Notice>
      ) : (
        <Button size="lg" icon="games" loading={checking} onClick={onPlay}>
          {ledgerCopy('target.play')}
        </Button>
      )}
    </div>
  );
}
