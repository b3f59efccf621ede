import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Notice } from '../Notice';
import { Panel } from '../Panel';
import { Spinner } from '../Spinner';
import styles from './GateCard.module.css';

/** One opt-in a screen needs, and whether the account has done it. */
export interface GateCardStep {
  label: string;
  done: boolean;
}

/** Props of {@link GateCard}. */
export interface GateCardProps {
  /** `missing` offers the next step; `loading` while the ledger is read; `error` when it could not be. */
  status: 'loading' | 'error' | 'missing';
  steps: readonly GateCardStep[];
  /** The next step's button: the spec's text ('Activar Quiz', 'Activar UMQ'…), its action, and whether it runs. */
  next?: { label: string; onClick: () => void; busy: boolean } | null;
  /** While `error`: what could not be read and how to read it again (the card stays; the screen around it too). */
  error?: { message: string; onRetry: () => void } | null;
}

/**
 * What a feature screen shows until its account is ready (DESIGN.md §13): the opt-ins it needs, in order, each
 * ticked once done, and one button for the next. Each step is a paid action the user confirms.
 */
export function GateCard({ status, steps, next, error }: GateCardProps) {
  return (
    <Panel title={ledgerCopy('gate.title')}>
      <p className={styles.body}>{ledgerCopy('gate.body')}</p>
      <ol className={styles.steps} aria-label={ledgerCopy('gate.steps')}>
        {steps.map((step) => (
          <li key={step.label} className={styles.step} data-done={step.done}>
            <span className={styles.mark} aria-hidden="true">
              {step.done && <Icon name="check" />}
            </span>
            <span>{step.label}</span>
            <span className="visually-hidden">{step.done ? ledgerCopy('gate.done') : ledgerCopy('gate.todo')}</span>
          </li>
        ))}
      </ol>
      {status === 'loading' && <Spinner label={ledgerCopy('gate.loading')} />}
      {status === 'error' && <Notice tone="error">{error?.message ?? ledgerCopy('gate.readFailed')}</Notice>}
      {status === 'error' && error && (
        <Button variant="secondary" fullWidth onClick={error.onRetry}>
          {ledgerCopy('gate.retry')}
        </Button>
      )}
      {status === 'missing' && next && (
        <Button fullWidth onClick={next.onClick} loading={next.busy}>
          {next.label}
        </Button>
      )}
    </Panel>
  );
}
