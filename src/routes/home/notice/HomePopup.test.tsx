// The home popup wired to its state, against a mocked announcements request (contract item 1).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { request } from '@/api/client';
import { shownPopups } from '@/state/announcement-popup';
import { forgetHomeAnnouncements, homeAnnouncements } from '@/state/home-announcements';
import { loginPromptOpen } from '@/state/login-prompt';
import { session, type SessionInfo } from '@/state/session';
import { renderWithI18n } from '../../../../tests/render';
import { HomePopup } from './HomePopup';

vi.mock('@/api/client', () => ({ request: vi.fn() }));

const member: SessionInfo = { token: 'tok', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };

/** The server's answer with one popup per audience; `tag` keeps each test's entries new. */
const answer = (tag: string, extra: object[] = []) => ({
  banners: [],
  player: [],
  popup: [
    { id: 1, title: `Reward ${tag}`, content: '<p>Claim <a href="/m/activity">now</a></p>', execution: 'A', promotionType: 'REWARD' },
    { id: 2, title: `Join ${tag}`, content: '<p>Bonus</p>', execution: 'B', promotionType: 'REGISTER' },
    ...extra,
  ],
  promotion: [],
});

function renderPopup(locale: 'bn' | 'en' = 'en') {
  const location = memoryLocation({ path: '/m/home', record: true });
  const view = renderWithI18n(
    <Router hook={location.hook}>
      <HomePopup />
    </Router>,
    locale,
  );
  return { location, view };
}

beforeEach(() => {
  session.value = null;
  forgetHomeAnnouncements();
  shownPopups.value = null;
  loginPromptOpen.value = false;
});
afterEach(() => vi.resetAllMocks());

describe('HomePopup', () => {
  it('shows a guest the guest popup; closing stores it and it does not come back', async () => {
    vi.mocked(request).mockResolvedValue(answer('g1'));
    const first = renderPopup('en');
    await first.view;
    const dialog = await screen.findByRole('dialog', { name: 'Join g1' });
    expect(screen.queryByRole('dialog', { name: 'Reward g1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('ANONYMOUS_POPUP')!)).toEqual({ show: false, seen: ['Join g1,<p>Bonus</p>'] });
    (await first.view).unmount();

    // Back on home: the same list stays closed.
    await renderPopup('en').view;
    await new Promise((r) => setTimeout(r, 700));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens again when new content arrives (BN)', async () => {
    vi.mocked(request).mockResolvedValue(answer('g2'));
    await renderPopup('bn').view;
    await screen.findByRole('dialog', { name: 'Join g2' });
    fireEvent.click(screen.getByRole('button', { name: 'বন্ধ করুন' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    vi.mocked(request).mockResolvedValue(answer('g2', [{ id: 3, title: 'নতুন', content: 'x', execution: 'B' }]));
    session.value = member; // a session change reloads the list: the member group has its own state
    await screen.findByRole('dialog', { name: 'Reward g2' });
    session.value = null;
    await screen.findByRole('dialog', { name: 'Join g2' });
    expect(screen.getByText('১ / ২')).toBeInTheDocument();
  });

  it('adds the first-login popup for a new member', async () => {
    session.value = { ...member, firstTimeLogin: true };
    vi.mocked(request).mockResolvedValue(answer('m1', [{ id: 4, title: 'Welcome m1', content: 'Hi', execution: 'F' }]));
    await renderPopup('en').view;
    await screen.findByRole('dialog', { name: 'Reward m1' });
    fireEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(screen.getByRole('dialog', { name: 'Welcome m1' })).toBeInTheDocument();
  });

  it('the go-to action takes a member to the reward centre and closes for good', async () => {
    session.value = member;
    vi.mocked(request).mockResolvedValue(answer('m2'));
    const { location, view } = renderPopup('en');
    await view;
    await screen.findByRole('dialog', { name: 'Reward m2' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to rewards' }));
    expect(location.history?.at(-1)).toBe('/m/rewardCenter');
    expect(JSON.parse(localStorage.getItem('USER_POPUP')!).show).toBe(false);
  });

  it('the go-to action asks a guest to log in', async () => {
    vi.mocked(request).mockResolvedValue(answer('g3'));
    const { location, view } = renderPopup('bn');
    await view;
    await screen.findByRole('dialog', { name: 'Join g3' });
    fireEvent.click(screen.getByRole('button', { name: 'পুরস্কারে যান' }));
    expect(loginPromptOpen.value).toBe(true);
    expect(location.history?.at(-1)).toBe('/m/home');
  });

  it('an in-app link in the content navigates there', async () => {
    session.value = member;
    vi.mocked(request).mockResolvedValue(answer('m3'));
    const { location, view } = renderPopup('en');
    await view;
    await screen.findByRole('dialog', { name: 'Reward m3' });
    fireEvent.click(screen.getByRole('link', { name: 'now' }));
    expect(location.history?.at(-1)).toBe('/m/activity');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an http link opens a new tab; any other scheme goes nowhere (spec §2)', async () => {
    session.value = member;
    const content = '<p><a href="https://t.me/bdplay">Telegram</a> <a href="mailto:x@y.z">mail</a></p>';
    vi.mocked(request).mockResolvedValue(answer('m4', [{ id: 3, title: 'Links m4', content, execution: 'A', promotionType: '' }]));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { location, view } = renderPopup('en');
    await view;
    await screen.findByRole('dialog', { name: 'Reward m4' });
    fireEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Telegram' }));
    expect(open).toHaveBeenCalledWith('https://t.me/bdplay', '_blank', 'noopener,noreferrer');
    fireEvent.click(screen.getByText('mail')); // the sanitiser already dropped its href
    expect(open).toHaveBeenCalledOnce();
    expect(location.history?.at(-1)).toBe('/m/home');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
