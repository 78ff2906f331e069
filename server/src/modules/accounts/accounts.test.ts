import { describe, expect, it } from 'vitest';
import { hashPassword, NO_PASSWORD, verifyPassword } from '../../lib/passwords.ts';
import { passesRule } from '../system/rule-check.ts';
import type { RegisterRule } from '../../../../contract/system.ts';
import { maskEmail, maskMobile } from './profile.ts';
import { rulesForFlow } from './register-rules.ts';

const rule = (over: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '^[a-z0-9]+$',
  patternId: 0,
  minLength: 6,
  maxLength: 12,
  type: 'text',
  ...over,
});

describe('passesRule (spec §5)', () => {
  it('empty passes only when not required; then length and pattern', () => {
    expect(passesRule(rule(), '')).toBe(false);
    expect(passesRule(rule({ required: false }), '')).toBe(true);
    expect(passesRule(rule(), 'abc12')).toBe(false);
    expect(passesRule(rule(), 'abcdef1234567')).toBe(false);
    expect(passesRule(rule(), 'ABCDEF')).toBe(false);
    expect(passesRule(rule(), 'abc123')).toBe(true);
    expect(passesRule(rule({ acceptedPattern: '*' }), 'any text!')).toBe(true);
  });
});

describe('rulesForFlow', () => {
  const published = {
    username: rule(),
    password: rule({ patternId: 4 }),
    mobileNum: rule({ enabled: false, required: false }),
    verificationCode: rule({ patternId: 17 }),
  };

  it('username tab: the code only with REGMOBVERF3, which also makes the number required', () => {
    const off = rulesForFlow(published, 'username', { smsOnUsernameTab: false, passwordOnMobileTab: true });
    expect([off['verificationCode']?.enabled, off['mobileNum']?.enabled]).toEqual([false, false]);
    const on = rulesForFlow(published, 'username', { smsOnUsernameTab: true, passwordOnMobileTab: true });
    expect([on['verificationCode']?.required, on['mobileNum']?.required]).toEqual([true, true]);
  });

  it('mobile tab: no username rule, number and code always, password with MOBILENUMPASSREG3', () => {
    const rules = rulesForFlow(published, 'mobile', { smsOnUsernameTab: false, passwordOnMobileTab: false });
    expect([rules['username']?.enabled, rules['password']?.enabled, rules['mobileNum']?.required, rules['verificationCode']?.required]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('masks', () => {
  it('hide the middle of a number and the local part of an address', () => {
    expect(maskMobile('01711000001')).toBe('017*****001');
    expect(maskMobile('1234567')).toBe('1*****7');
    expect(maskEmail('demo01@bdplay.example')).toBe('de****@bdplay.example');
    expect(maskEmail('a@b.example')).toBe('****@b.example');
  });
});

describe('passwords', () => {
  it('scrypt round trip; NO_PASSWORD matches nothing', async () => {
    const hash = await hashPassword('demo123');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword('demo123', hash)).toBe(true);
    expect(await verifyPassword('demo124', hash)).toBe(false);
    expect(await verifyPassword('', NO_PASSWORD)).toBe(false);
  });
});
