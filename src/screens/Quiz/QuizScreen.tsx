import { useQuiz } from '../../hooks/quiz';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { QuizQuestion } from '../../ui/QuizQuestion';
import { QuizResult } from '../../ui/QuizResult';
import { QuizIntro } from './QuizIntro';
import { AppGate } from '../shared';
import styles from './Quiz.module.css';

/** `/quizz` (SPEC §2) signed in: the intro with the on-chain ranking, then ten questions, then the result to send. */
export function QuizScreen({ address }: { address: string }) {
  const quiz = useQuiz(address);
  const { gate } = quiz;

  if (quiz.stage === 'question') {
    return (
      <Panel>
        <QuizQuestion {...quiz.question} />
      </Panel>
    );
  }
  if (quiz.stage === 'end') {
    return (
      <div className={styles.page}>
        <Panel>
          <QuizResult {...quiz.result} />
          <p className={styles.cost}>{quiz.cost}</p>
        </Panel>
        <Button variant="ghost" fullWidth onClick={quiz.backToIntro} disabled={quiz.result.submitting}>
          {ledgerCopy('quiz.backToIntro')}
        </Button>
      </div>
    );
  }
  const action =
    gate.status === 'ready' ? (
      <div className={styles.start}>
        <Button size="lg" fullWidth icon="quiz" onClick={quiz.start}>
          {ledgerCopy('quiz.start')}
        </Button>
        <p className={styles.cost}>{quiz.cost}</p>
      </div>
    ) : (
      <AppGate gate={gate} />
    );
  // A failed poll after a first answer keeps the last ranking on screen; only a ranking never loaded says why.
  const { data, isError } = quiz.ranking;
  return (
    <QuizIntro
      ranking={data}
      loading={data === undefined && !isError}
      error={data === undefined && isError ? ledgerCopy('quiz.rankingError') : undefined}
      action={action}
    />
  );
}
