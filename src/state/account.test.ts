import { beforeEach, describe, expect, it, vi } from 'vitest';
import { login, logout, startFreePlay } from '@/api/session';
import { ApiError } from '@/api/errors';
import { afterPasswordChange, isTrialMember, logIn, playTrial, signInRegistered, signOut } from './account';
import { loadRememberedLogin, saveRememberedLogin } from './remembered-login';
import { session, SESSION_KEY } from './session';

vi.mock('@/api/session', () => ({ login: vi.fn(), logout: vi.fn(), startFreePlay: vi.fn() }));

const result = { token: 'tok1', userName: 'demo01', customerType: 0, firstTimeLogin: true, passwordExpired: false };
const byName = { username: 'demo01', password: 'demo123', captcha: '', type: 'username' as const };
const bySms = { username: '01711000001', password: '482913', captcha: '', type: 'sms' as const, countryDialingCode: '+880' };

beforeEach(() => {
  vi.resetAllMocks();
  session.value = null;
});

describe('logIn', () => {
  it('stores the session and remembers the username, never the password anywhere (issue 19)', async () => {
    vi.mocked(login).mockResolvedValue(result);
    await expect(logIn(byName, { remember: true, rememberAs: 'username' })).resolves.toEqual(result);
    expect(login).toHaveBeenCalledWith({ ...byName, loginDeviceId: localStorage.getItem('SHELL_deviceId') });
    const stored = { token: 'tok1', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: true };
    expect(session.value).toEqual(stored);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toEqual(stored);
    expect(loadRememberedLogin('username')).toEqual({ username: 'demo01', countryDialingCode: '' });
    for (const store of [localStorage, sessionStorage]) {
      expect(
        Object.keys(store)
          .map((k) => store.getItem(k))
          .join(),
      ).not.toContain('demo123');
    }
  });

  it('by SMS: remembers the number', async () => {
    vi.mocked(login).mockResolvedValue(result);
    await logIn(bySms, { remember: true, rememberAs: 'mobile' });
    expect(loadRememberedLogin('mobile')).toEqual({ username: '01711000001', countryDialingCode: '+880' });
  });

  it('forgets the tab’s remembered login when remember-me is off', async () => {
    saveRememberedLogin({ username: 'demo01', type: 'username', countryDialingCode: '' });
    vi.mocked(login).mockResolvedValue(result);
    await logIn(byName, { remember: false, rememberAs: 'username' });
    expect(loadRememberedLogin('username')).toBeNull();
  });

  it('stores nothing when the login fails', async () => {
    const e = new ApiError(400, 'login.credentials.invalid', '', { captcha: true });
    vi.mocked(login).mockRejectedValue(e);
    await expect(logIn(byName, { remember: true, rememberAs: 'username' })).rejects.toBe(e);
    expect(session.value).toBeNull();
    expect(localStorage.getItem('remPass')).toBeNull();
  });
});

describe('signInRegistered', () => {
  it('signs the new member in', () => {
    signInRegistered({ ...result, userName: 'new01', firstTimeLogin: false });
    expect(session.value).toMatchObject({ token: 'tok1', userName: 'new01', type: 0 });
  });
});

describe('playTrial', () => {
  it('stores the trial session and the trial user name', async () => {
    vi.mocked(startFreePlay).mockResolvedValue({ ...result, userName: 'guest42', customerType: 4, firstTimeLogin: false });
    await playTrial();
    expect(startFreePlay).toHaveBeenCalledWith(localStorage.getItem('SHELL_deviceId'));
    expect(session.value).toMatchObject({ userName: 'guest42', type: 4, merchantCode: 'bdm01' });
    expect(sessionStorage.getItem('trialUserName')).toBe('guest42');
    expect(isTrialMember()).toBe(true);
  });
});

describe('signOut', () => {
  it('ends the session even when the server call fails, keeping the remembered username', async () => {
    vi.mocked(login).mockResolvedValue(result);
    await logIn(byName, { remember: true, rememberAs: 'username' });
    localStorage.setItem('bankList', '[]');
    vi.mocked(logout).mockRejectedValue(new ApiError(0, 'client.network', ''));
    await signOut();
    expect(logout).toHaveBeenCalled();
    expect(session.value).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(localStorage.getItem('bankList')).toBeNull();
    expect(loadRememberedLogin('username')).toEqual({ username: 'demo01', countryDialingCode: '' });
    expect(isTrialMember()).toBe(false);
  });
});

describe('afterPasswordChange', () => {
  it('continues with the new token, the remembered username kept', async () => {
    vi.mocked(login).mockResolvedValue(result);
    await logIn(byName, { remember: true, rememberAs: 'username' });
    afterPasswordChange('tok2');
    expect(session.value).toMatchObject({ token: 'tok2', userName: 'demo01' });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!).token).toBe('tok2');
    expect(loadRememberedLogin('username')).toEqual({ username: 'demo01', countryDialingCode: '' });
  });
});
