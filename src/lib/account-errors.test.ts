import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { activate, loadCatalog } from '@/i18n/locale';
import { catalog } from '../../tests/catalogs';
import { accountErrorText, failedField } from './account-errors';

describe.each([
  [
    'en',
    'Username already exists',
    'E-mail format incorrect',
    'Unknown error, please try again later',
    'No internet connection',
    'Use 6 to 12 English letters or digits',
    'The e-mail format is incorrect',
  ],
  [
    'bn',
    'ইউজারনেম আগে থেকেই আছে',
    'ই-মেইলের ফরম্যাট সঠিক নয়',
    'অজানা ত্রুটি, পরে আবার চেষ্টা করুন',
    'ইন্টারনেট সংযোগ নেই',
    '৬ থেকে ১২টি ইংরেজি অক্ষর বা সংখ্যা দিন',
    'ই-মেইলের ফরম্যাট সঠিক নয়',
  ],
] as const)('account errors in %s', (locale, exists, email, unknown, offline, usernameRule, emailPattern) => {
  beforeAll(async () => {
    await activate(locale);
    await loadCatalog(catalog('accounts'));
  });

  it('uses our own text for a known code', () => {
    expect(accountErrorText(new ApiError(400, 'register.username.exists', 'server text'), i18n)).toBe(exists);
  });

  it('names the field of a format failure', () => {
    const err = new ApiError(400, 'register.format.invalid', '', { field: 'email', patternId: 13 });
    expect(accountErrorText(err, i18n)).toBe(email);
    expect(failedField(err)).toBe('email');
  });

  it('says the rule the server names in its field error (issue 17, item 11)', () => {
    const username = { field: 'username', patternId: 0, acceptedPattern: '^[a-zA-Z0-9]+$', minLength: 6, maxLength: 12 };
    expect(accountErrorText(new ApiError(400, 'register.format.invalid', 'server text', username), i18n)).toBe(usernameRule);
    // A pattern not said in words: the field's own format text.
    const address = { field: 'email', patternId: 13, acceptedPattern: '^[^\\s@]+@[^\\s@]+$', minLength: 5, maxLength: 50 };
    expect(accountErrorText(new ApiError(400, 'register.format.invalid', '', address), i18n)).toBe(emailPattern);
  });

  it("falls back to the server's localised message, then to 'unknown error'", () => {
    expect(accountErrorText(new ApiError(400, 'some.new.code', 'সার্ভারের বার্তা'), i18n)).toBe('সার্ভারের বার্তা');
    expect(accountErrorText(new ApiError(500, 'system.error', ''), i18n)).toBe(unknown);
    expect(accountErrorText(new Error('boom'), i18n)).toBe('boom');
    expect(accountErrorText(null, i18n)).toBe(unknown);
  });

  it('says when the network is the problem', () => {
    expect(accountErrorText(new ApiError(0, 'client.network', ''), i18n)).toContain(offline);
  });
});
