import styles from './Button.module.css';

/** Look of a button: its colour role, size and whether it spans its container. */
export interface ButtonLook {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
}

/**
 * The class list that makes any element look like a kit button; shared by Button and LinkButton, and usable on
 * a router's own link component when a screen cannot use LinkButton.
 */
export function buttonClass({ variant = 'primary', size = 'md', fullWidth = false }: ButtonLook, extra?: string) {
  return [styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, extra].filter(Boolean).join(' ');
}
