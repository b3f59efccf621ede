import { useState, type InputHTMLAttributes } from 'react';
import { t } from '../../i18n';
import { bareControlClass, framedClass, useFieldControl } from '../Field';
import { IconButton } from '../IconButton';

/** Props of {@link PasswordInput}: a native input's attributes except its type, which the toggle owns. */
export type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password input with a show/hide toggle, so a phone user can check what they typed. */
export function PasswordInput({ className, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const control = useFieldControl();
  return (
    <div className={[framedClass, className].filter(Boolean).join(' ')}>
      <input
        {...control}
        {...rest}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        spellCheck={false}
        className={bareControlClass}
      />
      <IconButton
        icon={visible ? 'eyeOff' : 'eye'}
        label={visible ? t('ui.hidePassword') : t('ui.showPassword')}
        onClick={() => setVisible((shown) => !shown)}
        disabled={rest.disabled}
      />
    </div>
  );
}
