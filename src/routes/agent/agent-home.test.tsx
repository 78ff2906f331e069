// The agent home in BN and EN: who is sent home (history replaced), the greeting, name, balance and
// team figures, the grid gated by the menu whitelist, the footer's dividends and announcements
// badge, the load sequence, the KPI retry, and taps that do nothing without a session.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { signal } from '@preact/signals-react';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { fetchAgentNotices, fetchDividendInfo, fetchTeamKpi, renewSession } from '@/api/agent';
import { ApiError } from '@/api/errors';
import { fetchUnreadCount } from '@/api/inbox';
import { fetchBalance } from '@/api/wallet';
import { session, type SessionInfo } from '@/state/session';
import { serviceLinks } from '@/state/service-links';
import { renderApp, renderWithI18n } from '../../../tests/render';
import { statusFixture, whiteLabelNode } from '../../../tests/fixtures';
import { AgentHome } from './AgentHome';

vi.mock('@/api/agent', () => ({
  fetchTeamKpi: vi.fn(),
  fetchAgentNotices: vi.fn(),
  fetchDividendInfo: vi.fn(),
  renewSession: vi.fn(),
  readAgentNotice: vi.fn(),
}));
vi.mock('@/api/inbox', () => ({ fetchUnreadCount: vi.fn() }));
vi.mock('@/api/wallet', () => ({ fetchBalance: vi.fn() }));
// Where the redirected land: its own calls are not under test here.
vi.mock('@/routes/home', () => ({ default: () => null }));
vi.mock('@/state/service-links', () => ({ serviceLinks: signal([]), loadServiceLinks: vi.fn(async () => {}) }));

const user = (type: number): SessionInfo => ({ token: `t-${type}`, merchantCode: 'bdm01', userName: 'agent01', type, firstTimeLogin: false });
const menu = ['AGEINFO3', 'AGEPAG', 'TRANSREC3', 'DOWNMAN', 'AGENTRANSMULTDOWN3', 'AGETEAMPNL3', 'TEAMBETTING3', 'AGEREBINC3', 'SECPRIV', 'MAILCEN'];
const status = (keys = menu) => statusFixture({ info: { ...statusFixture().info, whitelabel: keys.map((k) => whiteLabelNode(k)) } });
const calls: string[] = [];
const record =
  <T,>(name: string, value: T) =>
  async () => (calls.push(name), value);

// The page's chunk loads lazily: transformed once here, so no test waits for it.
beforeAll(() => import('./index'));

beforeEach(() => {
  vi.resetAllMocks();
  calls.length = 0;
  serviceLinks.value = [];
  vi.mocked(fetchTeamKpi).mockImplementation(
    record('kpi', { teamLoginMemberCount: 12, teamBetMemberCount: 1234, teamRegisterMemberCount: 3, teamOnlineCount: 0 }),
  );
  vi.mocked(fetchUnreadCount).mockImplementation(record('unread', 4));
  vi.mocked(fetchAgentNotices).mockImplementation(record('notices', { notices: [], unreadCount: 2 }));
  vi.mocked(fetchBalance).mockImplementation(record('wallet', { sumBalance: 125000.5 }));
  vi.mocked(renewSession).mockImplementation(record('renew', { expiresAt: '2026-11-23T00:00:00Z' }));
  vi.mocked(fetchDividendInfo).mockImplementation(record('dividend', { enabled: true }));
});
afterEach(() => vi.useRealTimers());

const texts = {
  bn: {
    title: 'এজেন্ট সেন্টার',
    morning: 'শুভ সকাল',
    balance: '১,২৫,০০০.৫০৳',
    withdraw: 'উত্তোলন',
    deposit: 'ডিপোজিট',
    figures: [
      ['আজ লগইন', '১২'],
      ['আজ বাজি', '১,২৩৪'],
      ['আজ নিবন্ধন', '৩'],
      ['এখন অনলাইন', '০'],
    ],
    messages: 'বার্তা কেন্দ্র: ৪টি অপঠিত',
    notices: 'ঘোষণা: ২টি অপঠিত',
    dividends: 'লভ্যাংশ',
    tools: 'এজেন্ট টুল',
    retry: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন',
    overview: 'টিমের সারসংক্ষেপ',
    service: 'গ্রাহক সেবা',
  },
  en: {
    title: 'Agent centre',
    morning: 'Good morning',
    balance: '৳125,000.50',
    withdraw: 'Withdraw',
    deposit: 'Deposit',
    figures: [
      ['Logged in today', '12'],
      ['Bet today', '1,234'],
      ['Registered today', '3'],
      ['Online now', '0'],
    ],
    messages: 'Message centre: 4 unread',
    notices: 'Announcements: 2 unread',
    dividends: 'Dividends',
    tools: 'Agent tools',
    retry: 'Loading failed, tap to retry',
    overview: 'Team overview',
    service: 'Customer service',
  },
} as const;

