// The login page by username, as a player meets it, in BN and EN: the top, validation, the
// captcha after failures, remember-me, redirects, and the links below the form.
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { fetchCaptcha, login } from '@/api/session';
import { session } from '@/state/session';
import { saveRememberedLogin } from '@/state/remembered-login';
import { renderApp } from '../../../tests/render';
import { loginResult, loginStatus, texts } from './test-fixtures';

vi.mock('@/api/session', () => ({ login: vi.fn(), fetchCaptcha: vi.fn(), sendLoginSms: vi.fn(), startFreePlay: vi.fn() }));
vi.mock('@/api/countries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/countries')>()),
  fetchCountries: vi.fn(async () => []),
}));

const wrong = (captcha?: boolean) => new ApiError(400, 'login.credentials.invalid', '', captcha ? { captcha: true } : null);

// The page's chunk loads lazily; the first test would otherwise spend its wait on compiling it.
beforeAll(() => import('./index'));

beforeEach(() => {
  vi.mocked(login).mockReset();
  vi.mocked(fetchCaptcha).mockReset().mockResolvedValue('data:image/png;base64,AAAA');
});

describe.each(['bn', 'en'] as const)('login by username in %s', (locale) => {
  const t = texts[locale];
  const open = (path = '/m/login', status = loginStatus()) => renderApp({ locale, path, status });
  // The tab of the same name labels the tab panel: look for the input.
  const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
  const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: t.login }));

  it('has its own top, the fields with autocomplete, and remember-me on', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', '/m/home');
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.username })).toHaveAttribute('autocomplete', 'username');
    expect(input(t.password)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('checkbox', { name: t.remember })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: t.captcha })).toBeNull();
  });

  it('back goes home', async () => {
    const { location } = await open();
    fireEvent.click(await screen.findByRole('link', { name: t.back }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
  });

  it('shows the login rules’ messages and focuses the first invalid field', async () => {
    await open();
    await screen.findByRole('heading', { name: t.title });
    submit();
    const username = screen.getByRole('textbox', { name: t.username });
    expect(username).toHaveAccessibleDescription(t.usernameRequired);
    expect(username).toHaveFocus();
    expect(input(t.password)).toHaveAccessibleDescription(t.passwordRequired);
    type(t.username, 'ab');
    expect(username).toHaveAccessibleDescription(t.usernameFormat);
    type(t.password, 'demo123');
    submit();
    expect(username).toHaveFocus();
    expect(input(t.password)).not.toHaveAttribute('aria-invalid');
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in, goes home and keeps the session', async () => {
    vi.mocked(login).mockResolvedValue(loginResult);
    const { location } = await open();
    await screen.findByRole('heading', { name: t.title });
    type(t.username, 'demo01');
    type(t.password, 'demo123');
    submit();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ username: 'demo01', password: 'demo123', captcha: '', type: 'username' }));
    expect(session.value?.userName).toBe('demo01');
  });

  it('after failures: the error, the values kept, then the captcha when the server asks for it', async () => {
    vi.mocked(login).mockRejectedValueOnce(wrong()).mockRejectedValueOnce(wrong(true));
    await open();
    await screen.findByRole('heading', { name: t.title });
    type(t.username, 'nobody1');
    type(t.password, 'secret1');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.wrong);
    expect(screen.queryByRole('textbox', { name: t.captcha })).toBeNull();
    expect(screen.getByRole('textbox', { name: t.username })).toHaveValue('nobody1');
    expect(input(t.password)).toHaveValue('secret1');

    submit();
    const captcha = await screen.findByRole('textbox', { name: t.captcha });
    expect(await screen.findByRole('img', { name: t.picture })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(fetchCaptcha).toHaveBeenCalledTimes(1);

    submit(); // the captcha is now required
    expect(captcha).toHaveAccessibleDescription(t.captchaRequired);
    expect(captcha).toHaveFocus();
    expect(login).toHaveBeenCalledTimes(2);

    // A wrong captcha: a fresh picture and an empty captcha input, everything else kept.
    vi.mocked(login).mockRejectedValueOnce(new ApiError(400, 'login.captcha.invalid', '', { captcha: true }));
    fireEvent.input(captcha, { target: { value: '123456' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t.codeError));
    expect(login).toHaveBeenLastCalledWith(expect.objectContaining({ captcha: '123456' }));
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('textbox', { name: t.captcha })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: t.username })).toHaveValue('nobody1');
  });

  it('a network failure says so; submitting again retries', async () => {
    vi.mocked(login)
      .mockRejectedValueOnce(new ApiError(0, 'client.network', ''))
      .mockResolvedValueOnce(loginResult);
    const { location } = await open();
    await screen.findByRole('heading', { name: t.title });
    type(t.username, 'demo01');
    type(t.password, 'demo123');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.offline);
    submit();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
  });

  it('remember-me restores the saved username on open, never a password (issue 19)', async () => {
    saveRememberedLogin({ type: 'username', username: 'demo01', countryDialingCode: '' });
    await open();
    await waitFor(() => expect(screen.getByRole('textbox', { name: t.username })).toHaveValue('demo01'));
    expect(input(t.password)).toHaveValue('');
  });

  it('remember-me off forgets the saved login on success', async () => {
    saveRememberedLogin({ type: 'username', username: 'demo01', countryDialingCode: '' });
    vi.mocked(login).mockResolvedValue(loginResult);
    const { location } = await open();
    await waitFor(() => expect(screen.getByRole('textbox', { name: t.username })).toHaveValue('demo01'));
    type(t.password, 'demo123');
    fireEvent.click(screen.getByRole('checkbox', { name: t.remember }));
    submit();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
    expect(localStorage.getItem('remPass')).toBeNull();
  });

  it.each([
    ['/m/login?redirect=%2Fm%2Fwithdraw%3Ftab%3D2', '/m/withdraw?tab=2'],
    ['/m/login?redirect=https%3A%2F%2Fevil.example%2Fm%2Fhome', '/m/home'],
    ['/m/login?redirect=%2F%2Fevil.example', '/m/home'],
  ])('%s → %s after login', async (path, target) => {
    vi.mocked(login).mockResolvedValue(loginResult);
    const { location } = await open(path);
    await screen.findByRole('heading', { name: t.title });
    type(t.username, 'demo01');
    type(t.password, 'demo123');
    submit();
    await waitFor(() => expect(location.history?.at(-1)).toBe(target));
  });

  it('links below the form; register only when registration is open; no social buttons without a provider', async () => {
    await open();
    await screen.findByRole('heading', { name: t.title });
    expect(screen.getByRole('link', { name: t.home })).toHaveAttribute('href', '/m/home');
    expect(screen.getByRole('link', { name: t.register })).toHaveAttribute('href', '/m/register');
    expect(screen.getByRole('link', { name: t.forget })).toHaveAttribute('href', '/m/forget');
    expect(screen.getByRole('link', { name: t.service })).toHaveAttribute('href', '/m/service');
    expect(screen.getByRole('link', { name: t.download })).toHaveAttribute('href', '/m/appDownload');
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull(); // GOOGLELOGIN3 is on, no provider
  });

  it('without registration or trial switches: no register link, no trial action', async () => {
    await open('/m/login', loginStatus([]));
    await screen.findByRole('heading', { name: t.title });
    expect(screen.queryByRole('link', { name: t.register })).toBeNull();
    expect(screen.queryByRole('button', { name: t.trial })).toBeNull();
    expect(screen.getByRole('link', { name: t.forget })).toBeInTheDocument();
  });
});
