import type { SelectHTMLAttributes } from 'react';
import { controlClass, useFieldControl } from '../Field';
import { Icon } from '../Icon';
import styles from './Select.module.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link Select}. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
}

/** A native select (the phone's own picker) in the kit's look. */
export function Select({ value, onChange, options, className, ...rest }: SelectProps) {
  const control = useFieldControl();
  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <select
        {...control}
        {...rest}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClass} ${styles.select}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={styles.chevron}>
        <Icon name="chevronDown" />
      </span>
    </div>
  );
}
