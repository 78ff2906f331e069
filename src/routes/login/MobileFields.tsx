// The mobile tab (specification §2, §5): dialing code, mobile number (digits, at most 20) and the
// SMS code (digits, at most 10) with its get-code button, which needs a valid number first.

import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Country } from '@/api/countries';
import { DialCodeSelect } from '@/components/dial-code/DialCodeSelect';
import { TextField } from '@/components/field/TextField';
import { SmsCodeButton } from '@/components/sms-button/SmsCodeButton';
import type { Rules } from '@/lib/validation';
import { countries, loadCountries } from '@/state/countries';
import { checkField, type FieldName } from './fields';
import type { SmsCode } from './use-sms-code';
import type { FieldsProps } from './UsernameFields';

/** The list, plus the chosen code when the list lacks it (a remembered code from another list). */
function withCode(list: readonly Country[], code: string): readonly Country[] {
  if (list.some((c) => c.dialingCode === code)) return list;
  return [{ countryName: '', countryCode: code, dialingCode: code }, ...list];
}

export interface MobileFieldsProps extends FieldsProps {
  rules: Rules;
  sms: SmsCode;
  /** After a code was sent: the player types it next. */
  onCodeSent: () => void;
}

export function MobileFields(p: MobileFieldsProps) {
  const { t, i18n } = useLingui();
  const { values, errors, setValue, blur, inputRef, sms } = p;
  useEffect(loadCountries, []);

  const error = (f: FieldName) => (errors[f] ? i18n._(errors[f]) : null);
  const send = async () => {
    if (await sms.send(values.mobile, values.dialCode)) p.onCodeSent();
  };

  return (
    <>
      <TextField
        id="login-mobile"
        label={t`Mobile number`}
        value={values.mobile}
        onInput={(v) => setValue('mobile', v)}
        onBlur={blur('mobile')}
        error={error('mobile')}
        inputRef={inputRef('mobile')}
        type="tel"
        inputMode="numeric"
        maxLength={20}
        autoComplete="tel-national"
        clearable
        prefix={
          <DialCodeSelect
            countries={withCode(countries.value, values.dialCode)}
            value={values.dialCode}
            onChange={(code) => setValue('dialCode', code)}
            label={t`Country code`}
          />
        }
      />
      <TextField
        id="login-sms-code"
        label={t`Verification code`}
        value={values.smsCode}
        onInput={(v) => setValue('smsCode', v)}
        onBlur={blur('smsCode')}
        error={error('smsCode')}
        inputRef={inputRef('smsCode')}
        inputMode="numeric"
        maxLength={10}
        autoComplete="one-time-code"
        suffix={
          <SmsCodeButton
            secondsLeft={sms.secondsLeft}
            sending={sms.sending}
            disabled={checkField('mobile', values, p.rules) !== null}
            onSend={() => void send()}
          />
        }
      />
    </>
  );
}
