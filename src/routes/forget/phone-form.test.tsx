// /m/forget by phone: the SMS code step, the submit gate, the failures of specification §8 and the
// automatic sign-in, in BN and EN.
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { resetByPhone, sendResetSms } from '@/api/password';
import { logIn } from '@/state/account';
import { renderApp } from '../../../tests/render';
import { statusFixture, whiteLabelNode } from '../../../tests/fixtures';

vi.mock('@/api/password', () => ({ forgotByEmail: vi.fn(), sendResetSms: vi.fn(), resetByPhone: vi.fn() }));
vi.mock('@/api/countries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/countries')>()),
  fetchCountries: vi.fn(async () => [
    { countryName: 'Bangladesh', countryCode: 'BD', dialingCode: '+880' },
    { countryName: 'India', countryCode: 'IN', dialingCode: '+91' },
  ]),
}));
vi.mock('@/state/account', () => ({ logIn: vi.fn() }));

const rule = (patternId: number, pattern: string, min: number, max: number) => ({
  enabled: true,
  required: true,
  acceptedPattern: pattern,
  patternId,
  minLength: min,
  maxLength: max,
});
const status = statusFixture({
  info: {
    whitelabel: [whiteLabelNode('CHNGPASSVERIF3')],
    register: {
      password: rule(4, '^[a-zA-Z0-9]+$', 6, 12),
      mobileNum: rule(16, '^[0-9]+$', 8, 12),
      verificationCode: rule(17, '^[0-9]+$', 4, 10),
    },
  },
});

const texts = {
  bn: {
    mobile: 'মোবাইল নম্বর',
    code: 'যাচাইকরণ কোড',
    password: 'নতুন পাসওয়ার্ড',
    getCode: 'কোড নিন',
    submit: 'পাসওয়ার্ড রিসেট করুন',
    sent: 'এসএমএস পাঠানো হয়েছে',
    wait: '৩০০ সেকেন্ড পরে আবার কোড পাঠানো যাবে',
    badMobile: 'অনুগ্রহ করে একটি সঠিক মোবাইল নম্বর দিন',
    same: 'নতুন পাসওয়ার্ড পুরোনোটি থেকে আলাদা হতে হবে',
    codeError: 'যাচাইকরণ কোড ভুল',
  },
  en: {
    mobile: 'Mobile number',
    code: 'Verification code',
    password: 'New password',
    getCode: 'Get code',
    submit: 'Reset password',
    sent: 'SMS sent',
    wait: 'Resend code in 300 seconds',
    badMobile: 'Please enter a valid mobile number',
    same: 'The new password must be different from the old one',
    codeError: 'Verification code error',
  },
} as const;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });

async function openPage(locale: keyof typeof texts) {
  const view = await renderApp({ locale, path: '/m/forget', status });
  await screen.findByLabelText(new RegExp(`^${texts[locale].mobile}`), {}, { timeout: 5000 });
  return view;
}

/** A valid number, a code that was sent, a valid new password. */
async function fillForm(t: (typeof texts)[keyof typeof texts]) {
  type(t.mobile, '01711000001');
  fireEvent.click(screen.getByRole('button', { name: t.getCode }));
  await waitFor(() => expect(field(t.code)).toBeEnabled());
  type(t.code, '482913');
  type(t.password, 'newpass1');
}

beforeEach(() => {
  vi.mocked(sendResetSms).mockReset().mockResolvedValue({ expiredMinutes: 5 });
  vi.mocked(resetByPhone).mockReset().mockResolvedValue({ userName: 'demo01' });
  vi.mocked(logIn).mockReset().mockResolvedValue({
    token: 't',
    userName: 'demo01',
    customerType: 0,
    firstTimeLogin: false,
    passwordExpired: false,
  });
});

describe.each(['bn', 'en'] as const)('forgot password by phone in %s', (locale) => {
  const t = texts[locale];

  const open = () => openPage(locale);
  const fillAll = () => fillForm(t);

  it('asks for a valid number before sending, then enables the code input', async () => {
    await open();
    expect(field(t.code)).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: t.getCode }));
    expect(field(t.mobile)).toHaveAccessibleDescription(t.badMobile);
    expect(field(t.mobile)).toHaveFocus();
    expect(sendResetSms).not.toHaveBeenCalled();

    type(t.mobile, '01711000001');
    fireEvent.click(screen.getByRole('button', { name: t.getCode }));
    expect(await screen.findByText(t.sent)).toBeInTheDocument();
    expect(sendResetSms).toHaveBeenCalledWith('01711000001', '+880');
    expect(field(t.code)).toBeEnabled();
    await waitFor(() => expect(field(t.code)).toHaveFocus());
    expect(screen.getByRole('button', { name: t.wait })).toBeDisabled();
  });

  it('keeps submit disabled until a field was touched and every field passes', async () => {
    await open();
    const submit = screen.getByRole('button', { name: t.submit });
    expect(submit).toBeDisabled();
    type(t.mobile, '01711000001');
    expect(submit).toBeDisabled();
    await fillAll();
    expect(submit).toBeEnabled();
    type(t.password, 'no');
    expect(submit).toBeDisabled();
  });

  it('sets the password, signs in with the answered user name and goes home', async () => {
    const { location } = await open();
    await fillAll();
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
    expect(resetByPhone).toHaveBeenCalledWith({
      newPassword: 'newpass1',
      mobileNum: '01711000001',
      verificationCode: '482913',
      countryDialingCode: '+880',
    });
    expect(logIn).toHaveBeenCalledWith(
      { username: 'demo01', password: 'newpass1', captcha: '', type: '' },
      { remember: false, rememberAs: 'username' },
    );
  });

  it('modify.new.old.same empties the password and keeps the code', async () => {
    vi.mocked(resetByPhone).mockRejectedValue(new ApiError(400, 'modify.new.old.same', ''));
    await open();
    await fillAll();
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.same)).toBeInTheDocument();
    expect(field(t.password)).toHaveValue('');
    expect(field(t.password)).toHaveFocus();
    expect(field(t.code)).toHaveValue('482913');
    expect(logIn).not.toHaveBeenCalled();
  });

  it('any other failure empties the code and keeps the password', async () => {
    vi.mocked(resetByPhone).mockRejectedValue(new ApiError(400, 'verification.code.invalid', ''));
    await open();
    await fillAll();
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.codeError)).toBeInTheDocument();
    expect(field(t.code)).toHaveValue('');
    expect(field(t.code)).toHaveFocus();
    expect(field(t.password)).toHaveValue('newpass1');
    expect(screen.getByRole('button', { name: t.submit })).toBeDisabled();
  });
});

it('keeps every value when no answer came, so the player can submit again', async () => {
  vi.mocked(resetByPhone).mockRejectedValue(new ApiError(0, 'client.network', ''));
  await openPage('en');
  await fillForm(texts.en);
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByText('No internet connection. Check it and try again.')).toBeInTheDocument();
  expect(field('Verification code')).toHaveValue('482913');
  expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
});

it('when the sign-in after the reset fails, says the password changed and opens login', async () => {
  vi.mocked(logIn).mockRejectedValue(new ApiError(0, 'client.network', ''));
  const { location } = await openPage('en');
  await fillForm(texts.en);
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByText('Your password has been changed. Please log in with the new password.')).toBeInTheDocument();
  await waitFor(() => expect(location.history?.at(-1)).toBe('/m/login'));
});
