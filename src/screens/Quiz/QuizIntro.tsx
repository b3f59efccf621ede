import type { ReactNode } from 'react';
import type { QuizRanking } from '../../hooks/quiz';
import { ledgerCopy } from '../../i18n/features';
import { COPY_FIGURES } from '../../i18n/figures';
import { Panel } from '../../ui/Panel';
import { PrizeList } from '../../ui/PrizeList';
import { RankingTable } from '../../ui/RankingTable';
import styles from './Quiz.module.css';

const PRIZES = ['tiles.quizPrize1', 'tiles.quizPrize2', 'tiles.quizPrize3'] as const;

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
        <p>{ledgerCopy('tiles.quizBody')}</p>
        <PrizeList
          title={ledgerCopy('tiles.quizPrizesTitle')}
          prizes={PRIZES.map((prize) => ledgerCopy(prize, COPY_FIGURES))}
        />
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
