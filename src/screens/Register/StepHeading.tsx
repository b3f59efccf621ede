import { useEffect, useRef } from 'react';
import styles from './Register.module.css';

/** A step's h2, focused when the step appears so keyboard and screen-reader users start reading there. */
export function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h2>
  );
}
