// The login page's mobile tab and language switch, in BN and EN: the tab by its switch, the SMS
// button (a valid number first, then the countdown), login by SMS, remember-me per tab, trial
// play, and re-validation 200 ms after a language change.
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { login, sendLoginSms, startFreePlay } from '@/api/session';
import { saveRememberedLogin } from '@/state/remembered-login';
import { session } from '@/state/session';
import { renderApp } from '../../../tests/render';
import { loginResult, loginStatus, texts } from './test-fixtures';

vi.mock('@/api/session', () => ({ login: vi.fn(), fetchCaptcha: vi.fn(), sendLoginSms: vi.fn(), startFreePlay: vi.fn() }));
vi.mock('@/api/countries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/countries')>()),
  fetchCountries: vi.fn(async () => [
    { countryName: 'Bangladesh', countryCode: 'BD', dialingCode: '+880' },
    { countryName: 'India', countryCode: 'IN', dialingCode: '+91' },
  ]),
}));

// The page's chunk loads lazily; the first test would otherwise spend its wait on compiling it.
beforeAll(() => import('./index'));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.useRealTimers());

describe.each(['bn', 'en'] as const)('login by mobile in %s', (locale) => {
  const t = texts[locale];
  const open = async (status = loginStatus()) => {
    const view = await renderApp({ locale, path: '/m/login', status });
    await screen.findByRole('heading', { name: t.title });
    return view;
  };
  const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
  const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });
  const mobileTab = async () => fireEvent.click(await screen.findByRole('tab', { name: t.mobile }));

  it('the mobile tab exists only with MOBILEVERCODELOGIN3', async () => {
    await open(loginStatus(['FREEPLAY3']));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('textbox', { name: t.mobile })).toBeNull();
    expect(screen.getByRole('textbox', { name: t.username })).toBeInTheDocument();
  });

  it('the SMS button needs a valid number, then sends and counts down; login by SMS', async () => {
    vi.mocked(sendLoginSms).mockResolvedValue({ expiredMinutes: 5 });
    vi.mocked(login).mockResolvedValue(loginResult);
    const { location } = await open();
    expect(screen.getByRole('tablist', { name: t.method })).toBeInTheDocument();
    await mobileTab();
    expect(screen.getByRole('tab', { name: t.mobile })).toHaveAttribute('aria-selected', 'true');
    expect(input(t.mobile)).toHaveAttribute('autocomplete', 'tel-national');
    expect(input(t.code)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input(t.code)).toHaveAttribute('maxlength', '10');
    expect(screen.getByRole('combobox', { name: t.country })).toHaveValue('+880');
    const getCode = screen.getByRole('button', { name: t.getCode });
    expect(getCode).toBeDisabled();
    type(t.mobile, '0171');
    expect(getCode).toBeDisabled();
    type(t.mobile, '01711000001');
    expect(getCode).toBeEnabled();
    fireEvent.click(getCode);
    const waiting = await screen.findByRole('button', { name: t.wait300 });
    expect(waiting).toBeDisabled();
    expect(sendLoginSms).toHaveBeenCalledWith('01711000001', '+880');
    expect(screen.getByRole('status')).toHaveTextContent(t.sent);
    expect(input(t.code)).toHaveFocus();

    type(t.code, '482913');
    fireEvent.click(screen.getByRole('button', { name: t.login }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
    expect(login).toHaveBeenCalledWith(
      expect.objectContaining({
        username: '01711000001',
        password: '482913',
        type: 'sms',
        countryDialingCode: '+880',
        captcha: '',
      }),
    );
  });

  it('an SMS failure shows the server’s reason and no countdown', async () => {
    // A code the client has no words of its own for: the server's localised message is shown.
    const reason = 'Too many code requests from this network. Please try again later.';
    vi.mocked(sendLoginSms).mockRejectedValue(new ApiError(429, 'sms.rate.limited', reason));
    await open();
    await mobileTab();
    type(t.mobile, '01911000009');
    fireEvent.click(screen.getByRole('button', { name: t.getCode }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(reason));
    expect(screen.getByRole('button', { name: t.getCode })).toBeEnabled();
  });

  it('remember-me restores the number and dialing code when the tab is chosen', async () => {
    saveRememberedLogin({ type: 'mobile', username: '01711000001', countryDialingCode: '+91' });
    await open();
    await mobileTab();
    await waitFor(() => expect(input(t.mobile)).toHaveValue('01711000001'));
    expect(screen.getByRole('combobox', { name: t.country })).toHaveValue('+91');
  });

  it('trial play goes home signed in as a trial member', async () => {
    vi.mocked(startFreePlay).mockResolvedValue({ ...loginResult, userName: 'guest42', customerType: 4 });
    const { location } = await open();
    fireEvent.click(await screen.findByRole('button', { name: t.trial }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
    expect(session.value).toMatchObject({ userName: 'guest42', type: 4 });
  });
});

describe('language change', () => {
  it('re-checks the filled fields 200 ms after the switch, in the new language', async () => {
    await renderApp({ locale: 'bn', path: '/m/login', status: loginStatus() });
    await screen.findByRole('heading', { name: texts.bn.title });
    const username = screen.getByRole('textbox', { name: texts.bn.username });
    fireEvent.input(username, { target: { value: 'ab' } });
    expect(username).not.toHaveAttribute('aria-invalid');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'), { interval: 1 });
    await act(() => void vi.advanceTimersByTime(150));
    expect(username).not.toHaveAttribute('aria-invalid');
    await act(() => void vi.advanceTimersByTime(100));
    expect(username).toHaveAccessibleDescription(texts.en.usernameFormat);
    // Only filled fields: the empty password is not flagged.
    expect(screen.getByLabelText(texts.en.password, { selector: 'input' })).not.toHaveAttribute('aria-invalid');
  });
});
