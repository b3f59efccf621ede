import type { RouletteStats as Stats } from '../../hooks/roulette';
import { t } from '../../i18n';
import { Notice } from '../../ui/Notice';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import styles from './Roulette.module.css';

const prizeLabel = (prize: bigint) =>
  prize === 0n ? t('roulette.segmentSpecialShort') : t('roulette.segmentUmq', { n: prize });

/** The roulette's stats from its global state: last result, participants, prizes distributed. */
export function RouletteStats({ stats, failed }: { stats?: Stats; failed: boolean }) {
  let body;
  if (stats) {
    body = (
      <dl className={styles.stats}>
        <div>
          <dt>{t('roulette.lastResult')}</dt>
          <dd>{stats.participants === 0n ? t('roulette.noSpins') : prizeLabel(stats.lastResult)}</dd>
        </div>
        <div>
          <dt>{t('roulette.participants')}</dt>
          <dd>{String(stats.participants)}</dd>
        </div>
        <div>
          <dt>{t('roulette.prizesDistributed')}</dt>
          <dd>{t('roulette.segmentUmq', { n: stats.prizesDistributed })}</dd>
        </div>
      </dl>
    );
  } else if (failed) {
    body = <Notice tone="error">{t('errors.rouletteState')}</Notice>;
  } else {
    body = <Spinner label={t('common.loading')} />;
  }
  return <Panel title={t('roulette.stats')}>{body}</Panel>;
}
