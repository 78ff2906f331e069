// The agent's team pages on mocked answers (docs/api.md "Agent"): the overview's two columns in
// Bengali digits and lakh grouping, team management's search and a member's detail with its links,
// the red envelope rain's summary and its one request, and the header taking the answer's balance.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/preact';
import { fetchDownlines, fetchTeamOverview, fetchTransferLimits, redEnvelopeRain, type DownlineRow } from '@/api/agent-team';
import { fetchBalance } from '@/api/wallet';
import { fetchUnreadCount } from '@/api/inbox';
import type { SessionInfo } from '@/state/session';
import { balance } from '@/state/wallet';
import { renderApp } from '../../../tests/render';

vi.mock('@/api/agent-team', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchTeamOverview: vi.fn(),
  fetchDownlines: vi.fn(),
  fetchTransferLimits: vi.fn(),
  redEnvelopeRain: vi.fn(),
}));
vi.mock('@/api/wallet', () => ({ fetchBalance: vi.fn() }));
vi.mock('@/api/inbox', () => ({ fetchUnreadCount: vi.fn() }));

const agent: SessionInfo = { token: 'tok-a', merchantCode: 'bdm01', userName: 'agent01', type: 1, firstTimeLogin: false };
const figures = { members: 8, newMembers: 2, firstDeposits: 1, deposits: 250000, withdrawals: 0, bets: 1200.5, profitLoss: -300, online: 2 };
const row = (username: string, extra: Partial<DownlineRow> = {}): DownlineRow => ({
  username,
  level: 1,
  type: 'player',
  balance: 100,
  registered: '2026-03-01T04:00:00.000Z',
  lastLogin: null,
  status: 'active',
  teamSize: null,
  ...extra,
});
const page = (list: DownlineRow[]) => ({ list, pageNum: 1, totalPages: 1, totalCount: list.length, summary: { members: list.length, balance: 200 } });

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(fetchBalance).mockResolvedValue({ sumBalance: 100 });
  vi.mocked(fetchUnreadCount).mockResolvedValue(0);
  vi.mocked(fetchTransferLimits).mockResolvedValue({ min: 1, max: 50000, maxRecipients: 200, paymentPasswordSet: true });
});

describe('the agent’s team pages', () => {
  it('shows the overview, direct beside all levels, in Bengali digits and lakh grouping', async () => {
    vi.mocked(fetchTeamOverview).mockResolvedValue({ direct: figures, all: { ...figures, members: 12 } });
    await renderApp({ path: '/m/agent/team/overview', user: agent, locale: 'bn' });
    const deposits = await screen.findByRole('row', { name: /^ডিপোজিট/ });
    expect(within(deposits).getAllByText('২,৫০,০০০.০০৳')).toHaveLength(2);
    expect(within(screen.getByRole('row', { name: /^সদস্য/ })).getByText('১২')).toBeInTheDocument();
    // The first render of the file loads the page's module and catalogs: slow on a busy machine.
  }, 15_000);

  it('searches the downline and opens a member with its rebate link and, for an agent, its team size', async () => {
    vi.mocked(fetchDownlines).mockResolvedValue(page([row('agent02', { type: 'agent', teamSize: 4 }), row('rakib01', { level: 2 })]));
    await renderApp({ path: '/m/member/team', user: agent, locale: 'en' });
    fireEvent.input(await screen.findByRole('searchbox', { name: 'Search by username' }), { target: { value: ' rak ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(fetchDownlines).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { username: 'rak', scope: 'all' } }), expect.anything()),
    );
    fireEvent.click(await screen.findByRole('button', { name: /^agent02/ }));
    const sheet = screen.getByRole('dialog', { name: 'agent02' });
    expect(within(sheet).getByText('4')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Rebate' })).toHaveAttribute('href', '/m/member/agent/agentRebeat?member=agent02');
    expect(within(sheet).getByRole('button', { name: 'Transfer' })).toBeInTheDocument();
  });

  it('rains on the chosen members with one request, the summary exact, the balance into the header', async () => {
    vi.mocked(fetchDownlines).mockResolvedValue(page([row('nasrin22'), row('sumon77'), row('tania09')]));
    vi.mocked(redEnvelopeRain).mockResolvedValue({
      orderNo: 'A260301ABCDEFGH',
      amount: 100,
      sumBalance: 900,
      recipients: [
        { username: 'nasrin22', amount: 33.34 },
        { username: 'sumon77', amount: 33.33 },
        { username: 'tania09', amount: 33.33 },
      ],
    });
    await renderApp({ path: '/m/redRain', user: agent, locale: 'en' });
    for (const name of ['tania09', 'nasrin22', 'sumon77']) fireEvent.click(await screen.findByRole('checkbox', { name: new RegExp(`^${name}`) }));
    fireEvent.click(screen.getByRole('radio', { name: 'A total to split' }));
    fireEvent.input(screen.getByRole('textbox', { name: /^Total/ }), { target: { value: '100' } });
    expect(screen.getByTestId('rain-summary')).toHaveTextContent('3 members, ৳100.00 in all');
    expect(screen.getByTestId('rain-summary')).toHaveTextContent('Each gets ৳33.33 or ৳33.34');
    fireEvent.input(screen.getByLabelText(/^Payment password/, { selector: 'input' }), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send red envelopes' }));
    await vi.waitFor(() => expect(balance.value).toBe(900));
    expect(redEnvelopeRain).toHaveBeenCalledTimes(1);
    expect(redEnvelopeRain).toHaveBeenCalledWith('agent01', { usernames: ['nasrin22', 'sumon77', 'tania09'], amount: '100', split: true }, '135790');
  });
});
