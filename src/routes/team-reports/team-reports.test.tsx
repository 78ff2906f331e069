// The team reports on mocked answers (docs/api.md "Agent"): team profit and loss by member with
// its totals in BN and EN, a member's detail opening team betting on that member and range, and
// team betting's filters as asked for.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { fetchBalance } from '@/api/wallet';
import { fetchUnreadCount } from '@/api/inbox';
import { fetchTeamBets, fetchTeamPnl, type RecordPage, type TeamBetRow, type TeamPnlRow } from '@/api/records';
import { presetRange } from '@/components/record-list/date-range';
import type { SessionInfo } from '@/state/session';
import { renderApp } from '../../../tests/render';

vi.mock('@/api/records', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchTeamPnl: vi.fn(), fetchTeamBets: vi.fn() }));
vi.mock('@/api/wallet', () => ({ fetchBalance: vi.fn() }));
vi.mock('@/api/inbox', () => ({ fetchUnreadCount: vi.fn() }));

const agent: SessionInfo = { token: 'tok-a', merchantCode: 'bdm01', userName: 'agent01', type: 1, firstTimeLogin: false };
const page = <T, S>(list: T[], summary: S): RecordPage<T, S> => ({ list, pageNum: 1, totalPages: 1, totalCount: list.length, summary });
const rakib: TeamPnlRow = { key: 'rakib01', depth: 2, bets: 3, stake: 150000, payout: 20, winLoss: -149980, rebate: 5, profit: -149975 };
const bet: TeamBetRow = {
  betNo: 'B260301AAAAAAAA',
  username: 'rakib01',
  gameName: 'Lucky Dice',
  vendor: 'DEMO',
  gameType: 'RNG',
  stake: 10,
  pick: 'HIGH',
  draw: 70,
  payout: 20,
  winLoss: 10,
  placedAt: '2026-03-01T04:00:00.000Z',
};
const pnlSummary = { members: 1, bets: 3, stake: 150000, payout: 20, winLoss: -149980, rebate: 5, profit: -149975 };

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(fetchBalance).mockResolvedValue({ sumBalance: 100 });
  vi.mocked(fetchUnreadCount).mockResolvedValue(0);
  vi.mocked(fetchTeamPnl).mockResolvedValue(page([rakib], pnlSummary));
  vi.mocked(fetchTeamBets).mockResolvedValue(page([bet], { count: 1, stake: 10, payout: 20, winLoss: 10 }));
});

describe('team profit and loss', () => {
  it('shows the members with the totals in Bengali digits, by member and all levels first', async () => {
    await renderApp({ path: '/m/agent/team/pnl', user: agent, locale: 'bn' });
    expect(await screen.findByRole('heading', { name: 'টিমের লাভ-ক্ষতি' })).toBeInTheDocument();
    expect(await screen.findByText('rakib01')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'টিমের লাভ-ক্ষতি' })).getByText('১,৫০,০০০.০০৳')).toBeInTheDocument();
    expect(fetchTeamPnl).toHaveBeenCalledWith(
      { ...presetRange('today'), filters: { groupBy: 'member', level: 'all' }, pageNo: 1 },
      expect.anything(),
    );
  });

  it("opens a member's bets in team betting over the same range", async () => {
    const { location } = await renderApp({ path: '/m/agent/team/pnl', user: agent, locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: /rakib01/ }));
    const dialog = screen.getByRole('dialog', { name: 'rakib01' });
    expect(within(dialog).getByText('৳5.00')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Show' }));
    const today = presetRange('today');
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe(`/m/teamBetting?username=rakib01&startDate=${today.startDate}&endDate=${today.endDate}`),
    );
    expect(await screen.findByRole('heading', { name: 'Team betting' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchTeamBets).toHaveBeenCalledWith(
        { ...today, filters: { username: 'rakib01', gameType: '', status: '' }, pageNo: 1 },
        expect.anything(),
      ),
    );
    expect(screen.getByRole('searchbox', { name: "Member's username" })).toHaveValue('rakib01');
  });
});

describe('team betting', () => {
  it('opens on a linked range as a custom one, filters by result, and shows a bet with its member', async () => {
    await renderApp({ path: '/m/teamBetting?username=rakib01&startDate=2026-02-01&endDate=2026-02-10', user: agent, locale: 'en' });
    expect(await screen.findByText('Lucky Dice', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    // A real 'change' event: testing-library's fireEvent.change fires 'input' under preact/compat.
    const result = screen.getByRole('combobox', { name: 'Result' }) as HTMLSelectElement;
    result.value = 'WIN';
    fireEvent(result, new Event('change', { bubbles: true }));
    await waitFor(() =>
      expect(fetchTeamBets).toHaveBeenLastCalledWith(
        { startDate: '2026-02-01', endDate: '2026-02-10', filters: { username: 'rakib01', gameType: '', status: 'WIN' }, pageNo: 1 },
        expect.anything(),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /rakib01/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucky Dice' });
    expect(within(dialog).getByText('Member')).toBeInTheDocument();
    expect(within(dialog).getByText('B260301AAAAAAAA')).toBeInTheDocument();
  });

  it('asks for a typed username once it is committed, not at every key', async () => {
    await renderApp({ path: '/m/teamBetting', user: agent, locale: 'en' });
    const search = await screen.findByRole('searchbox', { name: "Member's username" });
    await waitFor(() => expect(fetchTeamBets).toHaveBeenCalledTimes(1));
    fireEvent.input(search, { target: { value: 'shuvo88' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchTeamBets).toHaveBeenCalledTimes(1); // typing asks nothing
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fetchTeamBets).toHaveBeenCalledTimes(2));
    expect(fetchTeamBets).toHaveBeenLastCalledWith(
      { ...presetRange('today'), filters: { username: 'shuvo88', gameType: '', status: '' }, pageNo: 1 },
      expect.anything(),
    );
  });
});
