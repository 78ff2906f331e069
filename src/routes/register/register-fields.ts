// Which fields each registration tab asks for, in form order, with the rule each is checked by.
// The published rules (startup info `register`) say what a field looks like and whether the
// merchant asks for it; the tab and its switches force a few fields on or off, exactly as the
// server does (docs/accounts.md "When registration needs an SMS code"):
// - username tab: username and password always; mobile number and SMS code when REGMOBVERF3 is on;
// - mobile tab: no username (it is the number); mobile number and SMS code always; password only
//   when MOBILENUMPASSREG3 is on.

import type { RegisterField } from '@/api/register';
import type { RegisterRule } from '@/api/types';

export type RegisterTab = 'username' | 'mobile';

export interface FlowSwitches {
  /** REGMOBVERF3 */
  smsOnUsernameTab: boolean;
  /** MOBILENUMPASSREG3 */
  passwordOnMobileTab: boolean;
}

export interface FormField {
  name: RegisterField;
  required: boolean;
  /** The rule the value is checked against (the password's for its confirmation). */
  rule: RegisterRule;
}

/** Fields every merchant may switch on, after the ones a tab leads with. */
const OPTIONAL: readonly RegisterField[] = [
  'paymentPassword',
  'email',
  'nickname',
  'payeeName',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'affiliateCode',
  'captcha',
];

const ORDER: Record<RegisterTab, readonly RegisterField[]> = {
  username: ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', ...OPTIONAL],
  mobile: ['mobileNum', 'verificationCode', 'password', 'confirmPassword', ...OPTIONAL],
};

/** patternIds of the fields a tab may force, for a merchant whose rules lack the row (as the server). */
const PATTERN_IDS: Partial<Record<RegisterField, number>> = { username: 0, password: 4, mobileNum: 16, verificationCode: 17 };

function fallbackRule(name: RegisterField): RegisterRule {
  return {
    enabled: false,
    required: false,
    acceptedPattern: '*',
    patternId: PATTERN_IDS[name] ?? 0,
    minLength: 1,
    maxLength: 64,
    type: 'text',
  };
}

/** The fields of one tab, in form order (the first invalid one gets focus). */
export function formFields(published: Readonly<Record<string, RegisterRule>>, tab: RegisterTab, sw: FlowSwitches): FormField[] {
  const rule = (name: RegisterField) => published[name] ?? fallbackRule(name);
  const needsSms = tab === 'mobile' || sw.smsOnUsernameTab;
  const asked: Partial<Record<RegisterField, boolean>> = {
    username: tab === 'username',
    password: tab === 'username' || sw.passwordOnMobileTab,
    mobileNum: needsSms ? true : undefined,
    verificationCode: needsSms,
  };
  const fields: FormField[] = [];
  for (const name of ORDER[tab]) {
    if (name === 'confirmPassword') {
      if (asked.password) fields.push({ name, required: true, rule: rule('password') });
      continue;
    }
    const forced = asked[name];
    const r = rule(name);
    if (forced === false || (forced === undefined && !r.enabled)) continue;
    fields.push({ name, required: forced === true || r.required, rule: { ...r, enabled: true, required: forced === true || r.required } });
  }
  return fields;
}

/** The tabs the switches allow, in display order: username first (so mobile is the default only
 *  when it is the only one). */
export function registerTabs(usernameOn: boolean, mobileOn: boolean): RegisterTab[] {
  return [...(usernameOn ? (['username'] as const) : []), ...(mobileOn ? (['mobile'] as const) : [])];
}
