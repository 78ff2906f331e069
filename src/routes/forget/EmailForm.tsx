// Recovery by e-mail (specification §2, §4, §5): username and address, both trimmed; the server
// e-mails a temporary password. Success says so for 1 s, then goes back (home without history).

import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/field/TextField';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { forgotByEmail } from '@/api/password';
import { decodeRegister } from '@/api/startup-info';
import { accountErrorText } from '@/lib/account-errors';
import { paths } from '@/lib/paths';
import { checkEmail, checkLoginUsername, firstInvalid, type Check } from '@/lib/validation';
import { systemStatus } from '@/state/config';
import { showToast } from '@/state/ui';
import css from './forget.module.css';

type Field = 'username' | 'email';
const ORDER: readonly Field[] = ['username', 'email'];
/** Specification §8: the in_been_out notice shows for 1 s before the page goes back. */
const DONE_MS = 1000;

export function EmailForm() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const rules = useMemo(() => decodeRegister(systemStatus.value?.info.register), [systemStatus.value]);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, Check>>>({});
  const [pending, setPending] = useState(false);
  const refs = { username: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };

  const check = (field: Field, value: string): Check =>
    field === 'username' ? checkLoginUsername(rules, value.trim()) : checkEmail(value);
  // A message, once shown, follows the typing (it clears as soon as the value is right).
  const onInput = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: check(field, value) }));
  };
  const onBlur = (field: Field) => () => {
    if (values[field]) setErrors((e) => ({ ...e, [field]: check(field, values[field]) }));
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    if (pending) return;
    const found = { username: check('username', values.username), email: check('email', values.email) };
    setErrors(found);
    const invalid = firstInvalid(ORDER, found);
    if (invalid) return refs[invalid].current?.focus();
    setPending(true);
    try {
      await forgotByEmail(values.username.trim(), values.email.trim());
    } catch (err) {
      setPending(false);
      showToast(accountErrorText(err, i18n), { kind: 'error' });
      return;
    }
    showToast(t`A temporary password has been sent to your e-mail. Please check your inbox.`, {
      kind: 'success',
      duration: DONE_MS,
    });
    // Stays pending: the page leaves, and a second tap must not send a second e-mail.
    setTimeout(() => (history.length > 1 ? history.back() : navigate(paths.home)), DONE_MS);
  };

  const message = (field: Field) => {
    const error = errors[field];
    return error ? i18n._(error) : null;
  };
  return (
    <form noValidate onSubmit={submit}>
      <p class={css.intro}>{t`Enter your username and the e-mail address of your account. We will send you a temporary password.`}</p>
      <TextField
        id="fe-username"
        label={t`Username`}
        value={values.username}
        onInput={onInput('username')}
        onBlur={onBlur('username')}
        error={message('username')}
        inputRef={refs.username}
        autoComplete="username"
        required
        clearable
      />
      <TextField
        id="fe-email"
        label={t`E-mail`}
        type="email"
        inputMode="email"
        value={values.email}
        onInput={onInput('email')}
        onBlur={onBlur('email')}
        error={message('email')}
        inputRef={refs.email}
        autoComplete="email"
        required
        clearable
      />
      <SubmitButton pending={pending}>{t`Send`}</SubmitButton>
    </form>
  );
}
