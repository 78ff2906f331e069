// Submitting /m/register, in BN and EN: the invitation code (typed: checked first; from the link:
// sent as is), the payload, the failures under their fields, and the signed-in landing at home.
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { checkAffiliateCode, register, registerByMobile } from '@/api/register';
import { fetchCaptcha } from '@/api/session';
import { session } from '@/state/session';
import { toasts } from '@/state/ui';
import { renderApp } from '../../../tests/render';
import { captchaPicture, countries, field, pageReady, registered, registerStatus, texts, type } from './test-fixtures';

vi.mock('@/api/register', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/register')>()),
  register: vi.fn(),
  registerByMobile: vi.fn(),
  sendRegisterSms: vi.fn(),
  checkAffiliateCode: vi.fn(),
  fetchRegisterAnnouncements: vi.fn(async () => []),
}));
vi.mock('@/api/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/session')>()),
  fetchCaptcha: vi.fn(),
}));
vi.mock('@/api/countries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/countries')>()),
  fetchCountries: vi.fn(async () => countries),
}));

beforeEach(() => {
  vi.mocked(fetchCaptcha).mockReset().mockResolvedValue(captchaPicture);
  vi.mocked(register).mockReset().mockResolvedValue(registered);
  vi.mocked(registerByMobile)
    .mockReset()
    .mockResolvedValue({ ...registered, userName: '01711000009' });
  vi.mocked(checkAffiliateCode).mockReset().mockResolvedValue(true);
});

describe.each(['bn', 'en'] as const)('submitting the registration in %s', (locale) => {
  const t = texts[locale];
  const open = async (path = '/m/register') => {
    const view = await renderApp({ locale, path, status: registerStatus() });
    await pageReady(t.title);
    await screen.findByRole('img'); // the captcha picture
    return view;
  };
  const fillUsernameTab = () => {
    type(t.username, 'rahim01');
    type(t.password, 'abc1234');
    type(t.confirm, 'abc1234');
    type(t.mobile, '01711000009');
    type(t.code, '123456');
    type(t.captcha, '4821');
  };
  const submit = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.submit }));
    });

  it('sends the payload of the specification, signs the new member in and goes home', async () => {
    const { location } = await open();
    fillUsernameTab();
    await submit();
    expect(checkAffiliateCode).not.toHaveBeenCalled();
    expect(register).toHaveBeenCalledWith({
      username: 'rahim01',
      password: 'abc1234',
      confirmPassword: 'abc1234',
      mobileNum: '01711000009',
      verificationCode: '123456',
      captcha: '4821',
      affiliateCode: '',
      email: '',
      paymentPassword: '',
      recommenderId: '',
      nickname: '',
      payeeName: '',
      idNumber: '',
      qqNum: '',
      facebook: '',
      wechat: '',
      line: '',
      whatsapp: '',
      zalo: '',
      countryDialingCode: '+880',
      registerUrl: globalThis.location.hostname,
      registerMethod: 'H5',
      type: 0,
      domain: '',
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
    expect(session.value).toMatchObject({ token: 'tok9', userName: 'rahim01', type: 0, firstTimeLogin: true });
    expect(JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({ token: 'tok9' });
    expect(await screen.findByText(t.success)).toBeInTheDocument();
  });

  it('registers on the mobile tab with the number', async () => {
    await open();
    fireEvent.click(screen.getByRole('tab', { name: t.mobile }));
    type(t.mobile, '01711000009');
    type(t.code, '123456');
    type(t.password, 'abc1234');
    type(t.confirm, 'abc1234');
    type(t.captcha, '4821');
    await submit();
    expect(register).not.toHaveBeenCalled();
    expect(registerByMobile).toHaveBeenCalledWith(
      expect.objectContaining({
        mobileNum: '01711000009',
        verificationCode: '123456',
        password: 'abc1234',
        username: '',
        type: 0,
      }),
    );
  });

  it('checks a typed invitation code first; a wrong one stops there and focuses the field', async () => {
    vi.mocked(checkAffiliateCode).mockResolvedValue(false);
    await open('/m/register?domain=bdplay.example');
    fillUsernameTab();
    type(t.invitation, 'NOPE99');
    await submit();
    expect(checkAffiliateCode).toHaveBeenCalledWith('NOPE99', 'bdplay.example');
    expect(register).not.toHaveBeenCalled();
    // The form's send settles a microtask after the check's answer: wait for its render.
    await waitFor(() => expect(field(t.invitation)).toHaveAccessibleDescription(t.invitationError));
    expect(field(t.invitation)).toHaveFocus();
    // 'Invitation code error' for 1 s (specification §8).
    expect(toasts.value).toEqual([expect.objectContaining({ text: t.invitationError, kind: 'error' })]);
    await waitFor(() => expect(toasts.value).toEqual([]), { timeout: 1500 });
    // Nothing was sent: the captcha is still the one typed.
    expect(field(t.captcha)).toHaveValue('4821');
  });

  it('a code from the link is remembered and goes straight to the registration', async () => {
    await open('/m/register?affiliateCode=AG1001');
    expect(JSON.parse(localStorage.getItem('reg_info') ?? '{}')).toEqual({ affiliateCode: 'AG1001', referralCode: '' });
    expect(field(t.invitation)).toHaveValue('AG1001');
    fillUsernameTab();
    await submit();
    expect(checkAffiliateCode).not.toHaveBeenCalled();
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ affiliateCode: 'AG1001' }));
  });

  it('a remembered code still credits the agent on a later visit without it', async () => {
    localStorage.setItem('reg_info', JSON.stringify({ affiliateCode: '', referralCode: 'AG1001' }));
    await open();
    expect(field(t.invitation)).toHaveValue('AG1001');
  });

  it('a taken username shows under the field, keeps the values and brings a fresh captcha', async () => {
    vi.mocked(register).mockRejectedValue(new ApiError(400, 'register.username.exists', 'Username already exists'));
    await open();
    fillUsernameTab();
    await submit();
    const username = field(t.username);
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAccessibleDescription(t.exists);
    expect(username).toHaveValue('rahim01');
    expect(field(t.password)).toHaveValue('abc1234');
    expect(field(t.captcha)).toHaveValue('');
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
  });

  it('a field named by register.format.invalid and a wrong SMS code land under their fields', async () => {
    vi.mocked(register).mockRejectedValueOnce(new ApiError(400, 'register.format.invalid', '', { field: 'mobileNum', patternId: 16 }));
    await open();
    fillUsernameTab();
    await submit();
    await waitFor(() => expect(field(t.mobile)).toHaveFocus());
    expect(field(t.mobile)).toHaveAttribute('aria-invalid', 'true');
    vi.mocked(register).mockRejectedValueOnce(new ApiError(400, 'verification.code.invalid', ''));
    type(t.captcha, '9999');
    await submit();
    await waitFor(() => expect(field(t.code)).toHaveFocus());
    expect(field(t.code)).toHaveAccessibleDescription(t.codeError);
  });
});
