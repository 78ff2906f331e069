// One field's client-side check (specification §5): the rule of the registration settings, with
// the shared checks for the fields that have their own (mobile number, SMS code, captcha, the
// confirmation). Null passes; otherwise the message, as a Lingui descriptor.

import type { RegisterField } from '@/api/register';
import { checkCaptcha, checkConfirm, checkMobile, checkRule, checkSmsCode, type Check } from '@/lib/validation';
import type { FormField } from './register-fields';

export type Values = Partial<Record<RegisterField, string>>;

export function checkField({ name, required, rule }: FormField, values: Values): Check {
  const value = values[name] ?? '';
  const optionalAndEmpty = value === '' && !required;
  switch (name) {
    case 'confirmPassword':
      return checkConfirm(values.password ?? '', value, 'register');
    case 'mobileNum':
      return optionalAndEmpty ? null : checkMobile(value, rule);
    case 'verificationCode':
      return optionalAndEmpty ? null : checkSmsCode(value, rule);
    case 'captcha':
      return optionalAndEmpty ? null : (checkCaptcha(value) ?? checkRule(rule, value));
    default:
      return checkRule(rule, value);
  }
}
