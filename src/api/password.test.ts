import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { encryptedRequest } from './codec';
import { changePassword, forgotByEmail, resetByPhone, sendResetSms } from './password';

vi.mock('./client', () => ({ request: vi.fn() }));
vi.mock('./codec', () => ({ encryptedRequest: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

describe('password API', () => {
  it('changes the password (encrypted, signed in) and returns the new token', async () => {
    const payload = { oldPassword: 'demo123', newPassword: 'demo456', confirmNewPassword: 'demo456' };
    vi.mocked(encryptedRequest).mockResolvedValue({ token: 'fresh' });
    await expect(changePassword(payload)).resolves.toEqual({ token: 'fresh' });
    expect(encryptedRequest).toHaveBeenCalledWith({ url: '/wps/member/password', moduleId: 'PASS3', auth: true, payload });
    vi.mocked(encryptedRequest).mockResolvedValue(null);
    await expect(changePassword(payload)).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });

  it('asks for a reset by e-mail as a form post, trimmed', async () => {
    vi.mocked(request).mockResolvedValue(null);
    await forgotByEmail(' demo01 ', ' demo01@bdplay.example\n');
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'post',
        url: '/wps/member/password/email',
        form: true,
        data: { username: 'demo01', email: 'demo01@bdplay.example' },
      }),
    );
  });

  it('sends the reset SMS code', async () => {
    vi.mocked(request).mockResolvedValue({ expiredMinutes: 5 });
    await expect(sendResetSms('01711000001', '+880')).resolves.toEqual({ expiredMinutes: 5 });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'post',
        url: '/wps/member/password/sms',
        moduleId: 'PWRESETSMS3',
        data: { mobileNum: '01711000001', countryDialingCode: '+880', loginDeviceId: expect.any(String) },
      }),
    );
  });

  it('resets by phone (encrypted) and returns the user name', async () => {
    const payload = { newPassword: 'demo456', mobileNum: '01711000001', verificationCode: '123456', countryDialingCode: '+880' };
    vi.mocked(encryptedRequest).mockResolvedValue({ userName: 'demo01' });
    await expect(resetByPhone(payload)).resolves.toEqual({ userName: 'demo01' });
    expect(encryptedRequest).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/wps/member/password/verification',
        moduleId: 'CHNGPASSVERIF3',
        payload: { ...payload, loginDeviceId: expect.any(String) },
      }),
    );
  });
});
