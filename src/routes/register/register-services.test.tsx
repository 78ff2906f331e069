// /m/register's services, in BN and EN: the captcha, the SMS code, the announcements, and the
// invitation code a link brings.
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchRegisterAnnouncements, sendRegisterSms } from '@/api/register';
import { fetchCaptcha } from '@/api/session';
import { renderApp } from '../../../tests/render';
import { captchaPicture, countries, field, pageReady, registerStatus, texts, type } from './test-fixtures';

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
  vi.mocked(sendRegisterSms).mockReset();
});

describe.each(['bn', 'en'] as const)('register services in %s', (locale) => {
  const t = texts[locale];
  const open = async (path = '/m/register') => {
    const view = await renderApp({ locale, path, status: registerStatus() });
    await pageReady(t.title);
    return view;
  };

  it('loads the captcha with the page; a tap on the picture loads another and empties the input', async () => {
    await open();
    expect(await screen.findByRole('img')).toHaveAttribute('src', captchaPicture);
    expect(fetchCaptcha).toHaveBeenCalledOnce();
    type(t.captcha, '1234');
    fireEvent.click(screen.getByRole('button', { name: t.newCode }));
    expect(field(t.captcha)).toHaveValue('');
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
  });

  it('shows the register announcements above the form; a failure shows nothing', async () => {
    vi.mocked(fetchRegisterAnnouncements).mockResolvedValueOnce([
      { id: '1', title: 'Welcome bonus', imageUrl: '/cdn/banners/reg-1.svg', linkUrl: '/m/activity' },
    ]);
    await open();
    const list = await screen.findByRole('list', { name: t.offers });
    const banner = screen.getByRole('img', { name: 'Welcome bonus' });
    expect(list).toContainElement(banner);
    expect(banner).toHaveAttribute('src', '/cdn/banners/reg-1.svg');
    expect(banner).toHaveAttribute('loading', 'lazy');
    expect(banner).toHaveAttribute('width', '640');
    expect(banner).toHaveAttribute('height', '200');
    expect(screen.getByRole('link', { name: 'Welcome bonus' })).toHaveAttribute('href', '/m/activity');
    expect(fetchRegisterAnnouncements).toHaveBeenCalledWith('bdm01', expect.any(AbortSignal));
  });

  it('a failed announcements call shows nothing', async () => {
    vi.mocked(fetchRegisterAnnouncements).mockRejectedValueOnce(new Error('offline'));
    await open();
    await screen.findByRole('img'); // the captcha picture: the page has settled
    expect(screen.queryByRole('list', { name: t.offers })).toBeNull();
    expect(field(t.username)).toBeInTheDocument();
  });

  it('asks for a valid number before sending a code, then counts down', async () => {
    vi.mocked(sendRegisterSms).mockResolvedValue({ expiredMinutes: 5 });
    await open();
    fireEvent.click(screen.getByRole('button', { name: t.getCode }));
    expect(field(t.mobile)).toHaveFocus();
    expect(field(t.mobile)).toHaveAccessibleDescription(t.mobileInvalid);
    expect(sendRegisterSms).not.toHaveBeenCalled();
    type(t.mobile, '01711000009');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.getCode }));
    });
    expect(sendRegisterSms).toHaveBeenCalledWith('01711000009', '+880', 'username');
    expect(await screen.findByText(t.sent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.wait300 })).toBeDisabled();
  });

  it('a referral code of the link (r) fills the invitation code and is remembered', async () => {
    await open('/m/register?r=AB12');
    expect(field(t.invitation)).toHaveValue('AB12');
    expect(JSON.parse(localStorage.getItem('reg_info') ?? '{}')).toEqual({ affiliateCode: '', referralCode: 'AB12' });
  });
});
