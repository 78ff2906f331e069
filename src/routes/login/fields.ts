// The login form's fields and their checks (specification §5 "Login rules"): which fields a
// method submits, in form order (the first invalid one gets focus), and how a remembered login
// fills an untouched form.

import { HOME_COUNTRY } from '@/api/countries';
import { checkCaptcha, loginChecks, type Check, type Rules } from '@/lib/validation';
import type { RememberedLogin } from '@/state/remembered-login';

export type Method = 'username' | 'mobile';

export interface LoginValues {
  username: string;
  password: string;
  mobile: string;
  /** As the country list gives it (`+880`). */
  dialCode: string;
  smsCode: string;
  captcha: string;
}

export type FieldName = Exclude<keyof LoginValues, 'dialCode'>;

export const DEFAULT_DIAL_CODE = HOME_COUNTRY.dialingCode;

export const emptyValues: LoginValues = {
  username: '',
  password: '',
  mobile: '',
  dialCode: DEFAULT_DIAL_CODE,
  smsCode: '',
  captcha: '',
};

const checks: Record<FieldName, (rules: Rules, value: string) => Check> = {
  username: loginChecks.loginUsername,
  password: loginChecks.loginPassword,
  mobile: loginChecks.loginMobileNum,
  smsCode: loginChecks.verificationCode,
  captcha: (_, value) => checkCaptcha(value),
};

export const checkField = (field: FieldName, values: LoginValues, rules: Rules): Check => checks[field](rules, values[field]);

/** The fields a submit sends, in form order. */
export function fieldsOf(method: Method, captchaShown: boolean): FieldName[] {
  const own: FieldName[] = method === 'username' ? ['username', 'password'] : ['mobile', 'smsCode'];
  return captchaShown ? [...own, 'captcha'] : own;
}

/** A remembered login (the username or number only) fills its tab only while the player has
 *  typed nothing there: restoring must never overwrite what they typed (e.g. when they switch
 *  tabs and come back). */
export function restoreInto(values: LoginValues, method: Method, saved: RememberedLogin): LoginValues {
  if (method === 'username') {
    if (values.username || values.password) return values;
    return { ...values, username: saved.username };
  }
  if (values.mobile) return values;
  return { ...values, mobile: saved.username, dialCode: saved.countryDialingCode || values.dialCode };
}
