import { t } from '../../i18n';
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

/** The end screen's card: the score of the quiz, its time and 'Enviar resultado'. */
export function QuizResult({
  score,
  total,
  time,
  onSubmit,
  submitting = false,
  disabled = false,
  error,
}: QuizResultProps) {
  return (
    <div className={styles.result}>
      <h2 className={styles.title}>{t('quiz.resultTitle')}</h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('quiz.score')}</dt>
          <dd className={styles.value}>{t('quiz.scoreOf', { score, total })}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('quiz.time')}</dt>
          <dd className={styles.value}>{time}</dd>
        </div>
      </dl>
      <p className={styles.hint}>{t('quiz.timeHint')}</p>
      {error && (
        <p className={styles.error} role="alert">
          <Icon name="error" />
          {error}
        </p>
      )}
      <Button size="lg" fullWidth icon="send" loading={submitting} disabled={disabled} onClick={onSubmit}>
        {t('quiz.submit')}
      </Button>
    </div>
  );
}
