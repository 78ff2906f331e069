// The change-password form's checks (specification §5): the old password as loginPassword (only
// when it is asked for), the new one by the `password` rule, the confirmation (context 'change').
// Equality of old and new is not a field message: the page answers it with a popup (§8).

import { checkConfirm, checkLoginPassword, checkNewPassword, type Check, type Rules } from '@/lib/validation';

export type Field = 'old' | 'password' | 'confirm';
export const ORDER: readonly Field[] = ['old', 'password', 'confirm'];
export type Values = Record<Field, string>;

export function checkField(field: Field, values: Values, rules: Rules, askOld: boolean): Check {
  if (field === 'old') return askOld ? checkLoginPassword(rules, values.old) : null;
  if (field === 'password') return checkNewPassword(rules.password, values.password, '');
  return checkConfirm(values.password, values.confirm, 'change');
}

export function checkAll(values: Values, rules: Rules, askOld: boolean): Record<Field, Check> {
  return {
    old: checkField('old', values, rules, askOld),
    password: checkField('password', values, rules, askOld),
    confirm: checkField('confirm', values, rules, askOld),
  };
}
