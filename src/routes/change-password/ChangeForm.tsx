// The change-password form. Success: a 'Saved' notice for 1 s, the new password stored where one
// was kept, then home after 1 s. Failure: the busy indicator goes, the typed values stay.

import { useMemo } from 'react';
import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { PasswordField } from '@/components/field/PasswordField';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { ApiError } from '@/api/errors';
import { changePassword } from '@/api/password';
import { decodeRegister } from '@/api/startup-info';
import { accountErrorText } from '@/lib/account-errors';
import { paths } from '@/lib/paths';
import { messages } from '@/lib/validation-messages';
import { afterPasswordChange } from '@/state/account';
import { systemStatus } from '@/state/config';
import { alertDialog, showBusy, showToast } from '@/state/ui';
import { checkField, type Field } from './change-fields';

/** Specification §4 and §9: the saved notice shows 1 s, home follows after 1 s. */
const SAVED_MS = 1000;
const SAME_PASSWORD = 'modify.new.old.same';

export interface ChangeFormProps {
  userName: string;
  /** The password held from this session's login, or null (then the old one is asked for). */
  held: string | null;
  onHeldRefused: () => void;
}

export function ChangeForm({ userName, held, onHeldRefused }: ChangeFormProps) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const status = systemStatus.value;
  const rules = useMemo(() => decodeRegister(status?.info.register), [status]);
  const askOld = held === null;
  const samePassword = () => void alertDialog({ message: i18n._(messages.samePassword) }).then(() => form.focus('password'));

  const form = useForm({
    initial: { old: '', password: '', confirm: '' },
    fields: askOld ? ['old', 'password', 'confirm'] : ['password', 'confirm'],
    check: (field, values) => checkField(field, values, rules),
    send: async (values) => {
      const oldPassword = held ?? values.old;
      // Answered as the server answers it (§8): the popup, and nothing is sent.
      if (values.password === oldPassword) throw new ApiError(400, SAME_PASSWORD, '');
      const hideBusy = showBusy();
      let token: string;
      try {
        ({ token } = await changePassword({ oldPassword, newPassword: values.password, confirmNewPassword: values.confirm }));
      } finally {
        hideBusy();
      }
      showToast(t`Saved`, { kind: 'success', duration: SAVED_MS });
      await afterPasswordChange(values.password, token);
      // Stays pending until the page leaves: the change is done, a second tap has nothing to do.
      setTimeout(() => navigate(paths.home), SAVED_MS);
    },
    failed: (err) => {
      const code = err instanceof ApiError ? err.errorCode : '';
      if (code === SAME_PASSWORD) return samePassword();
      showToast(accountErrorText(err, i18n), { kind: 'error' });
      if (code === 'password.old.incorrect') {
        // A held password the server refuses was changed elsewhere: ask for the old one instead.
        if (!askOld) onHeldRefused();
        setTimeout(() => form.focus('old')); // once the field has rendered
      }
    },
  });

  const password = (field: Field, label: string, autoComplete: string) => (
    <PasswordField id={`cp-${field}`} label={label} {...form.field(field)} autoComplete={autoComplete} required />
  );
  return (
    <form noValidate onSubmit={form.submit}>
      <TextField id="cp-username" label={t`Username`} value={userName} onInput={() => {}} readOnly autoComplete="username" />
      {askOld && password('old', t`Old password`, 'current-password')}
      {password('password', t`New password`, 'new-password')}
      {password('confirm', t`Confirm new password`, 'new-password')}
      <SubmitButton pending={form.pending}>{t`Save`}</SubmitButton>
    </form>
  );
}
