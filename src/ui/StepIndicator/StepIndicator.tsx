import styles from './StepIndicator.module.css';

/** Props of {@link StepIndicator}. */
export interface StepIndicatorProps {
  /** Names the list for assistive technology (e.g. 'Pasos del registro'). */
  label: string;
  /** Every step's short name, in order. */
  steps: readonly string[];
  /** The 0-based index of the step the user is on. */
  current: number;
}

/** Where a multi-step flow stands: numbered steps, the finished ones ticked, the current one marked aria-current. */
export function StepIndicator({ label, steps, current }: StepIndicatorProps) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={styles.name}>{step}</span>
          </li>
        );
      })}
    </ol>
  );
}
