import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activate, loadCatalog, type Locale } from '@/i18n/locale';
import { catalog } from '../../tests/catalogs';
import {
  checkCaptcha,
  checkConfirm,
  checkEmail,
  checkLoginPassword,
  checkLoginUsername,
  checkMobile,
  checkNewPassword,
  charactersOf,
  checkRule,
  checkSmsCode,
  loginChecks,
  ruleFailure,
  type Check,
  type FieldRule,
} from './validation';
import { patternMessages } from './validation-messages';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '^[a-z0-9]+$',
  patternId: 0,
  minLength: 4,
  maxLength: 16,
  ...over,
});
const rules = {
  username: rule(),
  password: rule({ acceptedPattern: '^[A-Za-z0-9]+$', patternId: 4, minLength: 6, maxLength: 12, required: true }),
  mobileNum: rule({ acceptedPattern: '^0?1[3-9]\\d{8}$', patternId: 16, minLength: 10, maxLength: 11 }),
  verificationCode: rule({ acceptedPattern: '^\\d+$', patternId: 17, minLength: 4, maxLength: 10 }),
};

/** The account screens' catalog (lingui.config.ts) carries these texts; their routes load it. */
async function speak(locale: Locale) {
  await activate(locale);
  await loadCatalog(catalog('accounts'));
}

/** The text a player sees for a check's result, in a language. */
const seen = (c: Check) => (c ? i18n._(c) : null);

describe.each([
  [
    'en',
    {
      format: 'The username format is incorrect',
      password: 'Use 6 to 12 English letters or digits',
      mismatch: 'The two passwords do not match',
      mobile: 'Please enter a valid mobile number',
    },
  ],
  [
    'bn',
    {
      format: 'ইউজারনেমের ফরম্যাট সঠিক নয়',
      password: '৬ থেকে ১২টি ইংরেজি অক্ষর বা সংখ্যা দিন',
      mismatch: 'দুটি পাসওয়ার্ড মিলছে না',
      mobile: 'অনুগ্রহ করে একটি সঠিক মোবাইল নম্বর দিন',
    },
  ],
] as const satisfies ReadonlyArray<readonly [Locale, object]>)('messages in %s', (locale, text) => {
  it('are translated', async () => {
    await speak(locale);
    expect(seen(checkRule(rules.username, 'Rahim01'))).toBe(text.format); // a pattern not said in words
    expect(seen(checkLoginPassword(rules, 'short'))).toBe(text.password);
    expect(seen(checkConfirm('abc123', 'abc124', 'register'))).toBe(text.mismatch);
    expect(seen(checkMobile('01711-000'))).toBe(text.mobile);
  });

  it('exist for every patternId 0–19 and every check, in this language', async () => {
    await speak(locale);
    const results = [
      ...[0, 1, 2, ...Array.from({ length: 17 }, (_, i) => i + 3)].map((patternId) => checkRule(rule({ patternId }), '!!!!!')),
      checkRule(rule({ required: true }), ''),
      checkLoginUsername(rules, ''),
      checkLoginPassword(rules, ''),
      checkCaptcha(''),
      checkSmsCode(''),
      checkConfirm('a', '', 'register'),
      checkConfirm('a', '', 'change'),
      checkNewPassword(rules.password, '', 'x'),
      checkNewPassword(rules.password, 'abc123', 'abc123'),
      checkEmail(''),
      checkEmail('no-at-sign'),
    ];
    for (const r of results) {
      const shown = seen(r)!;
      expect(shown, r?.id).not.toBe(r?.id); // the catalog has it
      if (locale === 'bn') expect(shown, r?.id).toMatch(/[\u0980-\u09FF]/);
    }
    expect(Object.keys(patternMessages)).toHaveLength(18); // 1 and 2 fall back to the generic text
  });
});

