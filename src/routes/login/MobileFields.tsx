// The mobile tab (specification §2, §5): dialing code, mobile number (digits, at most 20) and the
// SMS code (digits, at most 10) with its get-code button, which needs a valid number first.

import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Country } from '@/api/countries';
import { DialCodeSelect } from '@/components/dial-code/DialCodeSelect';
import { TextField } from '@/components/field/TextField';
import { SmsCodeField } from '@/components/sms-button/SmsCodeField';
import { countries, loadCountries } from '@/state/countries';
import type { SmsCode } from './use-sms-code';
import type { FieldsProps } from './UsernameFields';

/** The list, plus the chosen code when the list lacks it (a remembered code from another list). */
function withCode(list: readonly Country[], code: string): readonly Country[] {
  if (list.some((c) => c.dialingCode === code)) return list;
  return [{ countryName: '', countryCode: code, dialingCode: code }, ...list];
}

export interface MobileFieldsProps extends FieldsProps {
  sms: SmsCode;
}

export function MobileFields({ form, sms }: MobileFieldsProps) {
  const { t } = useLingui();
  const { values } = form;
  useEffect(loadCountries, []);

  // Once a code was sent, the player types it next.
  const send = async () => {
    if (await sms.send(values.mobile, values.dialCode)) form.focus('smsCode');
  };

  return (
    <>
      <TextField
        id="login-mobile"
        label={t`Mobile number`}
        {...form.field('mobile')}
        type="tel"
        inputMode="numeric"
        maxLength={20}
        autoComplete="tel-national"
        clearable
        prefix={
          <DialCodeSelect
            countries={withCode(countries.value, values.dialCode)}
            value={values.dialCode}
            onChange={(code) => form.set('dialCode', code)}
            label={t`Country code`}
          />
        }
      />
      <SmsCodeField id="login-sms-code" {...form.field('smsCode')} sms={sms} sendDisabled={!!form.errors.mobile} onSend={() => void send()} />
    </>
  );
}
