// Binding a mobile number, or changing the bound one (docs/money.md, "Security centre"): a code
// to the new number, and when one is bound a code to the current number too. The server answers
// "sent" for a number another member holds as well (that number gets an SMS saying so, and the
// bind then fails as a wrong code), so the hint says "if".

import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DialCodeSelect } from '@/components/dial-code/DialCodeSelect';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { SmsCodeField } from '@/components/sms-button/SmsCodeField';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { bindMobile, sendMobileSms } from '@/api/security';
import { checkMobile, checkSmsCode } from '@/lib/validation';
import { countries, loadCountries } from '@/state/countries';
import { useSmsSender } from '@/state/sms-sender';
import { showToast } from '@/state/ui';
import type { RowFormProps } from './row-form';
import { securityErrorText } from './security-errors';

export function MobileForm({ config, done }: RowFormProps) {
  const { t, i18n } = useLingui();
  const current = config.mobileNum;
  const bound = current !== '';
  useEffect(loadCountries, []);
  const list = countries.value;
  const [picked, setPicked] = useState<string | null>(null);
  const dial = picked ?? list[0]?.dialingCode ?? '';
  const currentSms = useSmsSender(sendMobileSms);
  const newSms = useSmsSender(sendMobileSms);
  const form = useForm({
    initial: { current: '', mobile: '', code: '' },
    fields: bound ? ['current', 'mobile', 'code'] : ['mobile', 'code'],
    check: (field, v) => (field === 'mobile' ? checkMobile(v.mobile) : checkSmsCode(v[field])),
    send: async (v) => {
      await bindMobile({
        mobileNum: v.mobile,
        countryDialingCode: dial,
        verificationCode: v.code,
        ...(bound ? { currentVerificationCode: v.current } : {}),
      });
      showToast(t`Saved`, { kind: 'success' });
      done();
    },
    failed: (err) => showToast(securityErrorText(err, i18n), { kind: 'error' }),
  });
  const send = async (sms: typeof newSms, mobile: string, field: 'current' | 'code') => {
    const failure = await sms.send(mobile, dial);
    if (failure) showToast(securityErrorText(failure, i18n), { kind: 'error' });
    else form.focus(field);
  };
  const sendNew = () => {
    if (!form.errors.mobile) return void send(newSms, form.values.mobile, 'code');
    form.touch('mobile');
    form.focus('mobile');
  };
  const picker = <DialCodeSelect countries={list} value={dial} onChange={setPicked} label={t`Country code`} disabled={form.pending} />;
  return (
    <form noValidate onSubmit={form.submit}>
      {bound && (
        <SmsCodeField
          id="sm-current"
          {...form.field('current')}
          hint={t`A code to your current number ${current}.`}
          required
          sms={currentSms}
          onSend={() => void send(currentSms, '', 'current')}
        />
      )}
      <TextField
        id="sm-mobile"
        label={bound ? t`New mobile number` : t`Mobile number`}
        type="tel"
        inputMode="numeric"
        maxLength={20}
        {...form.field('mobile')}
        autoComplete="tel-national"
        required
        prefix={picker}
      />
      <SmsCodeField
        id="sm-code"
        {...form.field('code')}
        hint={newSms.sent ? undefined : t`Get a code first: we send it by SMS to the new number if it can be bound.`}
        required
        sms={newSms}
        onSend={sendNew}
      />
      <SubmitButton pending={form.pending}>{t`Save`}</SubmitButton>
    </form>
  );
}