describe('checkRule', () => {
  it('lets an empty value through unless required', () => {
    expect(checkRule(rules.username, '')).toBeNull();
    expect(checkRule(rule({ required: true }), '')).not.toBeNull();
  });

  it('needs the pattern AND the length', async () => {
    await speak('en');
    expect(checkRule(rules.username, 'rahim01')).toBeNull();
    expect(checkRule(rules.username, 'Rahim01')).toBe(patternMessages[0]); // pattern
    expect(seen(checkRule(rules.username, 'abc'))).toBe('Use 4 to 16 characters'); // too short
    expect(seen(checkRule(rules.username, 'a'.repeat(17)))).toBe('Use 4 to 16 characters'); // too long
    expect(checkRule(rule({ patternId: 13 }), '!!!!!')).toBe(patternMessages[13]);
  });

  it('reads * as any text and maxLength 0 as no upper bound', () => {
    expect(checkRule(rule({ acceptedPattern: '*', maxLength: 0 }), 'Any Text! '.repeat(10))).toBeNull();
  });

  it('passes without a rule, with a disabled rule and with a broken server pattern', () => {
    expect(checkRule(undefined, 'x')).toBeNull();
    expect(checkRule(rule({ enabled: false, required: true }), '')).toBeNull();
    expect(checkRule(rule({ acceptedPattern: '([' }), 'abcd')).toBeNull();
  });

  it('reads what a pattern accepts: English letters and digits, digits, anything', () => {
    expect(charactersOf('^[a-zA-Z0-9]+$')).toBe('alnum');
    expect(charactersOf('^[A-Za-z0-9]+$')).toBe('alnum');
    expect(charactersOf('^[0-9]+$')).toBe('digits');
    expect(charactersOf('^\\d+$')).toBe('digits');
    expect(charactersOf('*')).toBe('any');
    // Not said in words: lower case only, other characters, other expressions.
    for (const p of ['^[a-z0-9]+$', '^[a-zA-Z0-9_]+$', '^0?1[3-9]\\d{8}$', '^[^\\s@]+@[^\\s@]+$']) expect(charactersOf(p)).toBeNull();
  });
});

