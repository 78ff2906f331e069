// The player's words for the security centre's failures: ours for the codes this page meets
// (docs/api.md "Money"), the account texts (lib/account-errors.ts) for the rest. A locked payment
// password says how long it stays locked.

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@/api/errors';
import { formatNumber } from '@/i18n/format';
import { localeOf } from '@/i18n/locale';
import { accountErrorText } from '@/lib/account-errors';
import { isNumber, isRecord } from '@/lib/guards';

const byCode: Record<string, MessageDescriptor> = {
  'payment.password.incorrect': msg`The payment password is wrong.`,
  'payment.password.format.invalid': msg`The payment password must be 6 digits.`,
  'payment.password.weak': msg`This payment password is too easy to guess. Please choose another.`,
  'payment.password.same.as.login': msg`The payment password must not be your login password.`,
  'payment.password.exists': msg`A payment password is already set. Change it instead.`,
  'payment.password.required': msg`Please set a payment password first.`,
  'modify.new.old.same': msg`The new one must be different from the old one.`,
  'member.mobile.not.found': msg`This account has no mobile number. Bind one first.`,
  'email.format.invalid': msg`E-mail format incorrect`,
  'email.limit.reached': msg`Too many e-mail codes asked for. Please try again later.`,
};

/** Minutes left, rounded up, from the answer's `retryAfter` (seconds). */
function minutesLeft(err: ApiError): number | null {
  const v = err.value;
  return isRecord<{ retryAfter: number }>(v) && isNumber(v.retryAfter) ? Math.max(1, Math.ceil(v.retryAfter / 60)) : null;
}

export function securityErrorText(err: unknown, i18n: I18n): string {
  if (!(err instanceof ApiError)) return accountErrorText(err, i18n);
  if (err.errorCode === 'payment.password.locked') {
    const left = minutesLeft(err);
    // The count in the language's own digits (৯০ in Bengali).
    const minutes = left === null ? '' : formatNumber(left, localeOf(i18n.locale));
    return left === null
      ? i18n._(msg`Too many wrong payment passwords. It is locked; you can change it with an SMS code.`)
      : i18n._(msg`Too many wrong payment passwords. It is locked for ${minutes} more minutes; you can change it with an SMS code.`);
  }
  const known = byCode[err.errorCode];
  return known ? i18n._(known) : accountErrorText(err, i18n);
}
