import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/render';
import { LoginDialog } from './LoginDialog';

const texts = {
  bn: {
    title: 'চালিয়ে যেতে লগ ইন করুন',
    message: 'আপনি লগ ইন করেননি, অনুগ্রহ করে আগে লগ ইন করুন',
    login: 'লগ ইন',
    register: 'নিবন্ধন',
    trial: 'ফ্রি ট্রায়াল',
    cancel: 'বাতিল',
    close: 'বন্ধ করুন',
  },
  en: {
    title: 'Log in to continue',
    message: 'You are not logged in, please login first',
    login: 'Log in',
    register: 'Register',
    trial: 'Free trial',
    cancel: 'Cancel',
    close: 'Close',
  },
} as const;

describe.each(['bn', 'en'] as const)('LoginDialog in %s', (locale) => {
  const t = texts[locale];

  it('says why, and lists the ways in with Cancel', async () => {
    const onGo = vi.fn();
    const onClose = vi.fn();
    await renderWithI18n(
      <LoginDialog loginHref="/m/login?redirect=%2Fm%2Fhome" registerHref="/m/register" trialHref="/m/trail" onGo={onGo} onClose={onClose} />,
      locale,
    );
    expect(screen.getByRole('dialog', { name: t.title })).toHaveTextContent(t.message);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      [t.login, '/m/login?redirect=%2Fm%2Fhome'],
      [t.register, '/m/register'],
      [t.trial, '/m/trail'],
    ]);
    fireEvent.click(screen.getByRole('link', { name: t.trial }));
    expect(onGo).toHaveBeenCalledWith('/m/trail');
    fireEvent.click(screen.getByRole('button', { name: t.cancel }));
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves out register and free trial when not offered', async () => {
    await renderWithI18n(<LoginDialog loginHref="/m/login" onGo={() => {}} onClose={() => {}} />, locale);
    expect(screen.getByRole('link', { name: t.login })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.register })).toBeNull();
    expect(screen.queryByRole('link', { name: t.trial })).toBeNull();
  });
});
