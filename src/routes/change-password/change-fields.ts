// The change-password form's checks (specification §5): the old password as loginPassword, or the
// SMS code by the `verificationCode` rule, whichever way the member confirms the change; the new
// one by the `password` rule, the confirmation (context 'change'). Equality of old and new is not
// a field message: the page answers it with a popup (§8).

import { checkConfirm, checkLoginPassword, checkNewPassword, checkSmsCode, type Check, type Rules } from '@/lib/validation';

export type Field = 'old' | 'code' | 'password' | 'confirm';
export type Values = Readonly<Record<Field, string>>;

/** How the member proves it is them: a stolen session alone must not change the password. */
export type Proof = 'old' | 'code';

export const fieldsFor = (proof: Proof): Field[] => [proof, 'password', 'confirm'];

export function checkField(field: Field, values: Values, rules: Rules): Check {
  if (field === 'old') return checkLoginPassword(rules, values.old);
  if (field === 'code') return checkSmsCode(values.code, rules.verificationCode);
  if (field === 'password') return checkNewPassword(rules.password, values.password, '');
  return checkConfirm(values.password, values.confirm, 'change');
}