describe.each(['bn', 'en'] as const)('the agent home in %s', (locale) => {
  const t = texts[locale];

  it.each([
    ['a guest', null],
    ['a member (type 0)', user(0)],
    ['a trial member', user(4)],
    ['type 40', user(40)],
  ])('sends %s home, replacing the history entry, without loading anything', async (_, who) => {
    const { location } = await renderApp({ path: '/m/agent', locale, user: who });
    await waitFor(() => expect(location.history).toEqual(['/m/home']));
    expect(fetchTeamKpi).not.toHaveBeenCalled();
  });

  it('greets the agent by the local hour, shows the balance, the team figures, the grid and the footer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 59));
    await renderApp({ path: '/m/agent', locale, user: user(1), status: status() });
    expect(await screen.findByRole('heading', { name: t.title })).toBeInTheDocument();
    expect(screen.getByText(t.morning)).toBeInTheDocument();
    expect(screen.getByText('agent01')).toBeInTheDocument();
    expect(await screen.findByText(t.balance)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.withdraw })).toHaveAttribute('href', '/m/withdraw');
    expect(screen.getByRole('link', { name: t.deposit })).toHaveAttribute('href', '/m/voucherCenter');
    for (const [label, value] of t.figures) {
      await waitFor(() => expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value));
    }
    const grid = screen.getByRole('navigation', { name: t.tools });
    expect(within(grid).getAllByRole('link')).toHaveLength(11);
    expect(await within(grid).findByRole('link', { name: t.messages })).toHaveAttribute('href', '/m/webEmail');
    expect(within(grid).getByRole('link', { name: t.overview })).toHaveAttribute('href', '/m/agent/team/overview');
    expect(await screen.findByRole('link', { name: t.notices })).toHaveAttribute('href', '/m/member/notice?types=A');
    expect(await screen.findByRole('link', { name: t.dividends })).toHaveAttribute('href', '/m/member/agent/agentDivident');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows only the whitelisted items and customer service, which opens the support link outside', async () => {
    serviceLinks.value = [{ type: 'TELEGRAM1', url: 'https://t.bdplay.example/support' }];
    await renderApp({ path: '/m/agent', locale, user: user(1), status: status(['AGEPAG']) });
    const grid = await screen.findByRole('navigation', { name: t.tools });
    expect(
      within(grid)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([t.overview, t.service]);
    const service = within(grid).getByRole('link', { name: t.service });
    expect(service).toHaveAttribute('href', 'https://t.bdplay.example/support');
    expect(service).toHaveAttribute('rel', 'noopener noreferrer');
    expect(service).toHaveAttribute('target', '_blank');
  });

  it('offers a retry when the team figures fail; the announcements badge stays away when they fail', async () => {
    vi.mocked(fetchTeamKpi).mockRejectedValueOnce(new ApiError(0, 'client.network', ''));
    vi.mocked(fetchAgentNotices).mockRejectedValue(new ApiError(0, 'client.network', ''));
    await renderApp({ path: '/m/agent', locale, user: user(1), status: status() });
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    await waitFor(() => expect(screen.getByText(t.figures[1][0]).nextElementSibling).toHaveTextContent(t.figures[1][1]));
    expect(screen.queryByRole('link', { name: t.notices })).toBeNull();
  });
});

it.each([
  [10, 1, 'Good noon'],
  [14, 1, 'Good afternoon'],
  [18, 1, 'Good evening'],
])('greets at %i:0%i with “%s”', async (h, m, greeting) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, h, m));
  await renderApp({ path: '/m/agent', locale: 'en', user: user(1), status: status() });
  expect(await screen.findByText(greeting)).toBeInTheDocument();
});

describe('the load sequence', () => {
  it('loads the KPI, unread count, announcements, wallet, session renew, then the dividend info', async () => {
    await renderApp({ path: '/m/agent', locale: 'en', user: user(1), status: status() });
    await waitFor(() => expect(calls).toHaveLength(6));
    expect(calls).toEqual(['kpi', 'unread', 'notices', 'wallet', 'renew', 'dividend']);
  });

  it.each([41, 42])('skips the dividend info for type %i (no dividends item)', async (type) => {
    await renderApp({ path: '/m/agent', locale: 'en', user: user(type), status: status() });
    await waitFor(() => expect(calls).toHaveLength(5));
    expect(fetchDividendInfo).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Dividends' })).toBeNull();
  });

  it('hides the dividends item when the feature is off', async () => {
    vi.mocked(fetchDividendInfo).mockImplementation(record('dividend', { enabled: false }));
    await renderApp({ path: '/m/agent', locale: 'en', user: user(1), status: status() });
    await waitFor(() => expect(calls).toContain('dividend'));
    expect(screen.queryByRole('link', { name: 'Dividends' })).toBeNull();
  });
});

it('does nothing on a grid tap without a session', async () => {
  session.value = null;
  const location = memoryLocation({ path: '/m/agent', record: true });
  await renderWithI18n(
    <Router hook={location.hook}>
      <AgentHome />
    </Router>,
    'en',
  );
  fireEvent.click(screen.getByRole('link', { name: 'Customer service' }));
  serviceLinks.value = [{ type: 'LIVECHAT', url: 'https://chat.bdplay.example/live' }];
  fireEvent.click(await screen.findByRole('link', { name: 'Customer service' }));
  expect(location.history).toEqual(['/m/agent']);
  expect(fetchTeamKpi).not.toHaveBeenCalled();
});
