// The shared field checks of specification §5. Each returns null (pass) or the message to show,
// as a Lingui descriptor (see validation-messages.ts). Field rules come from the server's
// registration settings; login fields reuse the rule of the same registration field, required.

import type { MessageDescriptor } from '@lingui/core';
import { messages, patternMessages, ruleMessage, type Characters } from './validation-messages';

/** What the checks read of a registration rule (`RegisterRule` in api/types matches it; lib/ does
 *  not import api/, even for types). */
export interface FieldRule {
  enabled?: boolean;
  required: boolean;
  /** A regular expression, or '*' for any text. */
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  /** 0 or less: no upper bound. */
  maxLength: number;
}

export type Check = MessageDescriptor | null;

const DIGITS = /^\d+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function matches(pattern: string, value: string): boolean {
  if (pattern === '*' || pattern === '') return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true; // a broken server pattern must not lock players out; the server checks again
  }
}

/** The patterns a merchant's rules use (platform reference §7.11) that can be said in words. */
const KINDS: Readonly<Record<string, Characters>> = {
  '*': 'any',
  '': 'any',
  '^[a-zA-Z0-9]+$': 'alnum',
  '^[A-Za-z0-9]+$': 'alnum',
  '^[0-9]+$': 'digits',
  '^\\d+$': 'digits',
};

/** What a server pattern accepts, when it can be said in words; null for any other expression
 *  (an e-mail pattern, lower-case letters only, …), whose failure keeps the field's own text. */
export const charactersOf = (pattern: string): Characters | null => KINDS[pattern] ?? null;

/** A broken rule in words (spec §5's texts said only "format incorrect"): its length and what it
 *  accepts; for a pattern that cannot be said, the length when that is what failed, else the
 *  field's own "format is incorrect" text. */
export function ruleFailure(
  rule: Pick<FieldRule, 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'>,
  lengthFailed = false,
): MessageDescriptor {
  const kind = charactersOf(rule.acceptedPattern);
  if (kind) return ruleMessage(rule.minLength, rule.maxLength, kind);
  if (lengthFailed) return ruleMessage(rule.minLength, rule.maxLength, 'any');
  return patternMessages[rule.patternId] ?? messages.formatIncorrect;
}

/** A field against its rule: empty passes unless required; else the pattern and the length. A
 *  missing or disabled rule passes (the field is not shown). */
export function checkRule(rule: FieldRule | undefined, value: string): Check {
  if (!rule || rule.enabled === false) return null;
  if (value === '') return rule.required ? messages.required : null;
  const longEnough = value.length >= rule.minLength && (rule.maxLength <= 0 || value.length <= rule.maxLength);
  if (!longEnough) return ruleFailure(rule, true);
  return matches(rule.acceptedPattern, value) ? null : ruleFailure(rule);
}

export type Rules = Readonly<Record<string, FieldRule | undefined>>;

/** The rule a login field borrows: the registration rule of the same field, always checked. */
const asLoginRule = (rule: FieldRule | undefined) => rule && { ...rule, enabled: true, required: true };

export const checkLoginUsername = (rules: Rules, value: string): Check =>
  value === '' ? messages.usernameRequired : checkRule(asLoginRule(rules.username), value);

export const checkLoginPassword = (rules: Rules, value: string): Check =>
  value === '' ? messages.passwordRequired : checkRule(asLoginRule(rules.password), value);

/** Digits, at most 20; then the `mobileNum` rule when given (its own message). */
export function checkMobile(value: string, rule?: FieldRule): Check {
  if (!DIGITS.test(value) || value.length > 20) return messages.mobile;
  return checkRule(asLoginRule(rule), value);
}

/** An SMS code: digits, at most 10; then the `verificationCode` rule when given. */
export function checkSmsCode(value: string, rule?: FieldRule): Check {
  if (!DIGITS.test(value) || value.length > 10) return messages.smsCode;
  return checkRule(asLoginRule(rule), value);
}

/** The login-rule names of the specification, for pages that keep their checks in a table. */
export const loginChecks = {
  loginUsername: checkLoginUsername,
  loginPassword: checkLoginPassword,
  loginMobileNum: (rules: Rules, value: string) => checkMobile(value, rules.mobileNum),
  verificationCode: (rules: Rules, value: string) => checkSmsCode(value, rules.verificationCode),
} as const;

/** The image captcha: required, digits, at most 6. */
export const checkCaptcha = (value: string): Check => (DIGITS.test(value) && value.length <= 6 ? null : messages.captcha);

/** The confirm field: required, and equal to the password. */
export function checkConfirm(password: string, confirm: string, context: 'register' | 'change'): Check {
  if (confirm === '') return context === 'register' ? messages.confirmRequiredRegister : messages.confirmRequiredChange;
  return confirm === password ? null : messages.confirmMismatch;
}

/** Change password: the new one follows the `password` rule and differs from the old one. */
export function checkNewPassword(rule: FieldRule | undefined, value: string, oldPassword: string): Check {
  if (value === '') return messages.newPasswordRequired;
  return checkRule(asLoginRule(rule), value) ?? (value === oldPassword ? messages.samePassword : null);
}

/** Forgot by e-mail: required and an address (checked trimmed, as it is sent). */
export function checkEmail(value: string): Check {
  const v = value.trim();
  if (v === '') return messages.emailRequired;
  return EMAIL.test(v) ? null : messages.emailIncorrect;
}
