// The change-password form's checks (specification §5): the old password as loginPassword (asked
// for only when no password is held), the new one by the `password` rule, the confirmation
// (context 'change'). Equality of old and new is not a field message: the page answers it with a
// popup (§8).

import { checkConfirm, checkLoginPassword, checkNewPassword, type Check, type Rules } from '@/lib/validation';

export type Field = 'old' | 'password' | 'confirm';
export type Values = Readonly<Record<Field, string>>;

export function checkField(field: Field, values: Values, rules: Rules): Check {
  if (field === 'old') return checkLoginPassword(rules, values.old);
  if (field === 'password') return checkNewPassword(rules.password, values.password, '');
  return checkConfirm(values.password, values.confirm, 'change');
}
