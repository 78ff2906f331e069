// The home header as a player sees it, in BN and EN: guest and member states, the balance (format,
// hidden, refreshing), the pop-over menu per state, guests sent to the login dialog, sign-out.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBalance } from '@/api/wallet';
import { signOut } from '@/state/account';
import { session } from '@/state/session';
import { balance, balanceHidden } from '@/state/wallet';
import { renderApp } from '../../../tests/render';

vi.mock('@/api/wallet', () => ({ fetchBalance: vi.fn() }));
vi.mock('@/state/account', () => ({ signOut: vi.fn() }));

const member = { token: 'tok1', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };

const texts = {
  bn: {
    menu: 'মেনু',
    login: 'লগ ইন',
    register: 'নিবন্ধন',
    deposit: 'ডিপোজিট',
    withdraw: 'উত্তোলন',
    refresh: 'ব্যালেন্স রিফ্রেশ করুন',
    hide: 'ব্যালেন্স লুকান',
    show: 'ব্যালেন্স দেখান',
    signOut: 'লগ আউট',
    amount: '১২,৩৪৫.৬৭৳',
    dialog: 'চালিয়ে যেতে লগ ইন করুন',
    ask: 'আপনি কি লগ আউট করতে চান?',
    ok: 'নিশ্চিত করুন',
    cancel: 'বাতিল',
    balance: 'ব্যালেন্স',
    saverOff: 'ডেটা সাশ্রয়: বন্ধ',
    saverOn: 'ডেটা সাশ্রয়: চালু',
    saverMark: 'ডেটা সাশ্রয় চালু',
  },
  en: {
    menu: 'Menu',
    login: 'Log in',
    register: 'Register',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    refresh: 'Refresh balance',
    hide: 'Hide balance',
    show: 'Show balance',
    signOut: 'Sign out',
    amount: '৳12,345.67',
    dialog: 'Log in to continue',
    ask: 'Are you sure you want to sign out?',
    ok: 'Confirm',
    cancel: 'Cancel',
    balance: 'Balance',
    saverOff: 'Data saver: off',
    saverOn: 'Data saver: on',
    saverMark: 'Data saver on',
  },
} as const;

beforeEach(() => {
  vi.mocked(fetchBalance).mockReset().mockResolvedValue({ sumBalance: 12345.67 });
  vi.mocked(signOut).mockReset().mockResolvedValue();
  balance.value = null;
  balanceHidden.value = false;
});

afterEach(() => vi.restoreAllMocks());

const menuItems = () => screen.getAllByRole('menuitem').map((i) => i.textContent);

describe.each(['bn', 'en'] as const)('header in %s', (locale) => {
  const t = texts[locale];
  const openMenu = async () => {
    const button = screen.getByRole('button', { name: t.menu });
    fireEvent.click(button);
    await screen.findByRole('menu', { name: t.menu });
    return button;
  };

  it('guest: log in, register and a closed menu button', async () => {
    await renderApp({ locale });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: t.login })).toHaveAttribute('href', '/m/login');
    expect(within(header).getByRole('link', { name: t.register })).toBeInTheDocument();
    const button = within(header).getByRole('button', { name: t.menu });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(fetchBalance).not.toHaveBeenCalled();
  });

  it('guest menu: deposit, withdraw and refresh, each opening the login dialog', async () => {
    const { location } = await renderApp({ locale });
    const button = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menuItems()).toEqual([t.deposit, t.withdraw, t.refresh, t.saverOff]);
    for (const item of [t.deposit, t.withdraw, t.refresh]) {
      if (!screen.queryByRole('menu')) await openMenu();
      fireEvent.click(screen.getByRole('menuitem', { name: item }));
      expect(await screen.findByRole('dialog', { name: t.dialog })).toBeInTheDocument();
      expect(screen.queryByRole('menu')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: t.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(location.history?.at(-1)).toBe('/m/home');
    expect(fetchBalance).not.toHaveBeenCalled();
  });

  it('member: account name, balance with per-locale digits and the deposit shortcut', async () => {
    await renderApp({ locale, user: member });
    const header = screen.getByRole('banner');
    expect(await within(header).findByText(t.amount)).toBeInTheDocument();
    expect(header).toHaveTextContent('demo01');
    expect(header).toHaveTextContent(`${t.balance} ${t.amount}`);
    expect(within(header).getByRole('link', { name: t.deposit })).toHaveAttribute('href', '/m/voucherCenter');
    expect(within(header).queryByRole('link', { name: t.login })).toBeNull();
    expect(fetchBalance).toHaveBeenCalledOnce();
  });

  it('member menu: all six items; hiding masks the balance and is remembered', async () => {
    await renderApp({ locale, user: member });
    await screen.findByText(t.amount);
    await openMenu();
    expect(menuItems()).toEqual([t.deposit, t.withdraw, t.refresh, t.hide, t.saverOff, t.signOut]);
    fireEvent.click(screen.getByRole('menuitem', { name: t.hide }));
    expect(screen.queryByText(t.amount)).toBeNull();
    expect(screen.getByText('****')).toBeInTheDocument();
    expect(localStorage.getItem('hideBalance')).toBe('true');
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: t.show }));
    expect(screen.getByText(t.amount)).toBeInTheDocument();
  });

  it('data saver from the menu, for a guest too: the header shows the mode, and the choice is kept', async () => {
    await renderApp({ locale });
    expect(screen.queryByRole('img', { name: t.saverMark })).toBeNull();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: t.saverOff }));
    expect(await within(screen.getByRole('banner')).findByRole('img', { name: t.saverMark })).toBeInTheDocument();
    expect(localStorage.getItem('DATA_SAVER')).toBe('true');
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: t.saverOn }));
    await waitFor(() => expect(screen.queryByRole('img', { name: t.saverMark })).toBeNull());
    expect(localStorage.getItem('DATA_SAVER')).toBe('false');
  });

  it('member: the balance is masked while refreshing', async () => {
    await renderApp({ locale, user: member });
    await screen.findByText(t.amount);
    let answer: (v: { sumBalance: number }) => void = () => {};
    vi.mocked(fetchBalance).mockReturnValue(new Promise((r) => (answer = r)));
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: t.refresh }));
    expect(screen.getByText('****')).toBeInTheDocument();
    await act(async () => answer({ sumBalance: 12345.67 }));
    expect(await screen.findByText(t.amount)).toBeInTheDocument();
  });

  it('sign out asks first; cancelling keeps the session', async () => {
    const reload = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await renderApp({ locale, user: member });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: t.signOut }));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(t.ask);
    fireEvent.click(screen.getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(signOut).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('sign out confirmed: signs out through the account module and reloads home', async () => {
    const reload = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await renderApp({ locale, user: member });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: t.signOut }));
    fireEvent.click(await screen.findByRole('button', { name: t.ok }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/m/home'));
    expect(signOut).toHaveBeenCalledOnce();
  });
});

describe('header menu', () => {
  it('Escape closes it and gives focus back to the button', async () => {
    await renderApp({ locale: 'en' });
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    fireEvent.keyDown(await screen.findByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(button);
  });

  it('the member deposit and withdraw items navigate', async () => {
    const { location } = await renderApp({ locale: 'en', user: member });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Withdraw' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/withdraw'));
  });

  it('a failed sign-out still ends the session here and reloads home', async () => {
    const reload = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    vi.mocked(signOut).mockRejectedValue(new Error('storage blocked'));
    await renderApp({ locale: 'en', user: member });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/m/home'));
    expect(session.value).toBeNull();
  });
});
