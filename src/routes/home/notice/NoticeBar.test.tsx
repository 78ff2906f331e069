// The notice ticker and message icon, against mocked requests (contract items 1 and 7).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { request, type RequestOptions } from '@/api/client';
import { forgetHomeAnnouncements, homeAnnouncements } from '@/state/home-announcements';
import { unreadMessages } from '@/state/inbox';
import { loginPromptOpen } from '@/state/login-prompt';
import { session, type SessionInfo } from '@/state/session';
import { renderWithI18n } from '../../../../tests/render';
import { NoticeBar } from './NoticeBar';

vi.mock('@/api/client', () => ({ request: vi.fn() }));

const member: SessionInfo = { token: 'tok', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };

function serve(notices: { id: number; title: string; content: string }[], unread = 2) {
  vi.mocked(request).mockImplementation(async (opts: RequestOptions) =>
    opts.url.endsWith('CSP_unreadCount') ? unread : { banners: [], player: notices, popup: [], promotion: [] },
  );
}

function renderBar(locale: 'bn' | 'en') {
  const location = memoryLocation({ path: '/m/home', record: true });
  const view = renderWithI18n(
    <Router hook={location.hook}>
      <NoticeBar />
    </Router>,
    locale,
  );
  return { location, view };
}

const notices = [
  { id: 1, title: 'Maintenance', content: 'Wednesday 2–3 am' },
  { id: 2, title: 'Deposits', content: 'Instant with bKash' },
];

beforeEach(() => {
  session.value = null;
  forgetHomeAnnouncements();
  unreadMessages.value = 0;
  loginPromptOpen.value = false;
});
afterEach(() => vi.resetAllMocks());

describe('NoticeBar', () => {
  it('shows the notices as one link to the notice page (EN)', async () => {
    serve(notices);
    const { location, view } = renderBar('en');
    await view;
    // Named by what it shows, after a word of what it is (axe: the name holds the visible text).
    const ticker = await screen.findByRole('link', { name: /^Announcements: ?Maintenance Wednesday 2–3 am ?Deposits Instant with bKash/ });
    expect(ticker).toHaveTextContent('Maintenance Wednesday 2–3 am');
    expect(ticker).toHaveTextContent('Deposits Instant with bKash');
    fireEvent.click(ticker);
    expect(location.history?.at(-1)).toBe('/m/notice');
  });

  it('names the ticker in BN, and says when there are no notices', async () => {
    serve([]);
    await renderBar('bn').view;
    const ticker = await screen.findByRole('link', { name: /^ঘোষণা: ?কোনো ঘোষণা নেই$/ });
    expect(ticker).toHaveTextContent('কোনো ঘোষণা নেই');
  });

  it('asks a guest to log in from the message icon, with no dot and no request', async () => {
    serve(notices);
    const { location, view } = renderBar('en');
    await view;
    fireEvent.click(screen.getByRole('link', { name: 'Messages' }));
    expect(loginPromptOpen.value).toBe(true);
    expect(location.history?.at(-1)).toBe('/m/home');
    expect(request).not.toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/relay/CSP_unreadCount' }));
  });

  it('shows a member the unread count in the name and opens the inbox (BN and EN)', async () => {
    session.value = member;
    serve(notices, 2);
    const en = renderBar('en');
    await en.view;
    const icon = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    fireEvent.click(icon);
    expect(en.location.history?.at(-1)).toBe('/m/webEmail');
    expect(loginPromptOpen.value).toBe(false);
    (await en.view).unmount();

    await renderBar('bn').view;
    expect(await screen.findByRole('link', { name: 'বার্তা, ২টি অপঠিত' })).toBeInTheDocument();
  });

  it('drops the dot when the member has read everything, and when the session ends', async () => {
    session.value = member;
    serve(notices, 0);
    await renderBar('en').view;
    await waitFor(() => expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/relay/CSP_unreadCount' })));
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    unreadMessages.value = 4;
    expect(await screen.findByRole('link', { name: 'Messages, 4 unread' })).toBeInTheDocument();
    session.value = null;
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });
});
