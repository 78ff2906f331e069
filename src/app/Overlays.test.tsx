// The login dialog as the shell mounts it: opened by requireSession(), entries per white-label
// switch, the redirect back to the current page, and closed by any navigation.
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { loginPromptOpen, requireSession } from '@/state/login-prompt';
import { renderApp } from '../../tests/render';
import { statusFixture, whiteLabelNode as node } from '../../tests/fixtures';

const withSwitches = (...on: string[]) => statusFixture({ info: { whitelabel: on.map((id) => node(id)), imageCDNs: ['/cdn'] } });

describe.each([
  ['bn', 'চালিয়ে যেতে লগ ইন করুন', 'লগ ইন', 'নিবন্ধন', 'ফ্রি ট্রায়াল'],
  ['en', 'Log in to continue', 'Log in', 'Register', 'Free trial'],
] as const)('login dialog in %s', (locale, title, login, register, trial) => {
  it('opens for a guest and offers register and free trial per switch', async () => {
    await renderApp({ locale, status: withSwitches('USERNAMEREG3', 'FREEPLAY3') });
    act(() => void requireSession());
    const dialog = await screen.findByRole('dialog', { name: title });
    const links = [...dialog.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual([login, register, trial]);
  });

  it.each([
    [['MOBILENUMREG3'], true, false],
    [['FREEPLAY3'], false, true],
    [[], false, false],
  ])('switches %j: register %s, free trial %s', async (on, canRegister, canTrial) => {
    await renderApp({ locale, status: withSwitches(...on) });
    act(() => void requireSession());
    const dialog = await screen.findByRole('dialog', { name: title });
    const has = (name: string) => [...dialog.querySelectorAll('a')].some((a) => a.textContent === name);
    expect([has(login), has(register), has(trial)]).toEqual([true, canRegister, canTrial]);
  });
});

describe('login dialog navigation', () => {
  it('log in carries the current path and query as the redirect, and closes', async () => {
    const { location } = await renderApp({ locale: 'en', path: '/m/notice?id=3' });
    act(() => void requireSession());
    const link = await screen.findByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', '/m/login?redirect=%2Fm%2Fnotice%3Fid%3D3');
    fireEvent.click(link);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/login?redirect=%2Fm%2Fnotice%3Fid%3D3'));
    expect(loginPromptOpen.value).toBe(false);
  });

  it('closes when the page changes any other way', async () => {
    const { location } = await renderApp({ locale: 'en' });
    act(() => void requireSession());
    await screen.findByRole('dialog', { name: 'Log in to continue' });
    fireEvent.click(screen.getByRole('link', { name: 'Activity' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.history?.at(-1)).toBe('/m/activity');
    expect(loginPromptOpen.value).toBe(false);
  });

  it('is not shown to a member', async () => {
    await renderApp({ locale: 'en', user: { token: 't', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false } });
    let ok = false;
    act(() => void (ok = requireSession()));
    expect(ok).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
