import type { Db } from '../../db/connection.ts';
import { RuleError } from '../rule-error.ts';
import { getRegisterSettings } from '../system/register-settings.ts';
import { passesRule } from '../system/rule-check.ts';

/**
 * A new password (change or phone reset) must pass the published `password` rule, required even
 * if the merchant's table says otherwise: password.format.invalid, `{ field: 'newPassword', patternId }`.
 */
export function checkNewPassword(db: Db, merchant: string, password: string): void {
  const rule = getRegisterSettings(db, merchant)['password'];
  const ok = rule ? passesRule({ ...rule, required: true }, password) : password.length > 0;
  if (!ok) throw new RuleError('password.format.invalid', { field: 'newPassword', patternId: rule?.patternId ?? 4 });
}
