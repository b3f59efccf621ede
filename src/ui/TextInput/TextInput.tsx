import type { InputHTMLAttributes } from 'react';
import { controlClass, useFieldControl } from '../Field';

/** Props of {@link TextInput}: a native input's attributes. */
export type TextInputProps = InputHTMLAttributes<HTMLInputElement>;

/** A single-line text input; inside a Field it picks up the label, hint and error wiring. */
export function TextInput({ className, type = 'text', ...rest }: TextInputProps) {
  const control = useFieldControl();
  return <input {...control} {...rest} type={type} className={[controlClass, className].filter(Boolean).join(' ')} />;
}
