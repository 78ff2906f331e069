// /m/securityCenter: the overview rows from securityConfig, the payment password set with the
// login password and its server refusals (weak, locked with the time left), the e-mail binding
// and "sign out the others" behind a confirmation, in BN and EN.
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import * as api from '@/api/security';
import { renderApp } from '../../../tests/render';
import { statusFixture } from '../../../tests/fixtures';

vi.mock('@/api/security', async (original) => ({
  ...(await original<typeof import('@/api/security')>()),
  fetchSecurityConfig: vi.fn(),
  setPaymentPassword: vi.fn(),
  sendPaymentPasswordSms: vi.fn(),
  sendEmailCode: vi.fn(),
  bindEmail: vi.fn(),
  fetchDevices: vi.fn(),
  signOutOthers: vi.fn(),
}));

const status = statusFixture({ info: { whitelabel: [], register: {} } });
const user = { token: 'tok1', merchantCode: 'bdm01', userName: 'sec01', type: 0, firstTimeLogin: false };
const config: api.SecurityConfig = {
  paymentPasswordSet: false,
  paymentPasswordLockedUntil: null,
  mobileNum: '017*****001',
  email: '',
  realName: '',
  payoutAccountCount: 0,
  payoutAccountMax: 5,
  deviceCount: 2,
};

const texts = {
  bn: {
    payment: 'পেমেন্ট পাসওয়ার্ড',
    login: 'লগইন পাসওয়ার্ড',
    fresh: 'নতুন পেমেন্ট পাসওয়ার্ড (৬ সংখ্যা)',
    confirm: 'নতুন পেমেন্ট পাসওয়ার্ড নিশ্চিত করুন',
    save: 'সংরক্ষণ করুন',
    notSet: 'সেট করা নেই',
    weak: 'এই পেমেন্ট পাসওয়ার্ডটি সহজে অনুমান করা যায়। অন্য একটি বেছে নিন।',
    locked: 'অনেকবার ভুল পেমেন্ট পাসওয়ার্ড দেওয়া হয়েছে। এটি আরও ৯০ মিনিট বন্ধ থাকবে; এসএমএস কোড দিয়ে এটি বদলাতে পারেন।',
    devices: 'ডিভাইস',
    signOut: 'অন্য ডিভাইসগুলো থেকে সাইন আউট করুন',
    yes: 'নিশ্চিত করুন',
    thisDevice: 'এই ডিভাইস',
  },
  en: {
    payment: 'Payment password',
    login: 'Login password',
    fresh: 'New payment password (6 digits)',
    confirm: 'Confirm new payment password',
    save: 'Save',
    notSet: 'Not set',
    weak: 'This payment password is too easy to guess. Please choose another.',
    locked: 'Too many wrong payment passwords. It is locked for 90 more minutes; you can change it with an SMS code.',
    devices: 'Devices',
    signOut: 'Sign out the other devices',
    yes: 'Confirm',
    thisDevice: 'This device',
  },
} as const;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`), { selector: 'input' });
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });

beforeEach(() => {
  vi.mocked(api.fetchSecurityConfig).mockReset().mockResolvedValue(config);
  vi.mocked(api.setPaymentPassword).mockReset().mockResolvedValue();
  vi.mocked(api.fetchDevices)
    .mockReset()
    .mockResolvedValue([
      { id: 1, device: 'Chrome · Android', ip: '10.0.0.1', lastUsedAt: '2026-11-28T10:00:00.000Z', current: true },
      { id: 2, device: '', ip: '10.0.0.2', lastUsedAt: '2026-11-27T10:00:00.000Z', current: false },
    ]);
  vi.mocked(api.signOutOthers).mockReset().mockResolvedValue(1);
});

describe.each(['bn', 'en'] as const)('security centre in %s', (locale) => {
  const t = texts[locale];
  const open = async () => {
    await renderApp({ locale, path: '/m/securityCenter', status, user });
    return screen.findByRole('button', { name: new RegExp(t.payment) }, { timeout: 5000 });
  };

  it('shows what is set, masked, and sets the payment password with the login password', async () => {
    const row = await open();
    expect(row).toHaveTextContent(t.notSet);
    expect(screen.getByText('017*****001')).toBeInTheDocument();
    fireEvent.click(row);
    type(t.login, 'secret77');
    type(t.fresh, '583920');
    type(t.confirm, '583920');
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(api.setPaymentPassword).toHaveBeenCalledWith({
        newPaymentPassword: '583920',
        confirmNewPaymentPassword: '583920',
        loginPassword: 'secret77',
        oldPaymentPassword: '',
        verificationCode: '',
      }),
    );
    await waitFor(() => expect(row).toHaveAttribute('aria-expanded', 'false'));
    expect(api.fetchSecurityConfig).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['weak', new ApiError(400, 'payment.password.weak', ''), t.weak],
    ['locked', new ApiError(429, 'payment.password.locked', '', { retryAfter: 5400 }), t.locked],
  ])('says the server refusal (%s) and keeps the form', async (_, error, text) => {
    vi.mocked(api.setPaymentPassword).mockRejectedValue(error);
    fireEvent.click(await open());
    type(t.login, 'secret77');
    type(t.fresh, '111112');
    type(t.confirm, '111112');
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(field(t.fresh)).toHaveValue('111112');
  });

  it('refuses a new payment password that is not six digits without calling', async () => {
    fireEvent.click(await open());
    type(t.login, 'secret77');
    type(t.fresh, '12345');
    type(t.confirm, '12345');
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(field(t.fresh)).toHaveFocus());
    expect(api.setPaymentPassword).not.toHaveBeenCalled();
  });

  it('lists the devices and signs out the others after a confirmation', async () => {
    await open();
    const row = screen.getByRole('button', { name: new RegExp(`^${t.devices}`) });
    fireEvent.click(row);
    const list = await screen.findByRole('list', { name: t.devices }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent(t.thisDevice);
    fireEvent.click(screen.getByRole('button', { name: t.signOut }));
    fireEvent.click(await screen.findByRole('button', { name: t.yes }, { timeout: 5000 }));
    await waitFor(() => expect(api.signOutOthers).toHaveBeenCalledTimes(1));
  });
});
