// The username tab: username (clearable) and password (show/hide, clearable).

import { useLingui } from '@lingui/react/macro';
import { PasswordField } from '@/components/field/PasswordField';
import { TextField } from '@/components/field/TextField';
import type { FieldName, LoginErrors, LoginValues } from './fields';

export interface FieldsProps {
  values: LoginValues;
  errors: LoginErrors;
  setValue: (field: keyof LoginValues, value: string) => void;
  blur: (field: FieldName) => () => void;
  inputRef: (field: FieldName) => (el: HTMLInputElement | null) => void;
}

export function UsernameFields({ values, errors, setValue, blur, inputRef }: FieldsProps) {
  const { t, i18n } = useLingui();
  const error = (f: FieldName) => (errors[f] ? i18n._(errors[f]) : null);
  return (
    <>
      <TextField
        id="login-username"
        label={t`Username`}
        value={values.username}
        onInput={(v) => setValue('username', v)}
        onBlur={blur('username')}
        error={error('username')}
        inputRef={inputRef('username')}
        autoComplete="username"
        clearable
      />
      <PasswordField
        id="login-password"
        label={t`Password`}
        value={values.password}
        onInput={(v) => setValue('password', v)}
        onBlur={blur('password')}
        error={error('password')}
        inputRef={inputRef('password')}
        autoComplete="current-password"
      />
    </>
  );
}
