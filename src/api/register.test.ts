import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { encryptedRequest } from './codec';
import { ApiError } from './errors';
import {
  buildRegisterPayload,
  checkAffiliateCode,
  fetchRegisterAnnouncements,
  register,
  registerByMobile,
  sendRegisterSms,
  type RegisterContext,
} from './register';

vi.mock('./client', () => ({ request: vi.fn() }));
vi.mock('./codec', () => ({ encryptedRequest: vi.fn() }));

const loginValue = { token: 'tok', userName: 'rahim01', customerType: 0, firstTimeLogin: true, passwordExpired: false };
const ctx: RegisterContext = {
  affiliateCode: 'AG1001',
  domain: 'bdplay.example',
  hostName: 'm.bdplay.example',
  registerMethod: 'H5',
  countryDialingCode: '+880',
};

beforeEach(() => vi.resetAllMocks());

describe('buildRegisterPayload', () => {
  it('has every field of the specification, empty when not typed', () => {
    const p = buildRegisterPayload({ username: 'rahim01', password: 'abc123', confirmPassword: 'abc123' }, ctx);
    expect(p).toEqual({
      username: 'rahim01',
      password: 'abc123',
      confirmPassword: 'abc123',
      affiliateCode: 'AG1001',
      paymentPassword: '',
      recommenderId: '',
      nickname: '',
      payeeName: '',
      email: '',
      mobileNum: '',
      idNumber: '',
      qqNum: '',
      facebook: '',
      wechat: '',
      line: '',
      whatsapp: '',
      zalo: '',
      captcha: '',
      verificationCode: '',
      countryDialingCode: '+880',
      registerUrl: 'm.bdplay.example',
      registerMethod: 'H5',
      type: 0,
      domain: 'bdplay.example',
    });
  });

  it('prefers a typed invitation code over the one from the URL', () => {
    expect(buildRegisterPayload({ affiliateCode: ' AG2002 ' }, ctx).affiliateCode).toBe('AG2002');
    expect(buildRegisterPayload({ affiliateCode: '' }, { ...ctx, affiliateCode: '' }).affiliateCode).toBe('');
  });
});

describe('register API', () => {
  const payload = buildRegisterPayload({ username: 'rahim01', mobileNum: '01711000009' }, ctx);

  it('registers by username with an encrypted PUT', async () => {
    vi.mocked(encryptedRequest).mockResolvedValue(loginValue);
    await expect(register(payload)).resolves.toEqual(loginValue);
    expect(encryptedRequest).toHaveBeenCalledWith({
      method: 'put',
      url: '/wps/member/register',
      moduleId: 'REG3',
      auth: false,
      payload: { ...payload, loginDeviceId: expect.any(String) },
    });
  });

  it('registers by mobile with the number as the username', async () => {
    vi.mocked(encryptedRequest).mockResolvedValue({ ...loginValue, userName: '01711000009' });
    await registerByMobile(payload);
    expect(encryptedRequest).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'put',
        url: '/wps/member/register/mobile',
        moduleId: 'MOBILENUMREG3',
        payload: { ...payload, username: '01711000009', loginDeviceId: expect.any(String) },
      }),
    );
  });

  it('refuses an answer without a session', async () => {
    vi.mocked(encryptedRequest).mockResolvedValue({ userName: 'x' });
    await expect(register(payload)).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });

  it('sends the registration SMS with the module id of the tab', async () => {
    vi.mocked(request).mockResolvedValue({ expiredMinutes: 5 });
    await expect(sendRegisterSms('01711000009', '+880')).resolves.toEqual({ expiredMinutes: 5 });
    expect(request).toHaveBeenLastCalledWith(
      expect.objectContaining({
        method: 'post',
        url: '/wps/verification/sms/register',
        moduleId: 'MOBILENUMREG3',
        data: { mobileNo: '01711000009', countryDialingCode: '+880', loginDeviceId: expect.any(String) },
      }),
    );
    await sendRegisterSms('01711000009', '+880', 'username');
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ moduleId: 'REGMOBVERF3' }));
  });

  it('checks an invitation code: true, false for an unknown one, throws otherwise', async () => {
    vi.mocked(request).mockResolvedValue({ code: 'AG1001' });
    await expect(checkAffiliateCode('AG1001', 'bdplay.example')).resolves.toBe(true);
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/wps/agent/affiliate',
        moduleId: 'AFFMAN3',
        params: { code: 'AG1001', domain: 'bdplay.example' },
      }),
    );
    vi.mocked(request).mockRejectedValue(new ApiError(400, 'affiliate.code.invalid', ''));
    await expect(checkAffiliateCode('NOPE', 'bdplay.example')).resolves.toBe(false);
    vi.mocked(request).mockRejectedValue(new ApiError(0, 'client.network', ''));
    await expect(checkAffiliateCode('AG1001', 'bdplay.example')).rejects.toMatchObject({ errorCode: 'client.network' });
  });

  it('fetches the register banners and keeps only well-formed ones', async () => {
    const banner = { id: 3, title: 'Welcome', content: '', imageUrl: '/cdn/b/reg.webp', linkUrl: '/m/activity', groupName: 'm_reg' };
    vi.mocked(request).mockResolvedValue({ banners: [banner, { id: 4, title: 'no picture' }, 'junk'], player: [] });
    await expect(fetchRegisterAnnouncements('bdm01')).resolves.toEqual([
      { id: '3', title: 'Welcome', imageUrl: '/cdn/b/reg.webp', linkUrl: '/m/activity' },
    ]);
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/wps/relay/MCSFE_getListAnnouncements',
        moduleId: 'COMM3',
        auth: false,
        params: { types: 'B', groupName: 'm_reg', platform: 'M', merchantCode: 'bdm01' },
      }),
    );
    vi.mocked(request).mockResolvedValue(null);
    await expect(fetchRegisterAnnouncements('bdm01')).resolves.toEqual([]);
  });
});
