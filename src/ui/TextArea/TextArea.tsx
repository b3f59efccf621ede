import type { TextareaHTMLAttributes } from 'react';
import { controlClass, useFieldControl } from '../Field';
import styles from './TextArea.module.css';

/** Props of {@link TextArea}. */
export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Monospace text, for the 25-word phrase. */
  mono?: boolean;
}

/** A multi-line text input; inside a Field it picks up the label, hint and error wiring. */
export function TextArea({ mono = false, className, rows = 4, ...rest }: TextAreaProps) {
  const control = useFieldControl();
  return (
    <textarea
      {...control}
      {...rest}
      rows={rows}
      data-mono={mono || undefined}
      className={[controlClass, styles.textArea, className].filter(Boolean).join(' ')}
    />
  );
}