/** The seeded merchant's rules (server/src/db/seed-data/register.ts). */
const seeded = {
  username: rule({ acceptedPattern: '^[a-zA-Z0-9]+$', patternId: 0, minLength: 6, maxLength: 12, required: true }),
  mobileNum: rule({ acceptedPattern: '^[0-9]+$', patternId: 16, minLength: 8, maxLength: 12, required: true }),
  captcha: rule({ acceptedPattern: '^[0-9]+$', patternId: 3, minLength: 6, maxLength: 6 }),
  email: rule({ acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', patternId: 13, minLength: 5, maxLength: 50 }),
  nickname: rule({ acceptedPattern: '*', patternId: 14, minLength: 2, maxLength: 0 }),
};

describe.each([
  [
    'en',
    {
      username: 'Use 6 to 12 English letters or digits',
      mobile: 'Use 8 to 12 digits',
      captcha: 'Use exactly 6 digits',
      emailShort: 'Use 5 to 50 characters',
      email: 'The e-mail format is incorrect',
      nickname: 'Use at least 2 characters',
    },
  ],
  [
    'bn',
    {
      username: '৬ থেকে ১২টি ইংরেজি অক্ষর বা সংখ্যা দিন',
      mobile: '৮ থেকে ১২টি অঙ্ক দিন',
      captcha: 'ঠিক ৬টি অঙ্ক দিন',
      emailShort: '৫ থেকে ৫০টি অক্ষর দিন',
      email: 'ই-মেইলের ফরম্যাট সঠিক নয়',
      nickname: 'কমপক্ষে ২টি অক্ষর দিন',
    },
  ],
] as const)('a broken rule says the rule, in %s (issue 17, item 11)', (locale, text) => {
  it("length and allowed characters from the registration settings, numbers in the language's digits", async () => {
    await speak(locale);
    expect(seen(checkRule(seeded.username, 'abc'))).toBe(text.username); // too short
    expect(seen(checkRule(seeded.username, 'rahim_01'))).toBe(text.username); // a character it does not take
    expect(seen(checkRule(seeded.username, 'রহিম১২৩৪'))).toBe(text.username); // Bengali letters are not English ones
    expect(seen(checkRule(seeded.mobileNum, '1234567890123'))).toBe(text.mobile);
    expect(seen(checkRule(seeded.captcha, '12345'))).toBe(text.captcha);
    expect(seen(checkRule(seeded.email, 'a@b'))).toBe(text.emailShort); // the length is what failed
    expect(seen(checkRule(seeded.email, 'no-at-sign'))).toBe(text.email); // a pattern not said in words
    expect(seen(checkRule(seeded.nickname, 'x'))).toBe(text.nickname);
  });
});

describe('login rules', () => {
  it('require a value and follow the registration rule of the same field', () => {
    expect(loginChecks.loginUsername(rules, '')).not.toBeNull();
    expect(loginChecks.loginUsername(rules, 'rahim01')).toBeNull();
    expect(loginChecks.loginUsername(rules, 'ra')).toEqual(ruleFailure(rules.username, true));
    expect(loginChecks.loginPassword(rules, 'demo123')).toBeNull();
    expect(loginChecks.loginPassword(rules, 'demo 123')).toEqual(ruleFailure(rules.password));
    expect(loginChecks.loginMobileNum(rules, '01711000001')).toBeNull();
    expect(loginChecks.loginMobileNum(rules, '02711000001')).toBe(patternMessages[16]);
    expect(loginChecks.verificationCode(rules, '123456')).toBeNull();
    expect(loginChecks.verificationCode(rules, '12')).toEqual(ruleFailure(rules.verificationCode, true));
  });

  it('still require a value when the merchant publishes no rule', () => {
    expect(checkLoginUsername({}, 'x')).toBeNull();
    expect(checkLoginUsername({}, '')).not.toBeNull();
    expect(checkLoginPassword({}, '')).not.toBeNull();
  });
});

describe('fixed checks', () => {
  it('captcha: required, digits, at most 6', () => {
    expect(checkCaptcha('123456')).toBeNull();
    for (const bad of ['', '12a4', '1234567']) expect(checkCaptcha(bad)).not.toBeNull();
  });

  it('mobile: digits, at most 20, then the rule', () => {
    expect(checkMobile('01711000001')).toBeNull();
    expect(checkMobile('1'.repeat(20))).toBeNull();
    for (const bad of ['', '+8801711', '1'.repeat(21)]) expect(checkMobile(bad)).not.toBeNull();
    expect(checkMobile('12345', rules.mobileNum)).toEqual(ruleFailure(rules.mobileNum, true));
    expect(checkMobile('02711000001', rules.mobileNum)).toBe(patternMessages[16]);
  });

  it('SMS code: digits, at most 10', () => {
    expect(checkSmsCode('123456')).toBeNull();
    for (const bad of ['', '12 34', '1'.repeat(11)]) expect(checkSmsCode(bad)).not.toBeNull();
  });

  it('confirm: required (a message per form), then equal', () => {
    expect(checkConfirm('abc123', 'abc123', 'change')).toBeNull();
    expect(checkConfirm('abc123', '', 'register')).not.toEqual(checkConfirm('abc123', '', 'change'));
    expect(checkConfirm('abc123', 'abc12', 'change')).toEqual(checkConfirm('x', 'y', 'register'));
  });

  it('new password: required, the password rule, different from the old one', () => {
    expect(checkNewPassword(rules.password, 'newpass1', 'demo123')).toBeNull();
    expect(checkNewPassword(rules.password, 'new', 'demo123')).toEqual(ruleFailure(rules.password, true));
    expect(checkNewPassword(rules.password, 'demo123', 'demo123')).not.toBeNull();
  });

  it('e-mail: required and an address, spaces around it ignored', () => {
    expect(checkEmail(' demo01@bdplay.example ')).toBeNull();
    for (const bad of ['', '  ', 'demo01', 'demo01@', 'a b@c.d']) expect(checkEmail(bad)).not.toBeNull();
  });
});
