// The change-password form. Success: a 'Saved' notice for 1 s, the new password stored where one
// was kept, then home after 1 s. Failure: the busy indicator goes, the typed values stay.

import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { PasswordField } from '@/components/field/PasswordField';
import { TextField } from '@/components/field/TextField';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { ApiError } from '@/api/errors';
import { changePassword } from '@/api/password';
import { decodeRegister } from '@/api/startup-info';
import { accountErrorText } from '@/lib/account-errors';
import { paths } from '@/lib/paths';
import { firstInvalid, type Check } from '@/lib/validation';
import { messages } from '@/lib/validation-messages';
import { afterPasswordChange } from '@/state/account';
import { systemStatus } from '@/state/config';
import { alertDialog, showBusy, showToast } from '@/state/ui';
import { checkAll, checkField, ORDER, type Field, type Values } from './change-fields';

/** Specification §4 and §9: the saved notice shows 1 s, home follows after 1 s. */
const SAVED_MS = 1000;

export interface ChangeFormProps {
  userName: string;
  /** The password held from this session's login, or null (then the old one is asked for). */
  held: string | null;
  onHeldRefused: () => void;
}

export function ChangeForm({ userName, held, onHeldRefused }: ChangeFormProps) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const rules = useMemo(() => decodeRegister(systemStatus.value?.info.register), [systemStatus.value]);
  const askOld = held === null;
  const [values, setValues] = useState<Values>({ old: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, Check>>>({});
  const [pending, setPending] = useState(false);
  const refs = { old: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };

  const onInput = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A shown message follows the typing; editing the new password re-checks the confirmation.
    const recheck = ORDER.filter((f) => errors[f] && (f === field || (field === 'password' && f === 'confirm')));
    if (recheck.length) setErrors((e) => ({ ...e, ...Object.fromEntries(recheck.map((f) => [f, checkField(f, next, rules, askOld)])) }));
  };
  const onBlur = (field: Field) => () => {
    if (values[field]) setErrors((e) => ({ ...e, [field]: checkField(field, values, rules, askOld) }));
  };
  const samePassword = () => void alertDialog({ message: i18n._(messages.samePassword) }).then(() => refs.password.current?.focus());

  const submit = async (e: Event) => {
    e.preventDefault();
    if (pending) return;
    const found = checkAll(values, rules, askOld);
    setErrors(found);
    const invalid = firstInvalid(ORDER, found);
    if (invalid) return refs[invalid].current?.focus();
    const oldPassword = held ?? values.old;
    if (values.password === oldPassword) return samePassword();

    setPending(true);
    const hideBusy = showBusy();
    let token: string;
    try {
      ({ token } = await changePassword({ oldPassword, newPassword: values.password, confirmNewPassword: values.confirm }));
    } catch (err) {
      hideBusy();
      setPending(false);
      const code = err instanceof ApiError ? err.errorCode : '';
      if (code === 'modify.new.old.same') return samePassword();
      showToast(accountErrorText(err, i18n), { kind: 'error' });
      if (code === 'password.old.incorrect') {
        // A held password the server refuses was changed elsewhere: ask for the old one instead.
        if (!askOld) onHeldRefused();
        setTimeout(() => refs.old.current?.focus()); // once the field has rendered
      }
      return;
    }
    hideBusy();
    showToast(t`Saved`, { kind: 'success', duration: SAVED_MS });
    await afterPasswordChange(values.password, token);
    // Stays pending until the page leaves: the change is done, a second tap has nothing to do.
    setTimeout(() => navigate(paths.home), SAVED_MS);
  };

  const message = (field: Field) => {
    const error = errors[field];
    return error ? i18n._(error) : null;
  };
  const password = (field: Field, label: string, autoComplete: string) => (
    <PasswordField
      id={`cp-${field}`}
      label={label}
      value={values[field]}
      onInput={onInput(field)}
      onBlur={onBlur(field)}
      error={message(field)}
      inputRef={refs[field]}
      autoComplete={autoComplete}
      required
    />
  );
  return (
    <form noValidate onSubmit={submit}>
      <TextField id="cp-username" label={t`Username`} value={userName} onInput={() => {}} readOnly autoComplete="username" />
      {askOld && password('old', t`Old password`, 'current-password')}
      {password('password', t`New password`, 'new-password')}
      {password('confirm', t`Confirm new password`, 'new-password')}
      <SubmitButton pending={pending}>{t`Save`}</SubmitButton>
    </form>
  );
}
