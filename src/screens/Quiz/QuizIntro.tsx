import type { ReactNode } from 'react';
import type { QuizRanking } from '../../hooks/quiz';
import { t } from '../../i18n/features';
import { Panel } from '../../ui/Panel';
import { PrizeList } from '../../ui/PrizeList';
import { RankingTable } from '../../ui/RankingTable';
import styles from './Quiz.module.css';

const PRIZES = [t('tiles.quizPrize1'), t('tiles.quizPrize2'), t('tiles.quizPrize3')];

/** The intro: what the quiz is, its prizes, the gate or the start button (`action`), and the ranking. */
export function QuizIntro({
  ranking,
  loading,
  error,
  action,
}: {
  ranking?: QuizRanking;
  loading: boolean;
  error?: string;
  action: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <Panel>
        <p>{t('tiles.quizBody')}</p>
        <PrizeList title={t('tiles.quizPrizesTitle')} prizes={PRIZES} />
      </Panel>
      {action}
      <Panel>
        <RankingTable
          rows={ranking?.rows ?? []}
          own={ranking?.own}
          players={ranking?.players}
          loading={loading}
          error={error}
        />
      </Panel>
    </div>
  );
}
