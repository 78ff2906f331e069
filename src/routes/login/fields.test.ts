import { describe, expect, it } from 'vitest';
import { emptyValues, fieldsOf, restoreInto } from './fields';

const saved = { username: 'demo01', countryDialingCode: '+91' };
const mobileSaved = { username: '01711000001', countryDialingCode: '+91' };

describe('login fields', () => {
  it('each method checks its own fields, in form order, the captcha last when shown', () => {
    expect(fieldsOf('username', false)).toEqual(['username', 'password']);
    expect(fieldsOf('mobile', true)).toEqual(['mobile', 'smsCode', 'captcha']);
  });

  it('a remembered login fills an untouched tab', () => {
    expect(restoreInto(emptyValues, 'username', saved)).toMatchObject({ username: 'demo01', password: '', dialCode: '+880' });
    expect(restoreInto(emptyValues, 'mobile', mobileSaved)).toMatchObject({ mobile: '01711000001', dialCode: '+91', password: '' });
  });

  it('never overwrites what the player typed', () => {
    const typed = { ...emptyValues, username: 'someone', mobile: '019' };
    expect(restoreInto(typed, 'username', saved)).toBe(typed);
    expect(restoreInto(typed, 'mobile', mobileSaved)).toBe(typed);
  });
});
