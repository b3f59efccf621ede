import { useTarget } from '../../hooks/target';
import { GameStats } from '../../ui/GameStats';
import { TargetResult } from '../../ui/TargetResult';
import { TargetZone } from '../../ui/TargetZone';
import { StartModal } from './StartModal';
import { TargetIntro } from './TargetIntro';
import { AppGate } from '../shared';
import styles from './Target.module.css';

/**
 * `/target` (SPEC §2) signed in: the opt-ins first ('Activar Tiro'), then the scoreboard and the game zone with a
 * moving target, score, time and lives.
 */
export function TargetScreen({ address }: { address: string }) {
  const target = useTarget(address);
  const { gate } = target;
  if (gate.status !== 'ready') return <AppGate gate={gate} />;
  return (
    <div className={styles.page}>
      <GameStats {...target.stats} />
      <TargetZone {...target.zone}>
        {target.phase === 'over' ? <TargetResult {...target.result} /> : <TargetIntro {...target.intro} />}
      </TargetZone>
      <StartModal {...target.confirm} />
    </div>
  );
}
