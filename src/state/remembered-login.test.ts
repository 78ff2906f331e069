import { beforeEach, describe, expect, it, vi } from 'vitest';
import { open, seal } from '@/lib/secret-box';
import {
  forgetRememberedLogin,
  forgetRememberedPassword,
  loadRememberedLogin,
  saveRememberedLogin,
  updateRememberedPassword,
} from './remembered-login';

// A stand-in for the IndexedDB-backed box: reversible, and visibly not the plain text.
vi.mock('@/lib/secret-box', () => ({
  seal: vi.fn(async (t: string) => `sealed:${btoa(encodeURIComponent(t))}`),
  open: vi.fn(async (s: string) => (s.startsWith('sealed:') ? decodeURIComponent(atob(s.slice(7))) : null)),
}));

const stored = () => JSON.parse(localStorage.getItem('remPass') ?? 'null');
const user = { type: 'username' as const, username: 'demo01', password: 'demo123', countryDialingCode: '' };
const mobile = { type: 'mobile' as const, username: '01711000001', password: '482913', countryDialingCode: '+880' };

beforeEach(() => vi.clearAllMocks());

describe('remembered login', () => {
  it('keeps one record per tab, the password sealed with a salt', async () => {
    await saveRememberedLogin(user);
    await saveRememberedLogin(mobile);
    const all = stored();
    expect(all.username).toMatchObject({ type: 'username', username: 'demo01', countryDialingCode: '' });
    expect(all.username.sass).toMatch(/^[0-9a-f]{24}$/);
    expect(localStorage.getItem('remPass')).not.toContain('demo123');
    expect(seal).toHaveBeenCalledWith(`${all.username.sass}:demo123`);
    expect(await loadRememberedLogin('username')).toEqual({ username: 'demo01', password: 'demo123', countryDialingCode: '' });
    // The SMS code is never kept; the number and dialing code are.
    expect(all.mobile).toMatchObject({ username: '01711000001', password: '', countryDialingCode: '+880' });
    expect(await loadRememberedLogin('mobile')).toEqual({ username: '01711000001', password: '', countryDialingCode: '+880' });
  });

  it('uses a fresh salt each time', async () => {
    await saveRememberedLogin(user);
    const first = stored().username;
    await saveRememberedLogin(user);
    expect(stored().username.sass).not.toBe(first.sass);
    expect(stored().username.password).not.toBe(first.password);
  });

  it('remembers only the username when the password cannot be sealed', async () => {
    vi.mocked(seal).mockResolvedValueOnce(null);
    await saveRememberedLogin(user);
    expect(await loadRememberedLogin('username')).toEqual({ username: 'demo01', password: '', countryDialingCode: '' });
  });

  it('gives no password for a seal that does not open or belongs to another salt', async () => {
    await saveRememberedLogin(user);
    const rec = stored().username;
    localStorage.setItem('remPass', JSON.stringify({ username: { ...rec, sass: 'other' } }));
    expect((await loadRememberedLogin('username'))?.password).toBe('');
    vi.mocked(open).mockResolvedValueOnce(null);
    localStorage.setItem('remPass', JSON.stringify({ username: rec }));
    expect((await loadRememberedLogin('username'))?.password).toBe('');
  });

  it('reads garbage as nothing', async () => {
    for (const junk of ['{', '[]', '{"username":{"type":"mobile"}}', '{"username":{"username":1}}']) {
      localStorage.setItem('remPass', junk);
      expect(await loadRememberedLogin('username')).toBeNull();
    }
  });

  it('sign-out forgets the passwords and keeps the usernames', async () => {
    await saveRememberedLogin(user);
    await saveRememberedLogin(mobile);
    forgetRememberedPassword();
    expect(await loadRememberedLogin('username')).toEqual({ username: 'demo01', password: '', countryDialingCode: '' });
    expect(await loadRememberedLogin('mobile')).toMatchObject({ username: '01711000001' });
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

  it('a password change replaces a remembered password, and adds none', async () => {
    await updateRememberedPassword('new456');
    expect(localStorage.getItem('remPass')).toBeNull();
    await saveRememberedLogin(user);
    await updateRememberedPassword('new456');
    expect((await loadRememberedLogin('username'))?.password).toBe('new456');
    forgetRememberedPassword();
    await updateRememberedPassword('new789');
    expect((await loadRememberedLogin('username'))?.password).toBe('');
  });
});
