import type { RegisterRule } from '../../../../contract/system.ts';

/**
 * The shared field check of spec §5, the same one the client runs: empty passes unless required;
 * otherwise the length must be within [minLength, maxLength] and the text must match
 * `acceptedPattern` ('*' = any text). Length counts UTF-16 units, as the browser's does.
 */
export function passesRule(rule: RegisterRule, value: string): boolean {
  if (value === '') return !rule.required;
  if (value.length < rule.minLength || value.length > rule.maxLength) return false;
  return rule.acceptedPattern === '*' || new RegExp(rule.acceptedPattern).test(value);
}
