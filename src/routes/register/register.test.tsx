// /m/register as a player sees it, in BN and EN: the tabs and fields the switches and rules ask
// for, the mobile number across tabs, the agreement, and focus on the first invalid field.
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCaptcha } from '@/api/session';
import { renderApp } from '../../../tests/render';
import { captchaPicture, countries, field, pageReady, registerRules, registerStatus, texts, type } from './test-fixtures';

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

beforeEach(() => vi.mocked(fetchCaptcha).mockReset().mockResolvedValue(captchaPicture));

const labelHasStar = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`)?.textContent?.endsWith('*');

describe.each(['bn', 'en'] as const)('register in %s', (locale) => {
  const t = texts[locale];
  const open = async (on?: readonly string[], rules?: Record<string, unknown>) => {
    const view = await renderApp({ locale, path: '/m/register', status: registerStatus(on, rules) });
    await pageReady(t.title);
    return view;
  };

  it('both methods: the username tab first, with its fields and stars', async () => {
    await open();
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', '/m/home');
    expect(screen.getByRole('tablist', { name: t.method })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: t.username })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    for (const label of [t.username, t.password, t.confirm, t.mobile, t.code, t.captcha]) {
      expect(panel).toContainElement(field(label));
      expect(labelHasStar(field(label))).toBe(true);
    }
    for (const label of [t.email, t.invitation]) {
      expect(field(label)).not.toHaveAttribute('aria-required');
      expect(labelHasStar(field(label))).toBe(false);
    }
    expect(screen.getByRole('button', { name: t.getCode })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.login })).toHaveAttribute('href', '/m/login');
  });

  it('mobile only: no tabs, no username, the password when MOBILENUMPASSREG3 is on', async () => {
    await open(['MOBILENUMREG3', 'MOBILENUMPASSREG3']);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByLabelText(new RegExp(`^${t.username}`))).toBeNull();
    expect(field(t.mobile)).toBeInTheDocument();
    expect(field(t.code)).toBeInTheDocument();
    expect(field(t.password)).toBeInTheDocument();
    expect(field(t.confirm)).toBeInTheDocument();
  });

  it('the mobile tab asks for no password when MOBILENUMPASSREG3 is off', async () => {
    await open(['USERNAMEREG3', 'MOBILENUMREG3']);
    // Without REGMOBVERF3 the username tab sends no SMS code.
    expect(screen.queryByLabelText(new RegExp(`^${t.code}`))).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: t.mobile }));
    expect(field(t.code)).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${t.password}`))).toBeNull();
  });

  it('username only: no tabs', async () => {
    await open(['USERNAMEREG3']);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(field(t.username)).toBeInTheDocument();
  });

  it('neither method: registration is closed, with the ways that still work', async () => {
    await renderApp({ locale, path: '/m/register', status: registerStatus(['DIRECTREG3']) });
    expect(await screen.findByRole('heading', { name: t.closed }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.login })).toHaveAttribute('href', '/m/login');
    expect(screen.getByRole('link', { name: t.service })).toHaveAttribute('href', '/m/service');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the fields the rules enable, with a star on the required ones', async () => {
    const rules = {
      ...registerRules,
      email: { ...registerRules.email, enabled: false },
      nickname: { ...registerRules.nickname, enabled: true, required: true },
      qqNum: { ...registerRules.qqNum, enabled: true },
    };
    await open(['USERNAMEREG3'], rules);
    expect(screen.queryByLabelText(new RegExp(`^${t.email}`))).toBeNull();
    expect(labelHasStar(field(t.nickname))).toBe(true);
    expect(labelHasStar(field(t.qq))).toBe(false);
  });

  it('carries the mobile number across the tabs', async () => {
    await open();
    type(t.mobile, '01711000009');
    fireEvent.click(screen.getByRole('tab', { name: t.mobile }));
    expect(field(t.mobile)).toHaveValue('01711000009');
    type(t.mobile, '01811000009');
    fireEvent.click(screen.getByRole('tab', { name: t.username }));
    expect(field(t.mobile)).toHaveValue('01811000009');
  });

  it('the agreement starts checked; unchecked, the submit is disabled', async () => {
    await open();
    const agree = screen.getByRole('checkbox', { name: t.agree });
    expect(agree).toBeChecked();
    expect(screen.getByRole('link', { name: t.agreement })).toHaveAttribute('href', '/m/useragreement');
    const submit = screen.getByRole('button', { name: t.submit });
    expect(submit).toBeEnabled();
    fireEvent.click(agree);
    expect(submit).toBeDisabled();
  });

  it('focuses the first invalid field; editing the password clears a matching confirmation', async () => {
    await open();
    type(t.username, 'rahim01');
    type(t.confirm, 'abc1234');
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    const password = field(t.password);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(t.required);
    expect(field(t.confirm)).toHaveAccessibleDescription(t.mismatch);
    type(t.password, 'abc1234');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(field(t.confirm)).not.toHaveAttribute('aria-invalid');
  });
});
