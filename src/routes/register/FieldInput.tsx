// One registration field, drawn by its kind: a password with its toggle, the captcha with its
// picture, or a text input with the keyboard and autofill hints its content wants. The page adds
// the dial-code picker (prefix) and the SMS link (suffix) where they belong.

import type { ReactNode, Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RegisterField } from '@/api/register';
import { CaptchaField } from '@/components/captcha/CaptchaField';
import { PasswordField } from '@/components/field/PasswordField';
import { TextField, type TextFieldProps } from '@/components/field/TextField';
import { fieldLabels } from './field-labels';
import type { FormField } from './register-fields';

type InputKind = Pick<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete' | 'clearable'>;

/** Lengths are left to the rules' messages, except where the specification caps the input. */
const kinds: Partial<Record<RegisterField, InputKind>> = {
  username: { autoComplete: 'username', clearable: true },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  mobileNum: { type: 'tel', inputMode: 'numeric', maxLength: 20, autoComplete: 'tel-national' },
  verificationCode: { inputMode: 'numeric', maxLength: 10, autoComplete: 'one-time-code' },
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'numeric' },
  affiliateCode: { autoComplete: 'off' },
};

const passwords: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

export interface FieldInputProps {
  field: FormField;
  value: string;
  error: string | null;
  onInput: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  prefix?: ReactNode;
  suffix?: ReactNode;
  captcha?: { image: string | null; loading: boolean; onReload: () => void };
}

export function FieldInput({ field, value, error, onInput, onBlur, inputRef, prefix, suffix, captcha }: FieldInputProps) {
  const { i18n } = useLingui();
  const { name, required } = field;
  const common = { id: `reg-${name}`, label: i18n._(fieldLabels[name]), value, error, required, onInput, inputRef };
  if (captcha) return <CaptchaField {...common} {...captcha} />;
  if (passwords.has(name)) {
    return <PasswordField {...common} onBlur={onBlur} autoComplete={name === 'paymentPassword' ? 'off' : 'new-password'} />;
  }
  return <TextField {...common} {...kinds[name]} onBlur={onBlur} prefix={prefix} suffix={suffix} />;
}
