// The money records on mocked answers of their calls (docs/api.md "Money"): the withdrawal record
// and my rebate against their contracts (their servers are built elsewhere), the shared list's
// range presets, filter, totals, detail sheet, empty state, retry, and BN digits.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/preact';
import { fetchBalance } from '@/api/wallet';
import { fetchUnreadCount } from '@/api/inbox';
import { ApiError } from '@/api/errors';
import { fetchDeposits, fetchLedger, fetchRebateRates, fetchRebates, fetchWithdrawals, type RecordPage, type WithdrawRow } from '@/api/records';
import type { SessionInfo } from '@/state/session';
import { renderApp } from '../../../tests/render';
import { presetRange } from '@/components/record-list/date-range';

vi.mock('@/api/records', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchDeposits: vi.fn(),
  fetchWithdrawals: vi.fn(),
  fetchLedger: vi.fn(),
  fetchBets: vi.fn(),
  fetchProfitAndLoss: vi.fn(),
  fetchRebates: vi.fn(),
  fetchRebateRates: vi.fn(),
}));
vi.mock('@/api/wallet', () => ({ fetchBalance: vi.fn() }));
vi.mock('@/api/inbox', () => ({ fetchUnreadCount: vi.fn() }));

const member: SessionInfo = { token: 'tok-1', merchantCode: 'bdm01', userName: 'rec01', type: 0, firstTimeLogin: false };
const page = <T, S>(list: T[], summary: S, totalPages = 1): RecordPage<T, S> => ({ list, pageNum: 1, totalPages, totalCount: list.length, summary });
const withdrawal: WithdrawRow = {
  orderNo: 'W260301ABCDEFGH',
  amount: 125000,
  account: {
    id: 1,
    type: 'BKASH',
    accountNo: '*******0001',
    accountName: 'Rahim Uddin',
    bankCode: '',
    bankName: '',
    branch: '',
    createdAt: '2026-02-01T04:00:00.000Z',
  },
  status: 'REJECTED',
  reason: 'Name does not match',
  payoutRef: '',
  createdAt: '2026-03-01T04:00:00.000Z',
  settledAt: '2026-03-01T05:00:00.000Z',
};

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(fetchBalance).mockResolvedValue({ sumBalance: 100 });
  vi.mocked(fetchUnreadCount).mockResolvedValue(0);
});

describe('the withdrawal record (against the contract)', () => {
  it('shows the totals, the row and its detail with the reason, in Bengali digits and lakh grouping', async () => {
    vi.mocked(fetchWithdrawals).mockResolvedValue(page([withdrawal], { count: 1, amount: 125000, paidAmount: 0 }));
    await renderApp({ path: '/m/withdrawReport', user: member, locale: 'bn' });
    expect(await screen.findAllByText('১,২৫,০০০.০০৳')).not.toHaveLength(0);
    expect(fetchWithdrawals).toHaveBeenCalledWith({ ...presetRange('today'), filters: { status: '' }, pageNo: 1 }, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: /বিকাশ \*+0001/ }));
    const sheet = screen.getByRole('dialog', { name: 'W260301ABCDEFGH' });
    expect(within(sheet).getByText('Name does not match')).toBeInTheDocument();
    expect(within(sheet).getByText('প্রত্যাখ্যাত')).toBeInTheDocument();
  });

  it('asks again with the filter and the preset chosen', async () => {
    vi.mocked(fetchWithdrawals).mockResolvedValue(page([], { count: 0, amount: 0, paidAmount: 0 }));
    await renderApp({ path: '/m/withdrawReport', user: member, locale: 'en' });
    expect(await screen.findByText('No withdrawals in this period.')).toBeInTheDocument();
    // A real 'change' event: testing-library's fireEvent.change fires 'input' under preact/compat.
    const status = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    status.value = 'PAID';
    fireEvent(status, new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(fetchWithdrawals).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await vi.waitFor(() =>
      expect(fetchWithdrawals).toHaveBeenLastCalledWith({ ...presetRange('last7'), filters: { status: 'PAID' }, pageNo: 1 }, expect.anything()),
    );
  });
});

describe('my rebate (against the contract)', () => {
  it('shows the rates, the totals and each day and category', async () => {
    vi.mocked(fetchRebateRates).mockResolvedValue({ level: 2, list: [{ category: 'RNG', rate: 0.5 }] });
    vi.mocked(fetchRebates).mockResolvedValue(
      page([{ date: '2026-03-01', category: 'RNG', stake: 1000, rate: 0.5, rebate: 5, claimed: 0 }], { stake: 1000, rebate: 5, claimed: 0 }),
    );
    await renderApp({ path: '/m/member/rebateReport', user: member, locale: 'en' });
    expect(await screen.findByText('VIP 2 rebate rates')).toBeInTheDocument();
    expect(screen.getByText('Slots 0.5%')).toBeInTheDocument();
    expect(screen.getByText('Not claimed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Slots/ }));
    expect(within(screen.getByRole('dialog', { name: 'Slots' })).getByText('0.5%')).toBeInTheDocument();
  });
});

describe('the shared record list', () => {
  it('retries after a failure, and shows the account record with each balance after', async () => {
    vi.mocked(fetchLedger).mockRejectedValueOnce(new ApiError(0, 'network', ''));
    vi.mocked(fetchLedger).mockResolvedValue(
      page([{ id: 3, type: 'payout', amount: 20, balanceAfter: 510, reference: 'bet:B260301AAAAAAAA', createdAt: '2026-03-01T04:00:00.000Z' }], {
        credit: 20,
        debit: 0,
      }),
    );
    await renderApp({ path: '/m/transaction/record', user: member, locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Loading failed, tap to retry' }));
    expect(await screen.findByText('Balance ৳510.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Win/ }));
    expect(within(screen.getByRole('dialog', { name: 'Win' })).getByText('B260301AAAAAAAA')).toBeInTheDocument();
  });

  it('shows the agent transaction record with ?types=A: its title, the agent types only, and asks for them', async () => {
    vi.mocked(fetchLedger).mockResolvedValue(
      page([{ id: 4, type: 'salary', amount: 12, balanceAfter: 522, reference: 'salary:1', createdAt: '2026-03-01T04:00:00.000Z' }], {
        credit: 12,
        debit: 0,
      }),
    );
    await renderApp({ path: '/m/transaction/record?types=A', user: { ...member, type: 1 }, locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Agent transaction record' })).toBeInTheDocument();
    expect(await screen.findByText('Balance ৳522.00')).toBeInTheDocument();
    expect(fetchLedger).toHaveBeenCalledWith({ ...presetRange('today'), filters: { type: '', types: 'A' }, pageNo: 1 }, expect.anything());
    const types = within(screen.getByRole('combobox', { name: 'Type' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toEqual(['All', 'Transfer to downline', 'Transfer from upline', 'Agent rebate', 'Salary', 'Dividend']);
  });

  it('refuses a custom range over 90 days before asking', async () => {
    vi.mocked(fetchDeposits).mockResolvedValue(page([], { count: 0, amount: 0, successAmount: 0 }));
    await renderApp({ path: '/m/vouReport', user: member, locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Custom' }));
    fireEvent.input(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    expect(screen.getByText('Choose at most 90 days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show' })).toBeDisabled();
  });
});
