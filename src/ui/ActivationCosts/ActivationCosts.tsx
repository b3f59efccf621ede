import { useId } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { Notice } from '../Notice';
import styles from './ActivationCosts.module.css';

/** One activation: its button's text and the ALGO it reserves and pays, written in the reader's locale. */
export interface ActivationCostRow {
  label: string;
  reserve: string;
  fee: string;
}

/** Props of {@link ActivationCosts}: every figure already written with its unit ('0,1285 ALGO'). */
export interface ActivationCostsProps {
  /** What the account already reserves by existing. */
  accountMin: string;
  steps: readonly ActivationCostRow[];
  /** The account's minimum plus every step's reserve and fee. */
  total: string;
  /** The ALGO the account holds. */
  held: string;
  /** What is still missing for every step; null when the account holds enough. */
  missing: string | null;
}

/**
 * Before the first activation on MainNet: the ALGO each step reserves (0.1 per token, each app's local state) and the
 * fee it pays, the total against what the account holds, and how to get ALGO.
 */
export function ActivationCosts({ accountMin, steps, total, held, missing }: ActivationCostsProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Notice tone="info">
        <h2 id={titleId} className={styles.title}>
          {ledgerCopy('activationCosts.title')}
        </h2>
        <p>{ledgerCopy('activationCosts.intro', { accountMin })}</p>
        <table className={styles.table}>
          <caption className={styles.caption}>{ledgerCopy('activationCosts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{ledgerCopy('activationCosts.step')}</th>
              <th scope="col">{ledgerCopy('activationCosts.reserve')}</th>
              <th scope="col">{ledgerCopy('activationCosts.fee')}</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step) => (
              <tr key={step.label}>
                <th scope="row">{step.label}</th>
                <td>{step.reserve}</td>
                <td>{step.fee}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.total}>
          {ledgerCopy('activationCosts.total')}: <strong>{total}</strong>
        </p>
        <p>
          {ledgerCopy('activationCosts.held', { held })}{' '}
          <strong>
            {missing ? ledgerCopy('activationCosts.missing', { missing }) : ledgerCopy('activationCosts.enough')}
          </strong>
        </p>
        <h3 className={styles.howTitle}>{ledgerCopy('activationCosts.howTitle')}</h3>
        <p>{ledgerCopy('activationCosts.how')}</p>
      </Notice>
    </section>
  );
}
