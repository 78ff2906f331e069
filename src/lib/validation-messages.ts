// The texts of form validation (specification §5, §8), as Lingui descriptors: the page translates
// one with `i18n._(descriptor)` (or `t(descriptor)`) when it shows it, so a language change
// re-translates without re-validating. A broken registration rule is said as the rule itself
// ("Use 6 to 12 English letters or digits"), its numbers as ICU `number`
// arguments, so they are written in the language shown (Bengali digits in BN) when translated.

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The platform's `reg_pattern_<patternId>` texts, by patternId (1 and 2 are unused: `formatIncorrect`). */
export const patternMessages: Readonly<Record<number, MessageDescriptor>> = {
  0: msg`The username format is incorrect`,
  3: msg`The captcha format is incorrect`,
  4: msg`The password format is incorrect`,
  5: msg`The payment password format is incorrect`,
  6: msg`The ID number format is incorrect`,
  7: msg`The QQ number format is incorrect`,
  8: msg`The Facebook account format is incorrect`,
  9: msg`The WeChat account format is incorrect`,
  10: msg`The LINE account format is incorrect`,
  11: msg`The WhatsApp number format is incorrect`,
  12: msg`The Zalo account format is incorrect`,
  13: msg`The e-mail format is incorrect`,
  14: msg`The nickname format is incorrect`,
  15: msg`The payee name format is incorrect`,
  16: msg`The mobile number format is incorrect`,
  17: msg`The verification code format is incorrect`,
  18: msg`The recommender ID format is incorrect`,
  19: msg`The invitation code format is incorrect`,
};

export const messages = {
  /** A patternId the table does not know. */
  formatIncorrect: msg`The format is incorrect`,
  /** A required registration field left empty. */
  required: msg`This field is required`,
  usernameRequired: msg`Please enter your username`,
  passwordRequired: msg`Please enter your password`,
  newPasswordRequired: msg`Please enter a new password`,
  /** Spec "enter a captcha": empty, not digits or too long. */
  captcha: msg`Please enter a captcha`,
  /** Spec "enter a valid mobile number": empty, not digits or too long. */
  mobile: msg`Please enter a valid mobile number`,
  /** Spec "enter a valid verification code": empty, not digits or too long. */
  smsCode: msg`Please enter a valid verification code`,
  /** Spec 'incorrect password': the register form's empty confirm field. */
  confirmRequiredRegister: msg`Please enter your password again`,
  /** Spec 'enter password': the change-password form's empty confirm field. */
  confirmRequiredChange: msg`Please enter the new password again`,
  /** Spec 'confirmation correct' (and 'confirmation password not matched'). */
  confirmMismatch: msg`The two passwords do not match`,
  /** Spec same-password message (also the answer to `modify.new.old.same`). */
  samePassword: msg`The new password must be different from the old one`,
  emailRequired: msg`Please enter your e-mail address`,
  /** Spec in_email_incorrect. */
  emailIncorrect: msg`Please enter a correct e-mail address`,
} as const;

/** What a rule's pattern lets a player type, when it can be said in words (validation.ts). */
export type Characters = 'alnum' | 'digits' | 'any';

// One sentence per kind, chosen by `kind` (a select), so a translator sees whole sentences.
const ruleMessages = {
  range: msg({
    message:
      '{kind, select, alnum {Use {min, number} to {max, number} English letters or digits} digits {Use {min, number} to {max, number} digits} other {Use {min, number} to {max, number} characters}}',
  }),
  exactly: msg({
    message:
      '{kind, select, alnum {Use exactly {min, number} English letters or digits} digits {Use exactly {min, number} digits} other {Use exactly {min, number} characters}}',
  }),
  atLeast: msg({
    message:
      '{kind, select, alnum {Use at least {min, number} English letters or digits} digits {Use at least {min, number} digits} other {Use at least {min, number} characters}}',
  }),
};

/** The rule in words: its length (maxLength 0 or less: no upper bound) and what it accepts. */
export function ruleMessage(minLength: number, maxLength: number, kind: Characters): MessageDescriptor {
  const min = Math.max(minLength, 1);
  const form = maxLength <= 0 ? 'atLeast' : min >= maxLength ? 'exactly' : 'range';
  return { ...ruleMessages[form], values: { min, max: maxLength, kind } };
}
