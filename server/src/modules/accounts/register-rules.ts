import type { RegisterRule } from '../../../../contract/system.ts';
import { passesRule } from '../system/rule-check.ts';
import { RuleError } from '../rule-error.ts';

/**
 * Which registration rules apply to which flow (docs/accounts.md, "When registration needs an
 * SMS code"). The published rules say what each field looks like; the flow and its switches say
 * whether a field is asked at all:
 * - username tab: username and password always (a member must be able to log in); mobileNum and
 *   the SMS code when REGMOBVERF3 is on;
 * - mobile tab: no username rule (the username is the number); mobileNum and the SMS code always;
 *   password only when MOBILENUMPASSREG3 is on.
 * The SMS code's format is the `verificationCode` rule's, whether or not that rule is enabled.
 */

export type RegisterFlow = 'username' | 'mobile';

export interface FlowSwitches {
  /** REGMOBVERF3: the username tab verifies a mobile number by SMS. */
  smsOnUsernameTab: boolean;
  /** MOBILENUMPASSREG3: the mobile tab asks for a password. */
  passwordOnMobileTab: boolean;
}

/** patternIds of the fields a flow may force, for a merchant whose table lacks the row. */
const PATTERN_IDS: Record<string, number> = { username: 0, password: 4, mobileNum: 16, verificationCode: 17 };

export function rulesForFlow(published: Record<string, RegisterRule>, flow: RegisterFlow, switches: FlowSwitches): Record<string, RegisterRule> {
  const rules = { ...published };
  const base = (field: string): RegisterRule =>
    published[field] ?? {
      enabled: false,
      required: false,
      acceptedPattern: '*',
      patternId: PATTERN_IDS[field] ?? 0,
      minLength: 1,
      maxLength: 64,
      type: 'text',
    };
  const ask = (field: string): void => {
    rules[field] = { ...base(field), enabled: true, required: true };
  };
  const skip = (field: string): void => {
    rules[field] = { ...base(field), enabled: false, required: false };
  };
  const needsSms = flow === 'mobile' || switches.smsOnUsernameTab;
  if (flow === 'username') {
    ask('username');
    ask('password');
  } else {
    skip('username');
    if (switches.passwordOnMobileTab) ask('password');
    else skip('password');
  }
  if (needsSms) {
    ask('mobileNum');
    ask('verificationCode');
  } else {
    skip('verificationCode');
  }
  return rules;
}

/**
 * Checks every enabled field in the table's order; the first failure is
 * register.format.invalid with `{ field, patternId, acceptedPattern, minLength, maxLength }` (the rule,
 * so that the player can be told it), then the password confirmation.
 */
export function validateFields(rules: Record<string, RegisterRule>, values: Record<string, string>): void {
  for (const [field, rule] of Object.entries(rules)) {
    if (rule.enabled && !passesRule(rule, values[field] ?? '')) {
      throw new RuleError('register.format.invalid', ruleFailure(field, rule));
    }
  }
  if (rules['password']?.enabled && values['confirmPassword'] !== values['password']) {
    throw new RuleError('register.confirm.mismatch');
  }
}

/** What register.format.invalid answers: the field and the rule it broke. */
export function ruleFailure(field: string, rule: RegisterRule): Record<string, unknown> {
  const { patternId, acceptedPattern, minLength, maxLength } = rule;
  return { field, patternId, acceptedPattern, minLength, maxLength };
}
