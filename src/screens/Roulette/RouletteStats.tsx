import { useId } from 'react';
import type { RouletteStats as Stats } from '../../hooks/roulette';
import { formatNumber } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { Notice } from '../../ui/Notice';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import styles from './Roulette.module.css';

const prizeLabel = (prize: bigint) =>
  prize === 0n ? ledgerCopy('roulette.segmentSpecialShort') : ledgerCopy('roulette.segmentUmq', { n: prize });

/** One stat: its value named by its term, so assistive technology reads "Participantes: 3". */
function Stat({ term, value }: { term: string; value: string }) {
  const id = useId();
  return (
    <div>
      <dt id={id}>{term}</dt>
      <dd aria-labelledby={id}>{value}</dd>
    </div>
  );
}

/** The roulette's stats from its global state: last result, participants, prizes distributed. */
export function RouletteStats({ stats, failed }: { stats?: Stats; failed: boolean }) {
  let body;
  if (stats) {
    body = (
      <dl className={styles.stats}>
        <Stat
          term={ledgerCopy('roulette.lastResult')}
          value={stats.participants === 0n ? ledgerCopy('roulette.noSpins') : prizeLabel(stats.lastResult)}
        />
        <Stat term={ledgerCopy('roulette.participants')} value={formatNumber(stats.participants)} />
        <Stat
          term={ledgerCopy('roulette.prizesDistributed')}
          value={ledgerCopy('roulette.segmentUmq', { n: stats.prizesDistributed })}
        />
      </dl>
    );
  } else if (failed) {
    body = <Notice tone="error">{ledgerCopy('errors.rouletteState')}</Notice>;
  } else {
    body = <Spinner label={ledgerCopy('common.loading')} />;
  }
  return <Panel title={ledgerCopy('roulette.stats')}>{body}</Panel>;
}
