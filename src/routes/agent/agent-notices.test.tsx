// /m/member/notice?types=A in BN and EN: the list with dates and "new" markers, opening one shows
// its sanitised content and marks it read (the home's badge falls), content links, the empty
// placeholder and the retry.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { fetchAgentNotices, fetchDividendInfo, fetchTeamKpi, readAgentNotice, renewSession, type AgentNotice } from '@/api/agent';
import { ApiError } from '@/api/errors';
import { fetchUnreadCount } from '@/api/inbox';
import { fetchBalance } from '@/api/wallet';
import type { SessionInfo } from '@/state/session';
import { renderApp } from '../../../tests/render';

vi.mock('@/api/agent', () => ({
  fetchTeamKpi: vi.fn(),
  fetchAgentNotices: vi.fn(),
  fetchDividendInfo: vi.fn(),
  renewSession: vi.fn(),
  readAgentNotice: vi.fn(),
}));
vi.mock('@/api/inbox', () => ({ fetchUnreadCount: vi.fn() }));
vi.mock('@/api/wallet', () => ({ fetchBalance: vi.fn() }));
vi.mock('@/routes/home', () => ({ default: () => null }));

const agent = (): SessionInfo => ({ token: 't-agent', merchantCode: 'bdm01', userName: 'agent01', type: 1, firstTimeLogin: false });
const notice = (id: number, read: boolean, content = `<p>Body ${id}</p>`): AgentNotice => ({
  id,
  title: `Notice ${id}`,
  content,
  createdAt: '2026-11-20T10:00:00Z',
  read,
});
const list = [
  notice(
    1,
    false,
    '<p>Paid weekly</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="https://help.bdplay.example/x">Rules</a> <a href="/m/rewardCenter">Rewards</a>',
  ),
  notice(2, false),
  notice(3, true),
];

// The page's chunk loads lazily: transformed once here, so no test waits for it.
beforeAll(() => import('./index'));

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(fetchAgentNotices).mockResolvedValue({ notices: list, unreadCount: 2 });
  vi.mocked(readAgentNotice).mockResolvedValue(1);
  vi.mocked(fetchTeamKpi).mockResolvedValue({ teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 });
  vi.mocked(fetchUnreadCount).mockResolvedValue(0);
  vi.mocked(fetchBalance).mockResolvedValue({ sumBalance: 0 });
  vi.mocked(renewSession).mockResolvedValue({ expiresAt: '' });
  vi.mocked(fetchDividendInfo).mockResolvedValue({ enabled: false });
});

const texts = {
  bn: {
    new: 'নতুন',
    date: '২০ নভে, ২০২৬',
    empty: 'কোনো ঘোষণা নেই',
    retry: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন',
    badge2: 'ঘোষণা: ২টি অপঠিত',
    badge1: 'ঘোষণা: ১টি অপঠিত',
  },
  en: {
    new: 'New',
    date: 'Nov 20, 2026',
    empty: 'No announcements',
    retry: 'Loading failed, tap to retry',
    badge2: 'Announcements: 2 unread',
    badge1: 'Announcements: 1 unread',
  },
} as const;

describe.each(['bn', 'en'] as const)('the agent announcements in %s', (locale) => {
  const t = texts[locale];

  it('lists the announcements with their date and a marker on the unread ones', async () => {
    await renderApp({ path: '/m/member/notice?types=A', locale, user: agent() });
    const first = await screen.findByRole('button', { name: new RegExp(`^Notice 1`) });
    expect(first).toHaveTextContent(t.new);
    expect(first).toHaveTextContent(t.date);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /^Notice 3/ })).not.toHaveTextContent(t.new);
  });

  it('opens one with its sanitised content, marks it read, and the home’s badge falls', async () => {
    const { location } = await renderApp({ path: '/m/agent', locale, user: agent() });
    fireEvent.click(await screen.findByRole('link', { name: t.badge2 }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/member/notice?types=A'));
    const first = await screen.findByRole('button', { name: /^Notice 1/ });
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).not.toHaveTextContent(t.new);
    const content = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(content).toHaveTextContent('Paid weekly');
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toContain('onerror');
    expect(readAgentNotice).toHaveBeenCalledWith(1);
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(readAgentNotice).toHaveBeenCalledTimes(1);
    location.navigate('/m/agent');
    expect(await screen.findByRole('link', { name: t.badge1 })).toBeInTheDocument();
  });

  it('keeps one opened while a list that left before it was on its way', async () => {
    let answer: (v: { notices: AgentNotice[]; unreadCount: number }) => void = () => {};
    await renderApp({ path: '/m/member/notice?types=A', locale, user: agent() });
    const first = await screen.findByRole('button', { name: /^Notice 1/ });
    vi.mocked(fetchAgentNotices).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { loadNotices } = await import('./agent-data');
    const reload = loadNotices(); // asked before the read: the server still says unread
    fireEvent.click(first);
    answer({ notices: list, unreadCount: 2 });
    await reload;
    await waitFor(() => expect(screen.getByRole('button', { name: /^Notice 1/ })).not.toHaveTextContent(t.new));
    expect(screen.getByRole('button', { name: /^Notice 2/ })).toHaveTextContent(t.new);
  });

  it('says so when there is none, and offers a retry after a failure', async () => {
    vi.mocked(fetchAgentNotices).mockRejectedValue(new ApiError(0, 'client.network', ''));
    await renderApp({ path: '/m/member/notice?types=A', locale, user: agent() });
    const retry = await screen.findByRole('button', { name: t.retry });
    vi.mocked(fetchAgentNotices).mockResolvedValue({ notices: [], unreadCount: 0 });
    fireEvent.click(retry);
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });
});

it('opens http(s) links of the content outside the app and app paths inside it', async () => {
  const { location } = await renderApp({ path: '/m/member/notice?types=A', locale: 'en', user: agent() });
  fireEvent.click(await screen.findByRole('button', { name: /^Notice 1/ }));
  // An http(s) link is left to the browser: a new tab, without access back to the app.
  const rules = screen.getByRole('link', { name: 'Rules' });
  expect(rules).toHaveAttribute('href', 'https://help.bdplay.example/x');
  expect(rules).toHaveAttribute('target', '_blank');
  expect(rules.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  const stay = location.history?.length;
  expect(fireEvent.click(rules)).toBe(true); // not prevented
  expect(location.history?.length).toBe(stay);
  fireEvent.click(screen.getByRole('link', { name: 'Rewards' }));
  await waitFor(() => expect(location.history?.at(-1)).toBe('/m/rewardCenter'));
});
