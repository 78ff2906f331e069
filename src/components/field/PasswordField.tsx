// A password input with a show/hide toggle and, by default, the clear button (specification §2).
// The toggle keeps one name ("Show password") and reports its state with aria-pressed: changing
// the name of a pressed toggle as well would announce a double negative ("Hide password, pressed").

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from './TextField';
import { StrokeIcon, glyphs } from './StrokeIcon';
import css from './Field.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'suffix' | 'clearable'> & {
  /** Default true. */
  clearable?: boolean;
};

export function PasswordField({ clearable = true, ...rest }: PasswordFieldProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const toggle = (
    <button
      type="button"
      class={css.icon}
      aria-label={t`Show password`}
      aria-pressed={shown}
      aria-controls={rest.id}
      onClick={() => setShown(!shown)}
    >
      <StrokeIcon d={shown ? glyphs.eyeOff : glyphs.eye} />
    </button>
  );
  return <TextField {...rest} clearable={clearable} type={shown ? 'text' : 'password'} suffix={toggle} />;
}
