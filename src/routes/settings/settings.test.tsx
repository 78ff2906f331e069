// /m/set: the change-password entry and sign-out (confirm, busy, sign out, reload home), in BN and EN.
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/state/account';
import { session } from '@/state/session';
import { renderApp } from '../../../tests/render';

vi.mock('@/state/account', () => ({ signOut: vi.fn() }));

const user = { token: 'tok1', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };

const texts = {
  bn: {
    saver: 'ডেটা সাশ্রয়',
    saverOn: 'ডেটা সাশ্রয় চালু',
    change: 'পাসওয়ার্ড পরিবর্তন',
    signOut: 'লগ আউট',
    ask: 'আপনি কি লগ আউট করতে চান?',
    ok: 'নিশ্চিত করুন',
    cancel: 'বাতিল',
    busy: 'লগ আউট হচ্ছে…',
  },
  en: {
    saver: 'Data saver',
    saverOn: 'Data saver on',
    change: 'Change password',
    signOut: 'Sign out',
    ask: 'Are you sure you want to sign out?',
    ok: 'Confirm',
    cancel: 'Cancel',
    busy: 'Signing out…',
  },
} as const;

beforeEach(() => {
  vi.mocked(signOut).mockReset().mockResolvedValue();
  vi.spyOn(window.location, 'assign')
    .mockReset()
    .mockImplementation(() => {});
});

describe.each(['bn', 'en'] as const)('settings in %s', (locale) => {
  const t = texts[locale];
  const open = async () => {
    const view = await renderApp({ locale, path: '/m/set', user });
    await screen.findByRole('button', { name: t.signOut }, { timeout: 5000 });
    return view;
  };

  it('lists change password', async () => {
    await open();
    expect(screen.getByRole('link', { name: t.change })).toHaveAttribute('href', '/m/changePsw');
  });

  it('switches data saver, kept on this device and shown in the header', async () => {
    await open();
    const saver = screen.getByRole('switch', { name: new RegExp(t.saver) });
    expect(saver).not.toBeChecked();
    expect(screen.queryByRole('img', { name: t.saverOn })).toBeNull();
    fireEvent.click(saver);
    await waitFor(() => expect(saver).toBeChecked());
    expect(localStorage.getItem('DATA_SAVER')).toBe('true');
    expect(screen.getByRole('img', { name: t.saverOn })).toBeInTheDocument();
    fireEvent.click(saver);
    await waitFor(() => expect(saver).not.toBeChecked());
    expect(localStorage.getItem('DATA_SAVER')).toBe('false');
    expect(screen.queryByRole('img', { name: t.saverOn })).toBeNull();
  });

  it('asks first; cancelling keeps the player signed in', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: t.signOut }));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(t.ask);
    fireEvent.click(screen.getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(signOut).not.toHaveBeenCalled();
    expect(window.location.assign).not.toHaveBeenCalled();
  });

  it('confirmed: busy while signing out, then a reload to home', async () => {
    let done: () => void = () => {};
    vi.mocked(signOut).mockReturnValue(new Promise<void>((resolve) => (done = resolve)));
    await open();
    fireEvent.click(screen.getByRole('button', { name: t.signOut }));
    fireEvent.click(await screen.findByRole('button', { name: t.ok }));
    expect(await screen.findByText(t.busy)).toBeInTheDocument();
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce()); // the account module is imported first
    expect(window.location.assign).not.toHaveBeenCalled();
    done();
    await waitFor(() => expect(window.location.assign).toHaveBeenCalledWith('/m/home'));
    expect(screen.queryByText(t.busy)).toBeNull();
  });
});

it('a failed sign-out still forgets the session here and reloads home', async () => {
  vi.mocked(signOut).mockRejectedValue(new Error('storage blocked'));
  await renderApp({ locale: 'en', path: '/m/set', user });
  fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }, { timeout: 5000 }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(window.location.assign).toHaveBeenCalledWith('/m/home'));
  expect(session.value).toBeNull();
  expect(screen.queryByText('Signing out…')).toBeNull();
});
