// The change-password form. The member confirms it is them with the old password or with an SMS
// code sent to the account's number (`proof`). Success: a 'Saved' notice for 1 s, then home after
// 1 s. Failure: the busy indicator goes, the typed values stay.

import { useMemo } from 'react';
import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { PasswordField } from '@/components/field/PasswordField';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { SmsCodeField } from '@/components/sms-button/SmsCodeField';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { ApiError } from '@/api/errors';
import { changePassword, sendChangePasswordSms } from '@/api/password';
import { decodeRegister } from '@/api/startup-info';
import { accountErrorText } from '@/lib/account-errors';
import { paths } from '@/lib/paths';
import { messages } from '@/lib/validation-messages';
import { afterPasswordChange } from '@/state/account';
import { systemStatus } from '@/state/config';
import { useSmsSender } from '@/state/sms-sender';
import { alertDialog, showBusy, showToast } from '@/state/ui';
import { checkField, fieldsFor, type Field, type Proof } from './change-fields';

/** Specification §4 and §9: the saved notice shows 1 s, home follows after 1 s. */
const SAVED_MS = 1000;
const SAME_PASSWORD = 'modify.new.old.same';

export interface ChangeFormProps {
  userName: string;
  proof: Proof;
}

export function ChangeForm({ userName, proof }: ChangeFormProps) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const status = systemStatus.value;
  const rules = useMemo(() => decodeRegister(status?.info.register), [status]);
  const sms = useSmsSender(sendChangePasswordSms);
  const samePassword = () => void alertDialog({ message: i18n._(messages.samePassword) }).then(() => form.focus('password'));

  const form = useForm({
    initial: { old: '', code: '', password: '', confirm: '' },
    fields: fieldsFor(proof),
    check: (field, values) => checkField(field, values, rules),
    send: async (values) => {
      const byCode = proof === 'code';
      // Answered as the server answers it (§8): the popup, and nothing is sent.
      if (!byCode && values.password === values.old) throw new ApiError(400, SAME_PASSWORD, '');
      const hideBusy = showBusy();
      let token: string;
      try {
        ({ token } = await changePassword({
          oldPassword: byCode ? '' : values.old,
          ...(byCode ? { verificationCode: values.code } : {}),
          newPassword: values.password,
          confirmNewPassword: values.confirm,
        }));
      } finally {
        hideBusy();
      }
      showToast(t`Saved`, { kind: 'success', duration: SAVED_MS });
      afterPasswordChange(token);
      // Stays pending until the page leaves: the change is done, a second tap has nothing to do.
      setTimeout(() => navigate(paths.home), SAVED_MS);
    },
    failed: (err) => {
      const code = err instanceof ApiError ? err.errorCode : '';
      if (code === SAME_PASSWORD) return samePassword();
      showToast(accountErrorText(err, i18n), { kind: 'error' });
      if (code === 'password.old.incorrect') form.focus('old');
      if (code.startsWith('verification.code.')) form.focus('code');
    },
  });

  const sendCode = async () => {
    const failure = await sms.send('', '');
    if (!failure) return form.focus('code');
    const noNumber = failure instanceof ApiError && failure.errorCode === 'member.mobile.not.found';
    showToast(noNumber ? t`This account has no mobile number. Use the old password instead.` : accountErrorText(failure, i18n), { kind: 'error' });
  };

  const password = (field: Field, label: string, autoComplete: string) => (
    <PasswordField id={`cp-${field}`} label={label} {...form.field(field)} autoComplete={autoComplete} required />
  );
  return (
    <form noValidate onSubmit={form.submit}>
      <TextField id="cp-username" label={t`Username`} value={userName} onInput={() => {}} readOnly autoComplete="username" />
      {proof === 'old' ? (
        password('old', t`Old password`, 'current-password')
      ) : (
        <SmsCodeField
          id="cp-code"
          {...form.field('code')}
          hint={sms.sent ? undefined : t`Get a code first: we will send it by SMS to this account's mobile number.`}
          disabled={!sms.sent}
          required
          sms={sms}
          onSend={() => void sendCode()}
        />
      )}
      {password('password', t`New password`, 'new-password')}
      {password('confirm', t`Confirm new password`, 'new-password')}
      <SubmitButton pending={form.pending}>{t`Save`}</SubmitButton>
    </form>
  );
}
