import styles from './MnemonicGrid.module.css';

/** Props of {@link MnemonicGrid}. */
export interface MnemonicGridProps {
  /** The 25 words, in order. */
  words: readonly string[];
  /** Names the list for assistive technology (e.g. 'Tus 25 palabras'). */
  label: string;
}

/**
 * The recovery phrase as a numbered list to copy onto paper: monospace so similar words stay apart, numbers beside
 * each word, and columns that run down so "word 9" is found by counting. Never translated by the browser.
 */
export function MnemonicGrid({ words, label }: MnemonicGridProps) {
  return (
    <div className={styles.frame}>
      <ol className={styles.grid} aria-label={label} translate="no">
        {words.map((word, index) => (
          <li key={index} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}.
            </span>{' '}
            <span className={styles.word}>{word}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
