// The SMS verification-code input with its "get code" button beside it: one field for every form
// that confirms by SMS (sign-in by code, reset by phone, change password), so the label, keyboard,
// length and autofill hint (`one-time-code`, which lets the phone offer the code it just received)
// are said once. The register page builds its fields from the merchant's field table instead.

import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from '@/components/field/TextField';
import { SmsCodeButton } from './SmsCodeButton';

export interface SmsCodeFieldProps extends Omit<TextFieldProps, 'label' | 'inputMode' | 'maxLength' | 'autoComplete' | 'suffix'> {
  /** The sender's countdown and busy state (state/sms-sender.ts). */
  sms: { secondsLeft: number; sending: boolean };
  onSend: () => void;
  /** The button only, e.g. while the mobile number is invalid. */
  sendDisabled?: boolean;
}

export function SmsCodeField({ sms, onSend, sendDisabled, ...field }: SmsCodeFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      {...field}
      label={t`Verification code`}
      inputMode="numeric"
      maxLength={10}
      autoComplete="one-time-code"
      suffix={<SmsCodeButton secondsLeft={sms.secondsLeft} sending={sms.sending} disabled={sendDisabled} onSend={onSend} />}
    />
  );
}
