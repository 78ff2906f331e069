// Binding an e-mail address (docs/money.md, "Security centre"): a 6-digit code goes to the
// address, and the address with its code binds it.

import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { SmsCodeField } from '@/components/sms-button/SmsCodeField';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { bindEmail, sendEmailCode } from '@/api/security';
import { checkEmail, checkSmsCode } from '@/lib/validation';
import { useSmsSender } from '@/state/sms-sender';
import { showToast } from '@/state/ui';
import type { RowFormProps } from './row-form';
import { securityErrorText } from './security-errors';

export function EmailForm({ config, done }: RowFormProps) {
  const { t, i18n } = useLingui();
  const sender = useSmsSender(sendEmailCode, t`Code sent by e-mail`);
  const form = useForm({
    initial: { email: '', code: '' },
    fields: ['email', 'code'],
    check: (field, v) => (field === 'email' ? checkEmail(v.email) : checkSmsCode(v.code)),
    send: async (v) => {
      await bindEmail(v.email, v.code);
      showToast(t`Saved`, { kind: 'success' });
      done();
    },
    failed: (err) => showToast(securityErrorText(err, i18n), { kind: 'error' }),
  });
  const sendCode = async () => {
    if (form.errors.email) {
      form.touch('email');
      return form.focus('email');
    }
    const failure = await sender.send(form.values.email, '');
    if (failure) showToast(securityErrorText(failure, i18n), { kind: 'error' });
    else form.focus('code');
  };
  return (
    <form noValidate onSubmit={form.submit}>
      <TextField
        id="se-email"
        label={config.email ? t`New e-mail address` : t`E-mail address`}
        type="email"
        inputMode="email"
        maxLength={254}
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <SmsCodeField
        id="se-code"
        {...form.field('code')}
        hint={sender.sent ? undefined : t`Get a code first: we send it to this address.`}
        required
        sms={sender}
        onSend={() => void sendCode()}
      />
      <SubmitButton pending={form.pending}>{t`Save`}</SubmitButton>
    </form>
  );
}
