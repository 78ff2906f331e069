import type { LoginValue, RegisterBody } from '../../../../contract/accounts.ts';
import type { RegisterRule } from '../../../../contract/system.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { hashPassword, NO_PASSWORD } from '../../lib/passwords.ts';
import { consumeCaptcha } from '../captcha/captcha.ts';
import { findInvitation, findLiveLink, joinThroughLink } from '../agent/links.ts';
import { welcomeNewMember } from '../inbox/welcome.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { RuleError } from '../rule-error.ts';
import { checkSmsCode, useSmsCode } from '../sms/codes.ts';
import { knownDialingCodes, nationalForm, toPhone, type Phone } from '../sms/phone.ts';
import { getRegisterSettings } from '../system/register-settings.ts';
import { isSwitchOn, requireSwitch } from '../whitelabel/switches.ts';
import { startSession } from './login-value.ts';
import { findMemberByPhone, findMemberByUsername, insertMember } from './members.ts';
import { ruleFailure, rulesForFlow, validateFields, type RegisterFlow } from './register-rules.ts';

/** The string fields of a registration payload (spec §3); the route reads exactly these. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'affiliateCode',
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'captcha',
  'verificationCode',
  'countryDialingCode',
  'registerUrl',
  'registerMethod',
  'domain',
] as const satisfies readonly (keyof RegisterBody)[];

export type RegisterInput = Record<(typeof REGISTER_FIELDS)[number], string>;

/** Enabled fields kept as they are in `members.extra` (the rest have columns or are secrets). */
const EXTRA_FIELDS = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'recommenderId'] as const;

/**
 * Registers a member (PUT /wps/member/register and /register/mobile) and logs them in.
 * Order: switch, field formats, confirmation, captcha, affiliate code, SMS code, duplicates;
 * the first failure answers and nothing is written (a checked captcha and a wrong SMS guess
 * are used up, by design).
 */
export async function register(
  db: Db,
  merchant: Merchant,
  flow: RegisterFlow,
  captchaId: string | undefined,
  input: RegisterInput,
): Promise<LoginValue> {
  requireSwitch(db, merchant.code, flow === 'mobile' ? 'MOBILENUMREG3' : 'USERNAMEREG3');
  const rules = rulesForFlow(getRegisterSettings(db, merchant.code), flow, {
    smsOnUsernameTab: isSwitchOn(db, merchant.code, 'REGMOBVERF3'),
    passwordOnMobileTab: isSwitchOn(db, merchant.code, 'MOBILENUMPASSREG3'),
  });
  validateFields(rules, input);
  const phone = readPhone(db, merchant.code, input, rules['mobileNum']);
  // On the mobile tab the number is the username, spelled the one way it is dialled nationally.
  const username = flow === 'mobile' ? (phone ? nationalForm(phone.mobile) : input.mobileNum) : input.username;

  const captchaRule = rules['captcha'];
  if (captchaRule?.enabled && (captchaRule.required || input.captcha !== '')) {
    if (!consumeCaptcha(db, merchant.code, captchaId, input.captcha)) {
      throw new RuleError('login.captcha.invalid', { captcha: true });
    }
  }
  // A member's own code or a live affiliate link's; a deleted link's code is unknown like any other.
  const invitation = input.affiliateCode ? findInvitation(db, merchant.code, input.affiliateCode) : undefined;
  if (input.affiliateCode && !invitation) throw new RuleError('affiliate.code.invalid');
  const type = invitation?.link?.kind ?? 0;
  // The code before the duplicates: whether a number has an account is told only to whoever
  // holds it (such a number gets no registration code; docs/security.md, "Phone numbers").
  const needsSms = rules['verificationCode']?.enabled === true;
  if (needsSms && phone) checkSmsCode(db, merchant.code, phone, 'register', input.verificationCode);
  checkDuplicates(db, merchant.code, flow, username, phone);

  // Mobile tab without a password: the member logs in by SMS.
  const passwordHash = rules['password']?.enabled ? await hashPassword(input.password) : NO_PASSWORD;
  const extra: Record<string, string> = {};
  for (const field of EXTRA_FIELDS) if (rules[field]?.enabled && input[field]) extra[field] = input[field];
  if (rules['paymentPassword']?.enabled && input.paymentPassword) {
    extra['paymentPasswordHash'] = await hashPassword(input.paymentPassword);
  }

  return db
    .transaction((): LoginValue => {
      checkDuplicates(db, merchant.code, flow, username, phone); // again: the hashing above yielded
      if (needsSms && phone) useSmsCode(db, merchant.code, phone, 'register');
      // Again: the link may have been deleted while the password was hashed.
      const link = invitation?.link ? findLiveLink(db, merchant.code, invitation.code) : null;
      if (invitation?.link && !link) throw new RuleError('affiliate.code.invalid');
      const id = insertMember(db, {
        merchant: merchant.code,
        username,
        passwordHash,
        type,
        phone,
        email: optional(rules, input, 'email'),
        nickname: optional(rules, input, 'nickname'),
        payeeName: optional(rules, input, 'payeeName'),
        extra,
        uplineId: invitation?.uplineId ?? null,
        registerMethod: /^[A-Za-z0-9_]{1,16}$/.test(input.registerMethod) ? input.registerMethod.toUpperCase() : 'H5',
        registerUrl: input.registerUrl.slice(0, 255),
        registerDomain: input.domain.slice(0, 255),
        regDate: new Date(now()).toISOString(),
        balanceMinor: 0,
      });
      if (link) joinThroughLink(db, merchant.code, id, link);
      welcomeNewMember(db, id, false, now());
      return startSession(db, { id, type, username, lastLoginAt: null });
    })
    .immediate();
}

/** An enabled, non-empty field's value, else null. */
function optional(rules: Record<string, RegisterRule>, input: RegisterInput, field: keyof RegisterInput): string | null {
  return rules[field]?.enabled && input[field] ? input[field] : null;
}

/**
 * The number to store (sms/phone.ts: one form however it was typed), when the form asks for one
 * and one was given. An empty dialing code means the merchant's first country; an unknown one, or
 * anything but 1-20 digits (whatever the rule's pattern allows), fails like a bad number.
 */
function readPhone(db: Db, merchant: string, input: RegisterInput, rule: RegisterRule | undefined): Phone | null {
  if (!input.mobileNum || !rule?.enabled) return null;
  const phone = toPhone(db, merchant, input.countryDialingCode || (knownDialingCodes(db, merchant)[0] ?? ''), input.mobileNum);
  if (!phone) throw new RuleError('register.format.invalid', ruleFailure('mobileNum', rule));
  return phone;
}

/** The tab's own field is checked first: on the mobile tab the username is the number. */
function checkDuplicates(db: Db, merchant: string, flow: RegisterFlow, username: string, phone: Phone | null): void {
  const mobileTaken = (): boolean => phone !== null && findMemberByPhone(db, merchant, phone) !== undefined;
  if (flow === 'mobile' && mobileTaken()) throw new RuleError('register.mobile.exists');
  if (findMemberByUsername(db, merchant, username)) throw new RuleError('register.username.exists');
  if (mobileTaken()) throw new RuleError('register.mobile.exists');
}
