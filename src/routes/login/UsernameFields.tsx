// The username tab: username (clearable) and password (show/hide, clearable).

import { useLingui } from '@lingui/react/macro';
import { PasswordField } from '@/components/field/PasswordField';
import { TextField } from '@/components/field/TextField';
import type { Form } from '@/components/form/use-form';
import type { LoginValues } from './fields';

export interface FieldsProps {
  form: Form<LoginValues>;
}

export function UsernameFields({ form }: FieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField id="login-username" label={t`Username`} {...form.field('username')} autoComplete="username" clearable />
      <PasswordField id="login-password" label={t`Password`} {...form.field('password')} autoComplete="current-password" />
    </>
  );
}
