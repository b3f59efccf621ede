import { t } from '../../i18n';
import { Button } from '../Button';
import { Panel } from '../Panel';
import styles from './StakeStatus.module.css';

/** Props of {@link StakeStatus}: every figure already formatted by the hooks. */
export interface StakeStatusProps {
  /** The UMQ staked, with its symbol ('250 UMQ'). */
  amount: string;
  /** How long it has been staked, re-rendered every second ('0 d 0 h 1 min 5 s'). */
  timeStaked: string;
  /** The HLK a withdrawal would pay now, with its symbol ('0.000001072 HLK'). */
  reward: string;
  /** The yearly rate ('0.52 %'). */
  apr: string;
  /** 'Retirar Stake': ends the stake. */
  onWithdraw: () => void;
  /** The withdrawal is on its way: spinner on the button, presses ignored. */
  withdrawing?: boolean;
}

/** The running stake of /stake: a table of amount, time staked, estimated reward and APR, and 'Retirar Stake'. */
export function StakeStatus({ amount, timeStaked, reward, apr, onWithdraw, withdrawing = false }: StakeStatusProps) {
  const rows = [
    [t('stake.staked'), amount],
    [t('stake.timeStaked'), timeStaked],
    [t('stake.reward'), reward],
    [t('stake.apr'), apr],
  ] as const;
  return (
    <Panel title={t('stake.statusTitle')}>
      <table className={styles.table}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button size="lg" fullWidth loading={withdrawing} onClick={onWithdraw}>
        {t('stake.withdraw')}
      </Button>
    </Panel>
  );
}
