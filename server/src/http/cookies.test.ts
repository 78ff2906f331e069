import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies.ts';

describe('cookies', () => {
  it('parses a Cookie header; the first of two equal names wins; bad escapes are skipped', () => {
    expect(parseCookies('captchaId=abc; other=1%202; captchaId=zzz; bad=%E0%A4%A; =x')).toEqual({ captchaId: 'abc', other: '1 2' });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('writes HttpOnly, SameSite=Strict cookies', () => {
    expect(serializeCookie('captchaId', 'a b', { path: '/wps', maxAgeSeconds: 300 })).toBe(
      'captchaId=a%20b; Path=/wps; HttpOnly; SameSite=Strict; Max-Age=300',
    );
  });
});
