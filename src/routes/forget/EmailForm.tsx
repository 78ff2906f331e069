// Recovery by e-mail (specification §2, §4, §5): username and address, both trimmed; the server
// e-mails a temporary password. Success says so for 1 s, then goes back (home without history).

import { useMemo } from 'react';
import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { forgotByEmail } from '@/api/password';
import { decodeRegister } from '@/api/startup-info';
import { accountErrorText } from '@/lib/account-errors';
import { paths } from '@/lib/paths';
import { checkEmail, checkLoginUsername } from '@/lib/validation';
import { systemStatus } from '@/state/config';
import { showToast } from '@/state/ui';
import css from './forget.module.css';

/** Specification §8: the in_been_out notice shows for 1 s before the page goes back. */
const DONE_MS = 1000;

export function EmailForm() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const status = systemStatus.value;
  const rules = useMemo(() => decodeRegister(status?.info.register), [status]);
  const form = useForm({
    initial: { username: '', email: '' },
    fields: ['username', 'email'],
    check: (field, values) => (field === 'username' ? checkLoginUsername(rules, values.username.trim()) : checkEmail(values.email)),
    send: async ({ username, email }) => {
      await forgotByEmail(username.trim(), email.trim());
      showToast(t`A temporary password has been sent to your e-mail. Please check your inbox.`, {
        kind: 'success',
        duration: DONE_MS,
      });
      // Stays pending: the page leaves, and a second tap must not send a second e-mail.
      setTimeout(() => (history.length > 1 ? history.back() : navigate(paths.home)), DONE_MS);
    },
    failed: (err) => showToast(accountErrorText(err, i18n), { kind: 'error' }),
  });

  return (
    <form noValidate onSubmit={form.submit}>
      <p class={css.intro}>{t`Enter your username and the e-mail address of your account. We will send you a temporary password.`}</p>
      <TextField id="fe-username" label={t`Username`} {...form.field('username')} autoComplete="username" required clearable />
      <TextField id="fe-email" label={t`E-mail`} type="email" inputMode="email" {...form.field('email')} autoComplete="email" required clearable />
      <SubmitButton pending={form.pending}>{t`Send`}</SubmitButton>
    </form>
  );
}
