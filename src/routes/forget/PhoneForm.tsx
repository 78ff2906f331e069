// Recovery by phone (specification §2, §4, §8): mobile number, SMS code (enabled once a code was
// sent), new password. Submit stays disabled until every field passes; success signs the player
// in and goes home.

import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { DialCodeSelect } from '@/components/dial-code/DialCodeSelect';
import { PasswordField } from '@/components/field/PasswordField';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { SmsCodeField } from '@/components/sms-button/SmsCodeField';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { decodeRegister } from '@/api/startup-info';
import { accountErrorText } from '@/lib/account-errors';
import { paths } from '@/lib/paths';
import { checkMobile, checkNewPassword, checkSmsCode } from '@/lib/validation';
import { systemStatus } from '@/state/config';
import { countries, loadCountries } from '@/state/countries';
import { showToast } from '@/state/ui';
import { fieldToClear, resetAndSignIn } from './reset-by-phone';
import { useResetSms } from './use-reset-sms';

export function PhoneForm() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const status = systemStatus.value;
  const rules = useMemo(() => decodeRegister(status?.info.register), [status]);
  useEffect(loadCountries, []);
  const list = countries.value;
  const [picked, setPicked] = useState<string | null>(null);
  const dial = picked ?? list[0]?.dialingCode ?? '';
  const sms = useResetSms();
  const form = useForm({
    initial: { mobile: '', code: '', password: '' },
    fields: ['mobile', 'code', 'password'],
    check: (field, v) => {
      if (field === 'mobile') return checkMobile(v.mobile, rules.mobileNum);
      if (field === 'code') return checkSmsCode(v.code, rules.verificationCode);
      return checkNewPassword(rules.password, v.password, '');
    },
    send: async (v) => {
      const outcome = await resetAndSignIn({ newPassword: v.password, mobileNum: v.mobile, verificationCode: v.code, countryDialingCode: dial });
      if (outcome === 'signed-in') return navigate(paths.home);
      showToast(t`Your password has been changed. Please log in with the new password.`, { duration: 'long' });
      navigate(paths.login);
    },
    failed: (err) => {
      showToast(accountErrorText(err, i18n), { kind: 'error' });
      const field = fieldToClear(err);
      if (!field) return;
      // Emptied, and untouched again: the toast says why, the field needs no second message.
      form.clear(field);
      form.focus(field);
    },
    // The submit stays disabled until every field passes: a field left once says what it lacks.
    sticky: true,
  });

  // The code input was disabled until now: take the player there.
  useEffect(() => {
    if (sms.sent) form.focus('code');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form.focus works through refs: any render's does
  }, [sms.sent]);

  const sendCode = () => {
    if (!form.errors.mobile) return void sms.send(form.values.mobile, dial);
    form.touch('mobile');
    form.focus('mobile');
  };

  const picker = <DialCodeSelect countries={list} value={dial} onChange={setPicked} label={t`Country code`} disabled={form.pending} />;
  return (
    <form noValidate onSubmit={form.submit}>
      <TextField
        id="fp-mobile"
        label={t`Mobile number`}
        type="tel"
        inputMode="numeric"
        maxLength={20}
        {...form.field('mobile')}
        autoComplete="tel-national"
        required
        prefix={picker}
      />
      <SmsCodeField
        id="fp-code"
        {...form.field('code')}
        // Said before sending: the server answers "sent" whether or not the number has an account
        // (docs/security.md, "Phone numbers"), and only a member's number gets the code.
        hint={sms.sent ? undefined : t`Get a code first: if this number has an account, we send it one by SMS.`}
        disabled={!sms.sent}
        required
        sms={sms}
        onSend={sendCode}
      />
      <PasswordField id="fp-password" label={t`New password`} {...form.field('password')} autoComplete="new-password" required />
      <SubmitButton pending={form.pending} disabled={!form.valid}>
        {t`Reset password`}
      </SubmitButton>
    </form>
  );
}
