import { useEffect, useId, useRef } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { Icon } from '../Icon';
import styles from './QuizResult.module.css';

/** Props of {@link QuizResult}. */
export interface QuizResultProps {
  score: number;
  total: number;
  /** The quiz time, already formatted mm:ss.cc. */
  time: string;
  onSubmit: () => void;
  /** The result is on its way (confirmation, signing, sending): the button spins and a second press does nothing. */
  submitting?: boolean;
  /** Sending is not possible now (e.g. the result was already sent). */
  disabled?: boolean;
  /** Why the last send failed ('Error al enviar resultado'). */
  error?: string;
}

/** One figure of the card, its value named by its label (so a screen reader and a test read 'Tiempo: 00:42.17'). */
function Figure({ label, value }: { label: string; value: string }) {
  const labelId = useId();
  return (
    <div className={styles.figure}>
      <dt id={labelId}>{label}</dt>
      <dd className={styles.value} aria-labelledby={labelId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The end screen's card: the score of the quiz, its time and 'Enviar resultado'. Its title takes the focus when it
 * appears: the last question's option that had it is gone, and the keyboard goes on from here.
 */
export function QuizResult({
  score,
  total,
  time,
  onSubmit,
  submitting = false,
  disabled = false,
  error,
}: QuizResultProps) {
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => title.current?.focus(), []);
  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <h2 ref={title} id={titleId} tabIndex={-1} className={styles.title}>
        {ledgerCopy('quiz.resultTitle')}
      </h2>
      <dl className={styles.figures}>
        <Figure label={ledgerCopy('quiz.score')} value={ledgerCopy('quiz.scoreOf', { score, total })} />
        <Figure label={ledgerCopy('quiz.time')} value={time} />
      </dl>
      <p className={styles.hint}>{ledgerCopy('quiz.timeHint')}</p>
      {error && (
        <p className={styles.error} role="alert">
          <Icon name="error" />
          {error}
        </p>
      )}
      <Button size="lg" fullWidth icon="send" loading={submitting} disabled={disabled} onClick={onSubmit}>
        {ledgerCopy('quiz.submit')}
      </Button>
    </section>
  );
}
