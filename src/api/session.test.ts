import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { encryptedRequest } from './codec';
import { ApiError } from './errors';
import { decodeLoginResult, decodeSmsSent, fetchCaptcha, login, logout, sendLoginSms, startFreePlay } from './session';

vi.mock('./client', () => ({ request: vi.fn() }));
vi.mock('./codec', () => ({ encryptedRequest: vi.fn() }));

const loginValue = { token: 'tok', userName: 'demo01', customerType: 0, firstTimeLogin: false, passwordExpired: false };
const payload = { username: 'demo01', password: 'demo123', captcha: '', type: 'username' as const, loginDeviceId: 'dev-1' };

beforeEach(() => vi.resetAllMocks());

describe('session API', () => {
  it('logs in with an encrypted body and decodes the session', async () => {
    vi.mocked(encryptedRequest).mockResolvedValue(loginValue);
    await expect(login(payload)).resolves.toEqual(loginValue);
    expect(encryptedRequest).toHaveBeenCalledWith({ url: '/wps/session/login', moduleId: 'COMM3', auth: false, payload });
  });

  it('lets failures through untouched (the page reads value.captcha)', async () => {
    const e = new ApiError(400, 'login.captcha.required', '', { captcha: true });
    vi.mocked(encryptedRequest).mockRejectedValue(e);
    await expect(login(payload)).rejects.toBe(e);
  });

  it('starts a trial for this device', async () => {
    vi.mocked(request).mockResolvedValue({ ...loginValue, userName: 'guest42', customerType: 4, firstTimeLogin: undefined });
    await expect(startFreePlay('dev-1')).resolves.toMatchObject({ userName: 'guest42', customerType: 4, firstTimeLogin: false });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'post',
        url: '/wps/session/login/freeplay',
        moduleId: 'FREEPLAY3',
        data: { loginDeviceId: 'dev-1' },
      }),
    );
  });

  it('logs out with DELETE and the token', async () => {
    vi.mocked(request).mockResolvedValue(null);
    await logout();
    expect(request).toHaveBeenCalledWith({ method: 'delete', url: '/wps/session/logout', moduleId: 'COMM3' });
  });

  it('turns the captcha into a data: URL and refuses anything else', async () => {
    vi.mocked(request).mockResolvedValue('iVBORw0KGgo=');
    await expect(fetchCaptcha()).resolves.toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/captcha', moduleId: 'CAPTCHA3' }));
    for (const bad of [null, { img: 'x' }, '"><script>', '']) {
      vi.mocked(request).mockResolvedValue(bad);
      await expect(fetchCaptcha()).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
    }
  });

  it('asks for a login SMS code', async () => {
    vi.mocked(request).mockResolvedValue({ expiredMinutes: 5 });
    await expect(sendLoginSms('01711000001', '+880')).resolves.toEqual({ expiredMinutes: 5 });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'post',
        url: '/wps/verification/sms/noLogin',
        moduleId: 'VERIFICATION3',
        data: { mobileNum: '01711000001', countryDialingCode: '+880', loginDeviceId: expect.any(String) },
      }),
    );
  });
});

describe('decoders', () => {
  it.each([
    [null],
    [{}],
    [{ ...loginValue, token: '' }],
    [{ ...loginValue, userName: 7 }],
    [{ ...loginValue, customerType: null }],
    [{ ...loginValue, customerType: 'agent' }],
  ])('refuse a login value without a session: %j', (v) => {
    expect(() => decodeLoginResult(v)).toThrow(ApiError);
  });

  it('read flags and a numeric type sent as text', () => {
    expect(decodeLoginResult({ ...loginValue, customerType: '1', firstTimeLogin: 1, passwordExpired: 'true' })).toEqual({
      ...loginValue,
      customerType: 1,
      firstTimeLogin: true,
      passwordExpired: true,
    });
  });

  it('never throw on an SMS answer (the code went out)', () => {
    expect(decodeSmsSent({ expiredMinutes: '5' })).toEqual({ expiredMinutes: 5 });
    expect(decodeSmsSent(null)).toEqual({});
    expect(decodeSmsSent({ expiredMinutes: -1 })).toEqual({});
  });
});
