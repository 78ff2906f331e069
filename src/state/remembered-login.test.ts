import { describe, expect, it } from 'vitest';
import { forgetRememberedLogin, loadRememberedLogin, saveRememberedLogin } from './remembered-login';

const stored = () => JSON.parse(localStorage.getItem('remPass') ?? 'null');
const user = { type: 'username' as const, username: 'demo01', countryDialingCode: '' };
const mobile = { type: 'mobile' as const, username: '01711000001', countryDialingCode: '+880' };

/** A record as versions before issue 19 wrote it: the password sealed (under a key in IndexedDB)
 *  with its salt. A copied profile carried both the seal and the key. */
const oldRecord = {
  username: { type: 'username', username: 'demo01', password: 'q0Kx3vJd8Hc2Lr9TnWmYpA==', countryDialingCode: '', sass: '0f1e2d3c4b5a69788796a5b4' },
  mobile: { type: 'mobile', username: '01711000001', password: '', countryDialingCode: '+880', sass: '' },
};

describe('remembered login (issue 19, point 6: the username only)', () => {
  it('an old record holding a sealed password loses it on first load, and keeps the username', async () => {
    localStorage.setItem('remPass', JSON.stringify(oldRecord));
    expect(await loadRememberedLogin('username')).toEqual({ username: 'demo01', countryDialingCode: '' });
    expect(localStorage.getItem('remPass')).not.toContain('q0Kx3vJd8Hc2Lr9TnWmYpA==');
    expect(stored()).toEqual({
      username: { type: 'username', username: 'demo01', countryDialingCode: '' },
      mobile: { type: 'mobile', username: '01711000001', countryDialingCode: '+880' },
    });
  });

  it('keeps one record per tab, with no password field at all', async () => {
    await saveRememberedLogin({ ...user, password: 'demo123' } as typeof user);
    await saveRememberedLogin(mobile);
    expect(localStorage.getItem('remPass')).not.toContain('demo123');
    expect(stored()).toEqual({ username: { ...user }, mobile: { ...mobile } });
    expect(await loadRememberedLogin('username')).toEqual({ username: 'demo01', countryDialingCode: '' });
    expect(await loadRememberedLogin('mobile')).toEqual({ username: '01711000001', countryDialingCode: '+880' });
  });

  it('reads garbage as nothing', async () => {
    for (const junk of ['{', '[]', '{"username":{"type":"mobile"}}', '{"username":{"username":1}}']) {
      localStorage.setItem('remPass', junk);
      expect(await loadRememberedLogin('username')).toBeNull();
    }
  });

  it('remember-me unticked forgets that tab, or everything', async () => {
    await saveRememberedLogin(user);
    await saveRememberedLogin(mobile);
    forgetRememberedLogin('mobile');
    expect(await loadRememberedLogin('mobile')).toBeNull();
    expect(await loadRememberedLogin('username')).not.toBeNull();
    forgetRememberedLogin('username');
    expect(localStorage.getItem('remPass')).toBeNull();
    await saveRememberedLogin(user);
    forgetRememberedLogin();
    expect(localStorage.getItem('remPass')).toBeNull();
  });
});
