import { formatAsset } from '../../hooks/account';
import { useStake } from '../../hooks/stake';
import { ledgerCopy } from '../../i18n/features';
import { COPY_FIGURES } from '../../i18n/figures';
import { Panel } from '../../ui/Panel';
import { OwedReward } from '../../ui/OwedReward';
import { Spinner } from '../../ui/Spinner';
import { StakeForm } from '../../ui/StakeForm';
import { StakeStatus } from '../../ui/StakeStatus';
import { AppGate, SplitPage } from '../shared';
import styles from './Stake.module.css';

/** `/stake` (SPEC §2) signed in: 'Activar Staking' first, then the amount, 'Hacer Stake', 'Retirar Stake' and the stake's table. */
export function StakeScreen({ address }: { address: string }) {
  const stake = useStake(address);
  const { gate } = stake;
  if (gate.status !== 'ready') return <AppGate gate={gate} />;
  return (
    <SplitPage>
      <Panel title={ledgerCopy('stake.formTitle')}>
        <p className={styles.intro}>{ledgerCopy('stake.intro', COPY_FIGURES)}</p>
        {stake.umqHeld !== null && (
          <p className={styles.balance}>
            {ledgerCopy('stake.balance', { balance: formatAsset(stake.umqHeld, 'UMQ') })}
          </p>
        )}
        <StakeForm {...stake.form} />
      </Panel>
      {stake.owed && <OwedReward {...stake.owed} />}
      {stake.status && <StakeStatus {...stake.status} />}
      {stake.readingClock && <Spinner label={ledgerCopy('stake.readingClock')} />}
    </SplitPage>
  );
}
