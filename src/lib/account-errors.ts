// The player's words for the account calls' failures (specification §8, docs/accounts.md "Error
// codes"). Our own translated text wins for a code we know; otherwise the server's localised
// `message`; otherwise "unknown error". Loaded only by the account pages.

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isRecord } from './guards';
import { ruleFailure, type FieldRule } from './validation';

const wrongLogin = msg`User does not exist or the password is wrong`;
const codeError = msg`Verification code error`;
const formatError = msg`The format is incorrect`;

const byCode: Record<string, MessageDescriptor> = {
  'login.not.session': msg`The account has been logged out, please log in again`,
  'login.credentials.invalid': wrongLogin,
  'login.captcha.required': msg`Please enter a captcha`,
  'login.captcha.invalid': codeError,
  'login.rate.limited': msg`Too many attempts. Please wait a few minutes and try again.`,
  'user.disabled': msg`User does not exist or is disabled`,
  'user.not.exist': msg`User does not exist or is disabled`,
  'mobile.format.invalid': msg`Mobile number format incorrect`,
  'sms.too.frequent': msg`A code was sent a moment ago. Please wait before asking again.`,
  'sms.limit.reached': msg`Too many codes for this number. Please try again later.`,
  'verification.code.invalid': codeError,
  'verification.code.expired': msg`The verification code has expired. Please get a new one.`,
  'register.username.exists': msg`Username already exists`,
  'register.mobile.exists': msg`This mobile number is already registered`,
  'register.confirm.mismatch': msg`Confirmation password not matched`,
  'password.confirm.mismatch': msg`Confirmation password not matched`,
  'affiliate.code.invalid': msg`Invitation code error`,
  'password.old.incorrect': msg`The old password is wrong`,
  'password.format.invalid': msg`Password format incorrect`,
  'modify.new.old.same': msg`The new password must be different from the old one`,
  'member.trial.forbidden': msg`Trial accounts cannot use this. Please register a real account.`,
  'freeplay.rate.limited': msg`Too many trial accounts from this device. Please try again later.`,
  'function.not.available': msg`No permission, or the feature is temporarily unavailable`,
  'client.network': msg`No internet connection. Check it and try again.`,
  'client.timeout': msg`The network is slow. Please try again.`,
};

/** `register.format.invalid` names the field in `value.field`. */
const formatByField: Record<string, MessageDescriptor> = {
  username: msg`Account format incorrect`,
  password: msg`Password format incorrect`,
  email: msg`E-mail format incorrect`,
  mobileNum: msg`Mobile number format incorrect`,
  nickname: msg`Name format incorrect`,
  payeeName: msg`Name format incorrect`,
};

interface FailureLike {
  errorCode?: unknown;
  message?: unknown;
  value?: unknown;
}

/** The field a registration failure points at, to focus it (`register.format.invalid`). */
export function failedField(err: unknown): string | null {
  const e = err as FailureLike | null;
  return isRecord(e?.value) && typeof e.value.field === 'string' ? e.value.field : null;
}

/** The rule a `register.format.invalid` answer carries (the server's current one), when it does. */
function failedRule(err: unknown): FieldRule | null {
  const v = (err as FailureLike | null)?.value;
  return isRecord(v) && typeof v.acceptedPattern === 'string' && [v.patternId, v.minLength, v.maxLength].every((n) => typeof n === 'number')
    ? (v as unknown as FieldRule)
    : null;
}

export function accountErrorText(err: unknown, i18n: I18n): string {
  const e = (err ?? {}) as FailureLike;
  const code = typeof e.errorCode === 'string' ? e.errorCode : '';
  if (code === 'register.format.invalid') {
    // The rule in words, as the form's own check says it; without one, the field's format text.
    const rule = failedRule(err);
    return i18n._(rule ? ruleFailure(rule) : (formatByField[failedField(err) ?? ''] ?? formatError));
  }
  const known = byCode[code];
  if (known) return i18n._(known);
  // ApiError keeps the server's localised message as `message` (it falls back to the code itself).
  if (typeof e.message === 'string' && e.message && e.message !== code && !code.startsWith('client.')) return e.message;
  return i18n._(msg`Unknown error, please try again later`);
}
