import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from '../Icon';
import styles from './IconButton.module.css';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** The accessible name (and tooltip): an icon alone says nothing to a screen reader. */
  label: string;
  /** `onDark` for use on the ink-coloured surfaces. */
  tone?: 'default' | 'onDark';
}

/** A round, icon-only button with a 44 px tap target, named by `label`. */
export function IconButton({ icon, label, tone = 'default', type = 'button', className, ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      data-tone={tone}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
    >
      <Icon name={icon} />
    </button>
  );
}
