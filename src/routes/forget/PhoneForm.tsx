// Recovery by phone (specification §2, §4, §8): mobile number, SMS code (enabled once a code was
// sent), new password. Submit stays disabled until a field was touched and every field passes;
// success signs the player in and goes home.

import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { DialCodeSelect } from '@/components/dial-code/DialCodeSelect';
import { PasswordField } from '@/components/field/PasswordField';
import { TextField } from '@/components/field/TextField';
import { SmsCodeButton } from '@/components/sms-button/SmsCodeButton';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { decodeRegister } from '@/api/startup-info';
import { accountErrorText } from '@/lib/account-errors';
import { paths } from '@/lib/paths';
import { checkMobile, checkNewPassword, checkSmsCode, firstInvalid } from '@/lib/validation';
import { systemStatus } from '@/state/config';
import { countries, loadCountries } from '@/state/countries';
import { showToast } from '@/state/ui';
import { fieldToClear, resetAndSignIn } from './reset-by-phone';
import { useResetSms } from './use-reset-sms';

type Field = 'mobile' | 'code' | 'password';
const ORDER: readonly Field[] = ['mobile', 'code', 'password'];

export function PhoneForm() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const rules = useMemo(() => decodeRegister(systemStatus.value?.info.register), [systemStatus.value]);
  useEffect(loadCountries, []);
  const list = countries.value;
  const [picked, setPicked] = useState<string | null>(null);
  const dial = picked ?? list[0]?.dialingCode ?? '';
  const [values, setValues] = useState<Record<Field, string>>({ mobile: '', code: '', password: '' });
  // `edited`: typed into (enables submit); `touched`: left once (its message shows from then on).
  const [edited, setEdited] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [pending, setPending] = useState(false);
  const sms = useResetSms();
  const refs = { mobile: useRef<HTMLInputElement>(null), code: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const errors = {
    mobile: checkMobile(values.mobile, rules.mobileNum),
    code: checkSmsCode(values.code, rules.verificationCode),
    password: checkNewPassword(rules.password, values.password, ''),
  };
  const message = (field: Field) => {
    const error = touched[field] && errors[field];
    return error ? i18n._(error) : null;
  };
  const touch = (field: Field, on = true) => setTouched((v) => ({ ...v, [field]: on }));
  const setValue = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setEdited(true);
  };

  // The code input was disabled until now: take the player there.
  useEffect(() => {
    if (sms.sent) refs.code.current?.focus();
  }, [sms.sent]);

  const sendCode = () => {
    if (!errors.mobile) return void sms.send(values.mobile, dial);
    touch('mobile');
    refs.mobile.current?.focus();
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    if (pending || !edited || firstInvalid(ORDER, errors)) return;
    setPending(true);
    const payload = { newPassword: values.password, mobileNum: values.mobile, verificationCode: values.code, countryDialingCode: dial };
    try {
      const outcome = await resetAndSignIn(payload);
      if (outcome === 'signed-in') return navigate(paths.home);
      showToast(t`Your password has been changed. Please log in with the new password.`, { duration: 'long' });
      return navigate(paths.login);
    } catch (err) {
      setPending(false);
      showToast(accountErrorText(err, i18n), { kind: 'error' });
      const field = fieldToClear(err);
      if (!field) return;
      // Emptied, and untouched again: the toast says why, the field needs no second message.
      setValues((v) => ({ ...v, [field]: '' }));
      touch(field, false);
      refs[field].current?.focus();
    }
  };

  const picker = (
    <DialCodeSelect countries={list} value={dial} onChange={setPicked} label={t`Country code`} disabled={pending} />
  );
  const getCode = <SmsCodeButton secondsLeft={sms.secondsLeft} sending={sms.sending} onSend={sendCode} />;
  return (
    <form noValidate onSubmit={submit}>
      <TextField
        id="fp-mobile"
        label={t`Mobile number`}
        type="tel"
        inputMode="numeric"
        maxLength={20}
        value={values.mobile}
        onInput={setValue('mobile')}
        onBlur={() => touch('mobile')}
        error={message('mobile')}
        inputRef={refs.mobile}
        autoComplete="tel-national"
        required
        prefix={picker}
      />
      <TextField
        id="fp-code"
        label={t`Verification code`}
        inputMode="numeric"
        maxLength={10}
        value={values.code}
        onInput={setValue('code')}
        onBlur={() => touch('code')}
        error={message('code')}
        hint={sms.sent ? undefined : t`Get a code first: we will send it to this number by SMS.`}
        inputRef={refs.code}
        autoComplete="one-time-code"
        disabled={!sms.sent}
        required
        suffix={getCode}
      />
      <PasswordField
        id="fp-password"
        label={t`New password`}
        value={values.password}
        onInput={setValue('password')}
        onBlur={() => touch('password')}
        error={message('password')}
        inputRef={refs.password}
        autoComplete="new-password"
        required
      />
      <SubmitButton pending={pending} disabled={!edited || !!firstInvalid(ORDER, errors)}>
        {t`Reset password`}
      </SubmitButton>
    </form>
  );
}
