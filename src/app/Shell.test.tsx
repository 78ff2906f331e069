// The page shell as a player sees it, in BN and in EN.
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { fetchMemberPromotionsValue } from '@/api/promotion-counts';
import { setUnclaimedPromotions } from '@/state/rewards';
import { session } from '@/state/session';
import { statusFailed, systemStatus } from '@/state/config';
import { renderApp } from '../../tests/render';
import { statusFixture, whiteLabelNode } from '../../tests/fixtures';

// The signed-in header loads the balance: no network in these tests.
vi.mock('@/api/promotion-counts', () => ({ fetchMemberPromotionsValue: vi.fn(() => new Promise(() => {})) }));
vi.mock('@/api/wallet', () => ({ fetchBalance: () => Promise.resolve({ sumBalance: 0 }) }));

const texts = {
  bn: { login: 'লগ ইন', register: 'নিবন্ধন', menu: 'প্রধান মেনু', back: 'পিছনে', notice: 'নোটিশ', language: 'ভাষা', home: 'হোম', soon: 'এখনও চালু হয়নি' },
  en: {
    login: 'Log in',
    register: 'Register',
    menu: 'Main menu',
    back: 'Back',
    notice: 'Notice',
    language: 'Language',
    home: 'Home',
    soon: 'Not available yet',
  },
} as const;

describe.each(['bn', 'en'] as const)('shell in %s', (locale) => {
  const t = texts[locale];

  it('home: logo, account links, language switcher and the tab bar', async () => {
    await renderApp({ locale });
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('BD Play');
    expect(screen.getByRole('link', { name: t.login })).toHaveAttribute('href', '/m/login');
    expect(screen.getByRole('link', { name: t.register })).toHaveAttribute('href', '/m/register');
    expect(screen.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', String(locale === 'bn'));
    expect(screen.getByRole('group', { name: t.language })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: t.menu });
    expect(nav.querySelectorAll('a')).toHaveLength(5);
    expect(screen.getByRole('link', { name: t.home })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: t.back })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('inner page: back arrow, title, and the footer hidden where the specification says', async () => {
    await renderApp({ locale, path: '/m/notice' });
    expect(screen.getByRole('button', { name: t.back })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.notice })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: t.menu })).toBeNull();
    expect(document.title).toBe(`${t.notice} · BD Play`);
  });

  it('login omits the header and the footer', async () => {
    await renderApp({ locale, path: '/m/login' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: t.menu })).toBeNull();
  });
});

describe('navigation', () => {
  it('the back arrow of notice goes home', async () => {
    const { location } = await renderApp({ locale: 'en', path: '/m/notice' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
  });

  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html'])('%s renders home at /m/home', async (path) => {
    const { location } = await renderApp({ locale: 'en', path });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
  });

  it('keeps the query when correcting an alias', async () => {
    const { location } = await renderApp({ locale: 'en', path: '/register.html?affiliateCode=AB12' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/register?affiliateCode=AB12'));
  });

  it('an unknown path goes home', async () => {
    const { location } = await renderApp({ locale: 'en', path: '/m/does-not-exist' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
  });
});

describe('header states', () => {
  it('hides Register when DIRECTREG3 is off', async () => {
    await renderApp({ locale: 'en', status: statusFixture({ info: { whitelabel: [whiteLabelNode('DIRECTREG3', false)] } }) });
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('shows the account name and a deposit shortcut when signed in', async () => {
    await renderApp({
      locale: 'en',
      user: { token: 't', merchantCode: 'bdm01', userName: 'rahim01', type: 0, firstTimeLogin: false },
    });
    // The signed-in part of the header is a lazy chunk.
    expect(await screen.findByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(screen.getByRole('banner')).toHaveTextContent('rahim01');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});

describe('reward badge', () => {
  it('appears only above 0, with per-locale digits, and only with a session', async () => {
    await renderApp({ locale: 'bn', user: { token: 't-badge', merchantCode: 'bdm01', userName: 'rahim01', type: 0, firstTimeLogin: false } });
    // The tab bar asks for the count (state/reward-badge.ts): an answer that never comes here.
    await waitFor(() => expect(fetchMemberPromotionsValue).toHaveBeenCalled());
    expect(screen.queryByLabelText(/দাবি বাকি/)).toBeNull();
    act(() => setUnclaimedPromotions(12));
    expect(screen.getByLabelText('১২টি দাবি বাকি')).toHaveTextContent('১২');
    act(() => void (session.value = null));
    expect(screen.queryByLabelText(/দাবি বাকি/)).toBeNull();
  });
});

describe('language switcher', () => {
  it('switches to EN, persists the choice and sets <html lang>', async () => {
    await renderApp({ locale: 'bn' });
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('start-up modes', () => {
  it('mode 1 shows the maintenance page and no shell', async () => {
    await renderApp({ locale: 'en', status: statusFixture({ maintenance: true, regionRestriction: true }) });
    expect(await screen.findByRole('heading', { name: 'System upgrading, please try again later' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('mode 2 shows the reason and the IP address', async () => {
    await renderApp({ locale: 'bn', status: statusFixture({ regionRestriction: true }) });
    expect(await screen.findByRole('heading', { name: 'প্রবেশ সীমিত' })).toBeInTheDocument();
    expect(screen.getByText('আপনার আইপি ঠিকানা')).toBeInTheDocument();
    expect(screen.getByText('103.4.145.2')).toBeInTheDocument();
  });

  it('returns to the app when maintenance ends', async () => {
    await renderApp({ locale: 'en', status: statusFixture({ maintenance: true }) });
    await screen.findByRole('button', { name: 'Try again' });
    act(() => void (systemStatus.value = statusFixture()));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('offers a retry when the first status request failed', async () => {
    // A page that asks nothing of the server, so its own retry buttons cannot be the one found.
    await renderApp({ locale: 'en', status: null, path: '/m/appDownload' });
    act(() => void (statusFailed.value = true));
    expect(screen.getByRole('button', { name: 'Loading failed, tap to retry' })).toBeInTheDocument();
  });
});

describe.each(['bn', 'en'] as const)('access in %s', (locale) => {
  const member = { token: 't', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
  const texts = {
    bn: { reject: 'ট্রায়াল অ্যাকাউন্ট' },
    en: { reject: 'Trial accounts cannot use this' },
  } as const;

  it('sends a visitor from settings to home', async () => {
    const { location } = await renderApp({ locale, path: '/m/set' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
  });

  it('sends a visitor from a member-only page to log in, remembering where they were going', async () => {
    const { location } = await renderApp({ locale, path: '/m/withdraw' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/login?redirect=%2Fm%2Fwithdraw'));
  });

  // Issue 19: the server refuses a trial account's feedback (member.trial.forbidden); the page
  // says so before the player writes anything, instead of a form that would be refused.
  it('rejects a trial member from the feedback page before its form shows, with the free_reject toast', async () => {
    const { location } = await renderApp({ locale, path: '/m/feedback', user: { ...member, userName: 'TRY1', type: 4 } });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
    expect(await screen.findByText(new RegExp(texts[locale].reject))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: locale === 'bn' ? 'আপনার মতামত' : 'Your feedback' })).toBeNull();
  });

  it('rejects a trial member from the member centre with the free_reject toast', async () => {
    const { location } = await renderApp({ locale, path: '/m/mine', user: { ...member, userName: 'TRY1', type: 4 } });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
    expect(await screen.findByText(new RegExp(texts[locale].reject))).toBeInTheDocument();
  });
});
