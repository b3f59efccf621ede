import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { Spinner } from '../Spinner';
import { buttonClass, type ButtonLook } from './buttonClass';
import styles from './Button.module.css';

/** Props of {@link Button}: every native button attribute plus the kit's look and a loading state. */
export interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner, sets aria-busy and ignores clicks, so a paid action cannot be sent twice. */
  loading?: boolean;
  /**
   * Announced as unavailable (aria-disabled) and ignores presses, but keeps focus: for a button that is locked for
   * a while and then comes back (roulette's Play), where `disabled` would drop the keyboard user's focus to the page.
   */
  unavailable?: boolean;
  /** Optional leading icon. */
  icon?: IconName;
  children: ReactNode;
}

/** The kit's button. While loading it stays focusable (focus is not lost) but does nothing when pressed. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  unavailable = false,
  icon,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || unavailable) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, fullWidth }, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || unavailable || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner decorative size="sm" /> : icon && <Icon name={icon} />}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
