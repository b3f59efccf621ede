import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { Panel } from '../Panel';
import styles from './StakeStatus.module.css';

/** The running stake's figures, every one already formatted by the hooks. */
export interface StakeFigures {
  /** The UMQ staked, with its symbol ('250 UMQ'). */
  amount: string;
  /** How long it has been staked, re-rendered every second ('0 d 0 h 1 min 5 s'). */
  timeStaked: string;
  /** The HLK a withdrawal would pay now, with its symbol ('0.000001072 HLK'). */
  reward: string;
  /** The yearly rate ('0.52 %'). */
  apr: string;
}

/** Props of {@link StakeStatus}. */
export interface StakeStatusProps {
  /** The running stake, or null when none runs: 'Retirar Stake' stays (SPEC §2), and the hooks say there is none. */
  figures: StakeFigures | null;
  /** 'Retirar Stake': ends the stake. */
  onWithdraw: () => void;
  /** The withdrawal is on its way: spinner on the button, presses ignored. */
  withdrawing?: boolean;
}

/**
 * The stake of /stake: a table of amount, time staked, estimated reward and APR, or a line saying none runs; and
 * 'Retirar Stake' in both cases, as the spec always shows it.
 */
export function StakeStatus({ figures, onWithdraw, withdrawing = false }: StakeStatusProps) {
  const rows = figures && [
    [ledgerCopy('stake.staked'), figures.amount],
    [ledgerCopy('stake.timeStaked'), figures.timeStaked],
    [ledgerCopy('stake.reward'), figures.reward],
    [ledgerCopy('stake.apr'), figures.apr],
  ];
  return (
    <Panel title={ledgerCopy('stake.statusTitle')}>
      {rows ? (
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
      ) : (
        <p className={styles.none}>{ledgerCopy('stake.noStake')}</p>
      )}
      <Button size="lg" fullWidth loading={withdrawing} onClick={onWithdraw}>
        {ledgerCopy('stake.withdraw')}
      </Button>
    </Panel>
  );
}
