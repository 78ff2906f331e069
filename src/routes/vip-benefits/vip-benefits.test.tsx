// /m/member/benefits in BN and EN: the member's level, progress towards the next, every level's
// targets and benefits with the member's own marked, the top level, and the retry after a failure.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/preact';
import { fetchMemberClub, type MemberClub } from '@/api/member-club';
import { ApiError } from '@/api/errors';
import { renderWithI18n } from '../../../tests/render';
import VipBenefits from './index';

vi.mock('@/api/member-club', () => ({ fetchMemberClub: vi.fn() }));

const level = (n: number) => ({
  level: n,
  name: `VIP ${n}`,
  depositTarget: n * 10000,
  betTarget: n * 50000,
  benefits: [{ code: 'WITHDRAW', title: `Withdrawals ${n}`, value: `${n + 3}/day` }],
});
const club: MemberClub = { level: 1, levelName: 'VIP 1', deposit: 12500, bet: 40000, levels: [level(0), level(1), level(2)] };

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(fetchMemberClub).mockResolvedValue(club);
});

describe.each([
  [
    'bn',
    {
      towards: 'VIP 2-এর দিকে',
      deposit: 'ডিপোজিট',
      bets: 'বাজি',
      depositText: '১২,৫০০.০০৳ / ২০,০০০.০০৳',
      levels: 'ভিআইপি স্তর',
      mine: 'আপনার স্তর',
      top: 'আপনি সর্বোচ্চ স্তরে পৌঁছে গেছেন।',
      retry: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন',
    },
  ],
  [
    'en',
    {
      towards: 'Towards VIP 2',
      deposit: 'Deposit',
      bets: 'Bets',
      depositText: '৳12,500.00 / ৳20,000.00',
      levels: 'VIP levels',
      mine: 'Your level',
      top: 'You have reached the highest level.',
      retry: 'Loading failed, tap to retry',
    },
  ],
] as const)('the VIP benefits in %s', (locale, t) => {
  it('shows the level, the progress towards the next and every level', async () => {
    await renderWithI18n(<VipBenefits />, locale);
    expect(await screen.findByRole('heading', { level: 2, name: 'VIP 1' })).toBeInTheDocument();
    expect(screen.getByText(t.towards)).toBeInTheDocument();
    const deposit = screen.getByRole('progressbar', { name: t.deposit });
    expect(deposit).toHaveAttribute('max', '20000');
    expect(deposit).toHaveAttribute('value', '12500');
    expect(screen.getByText(t.depositText)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: t.bets })).toHaveAttribute('max', '100000');
    const rows = within(screen.getByRole('list', { name: t.levels })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveTextContent(t.mine);
    expect(rows[2]).toHaveTextContent('Withdrawals 2');
    expect(rows[2]).toHaveTextContent('5/day');
  });

  it('says so at the highest level', async () => {
    vi.mocked(fetchMemberClub).mockResolvedValue({ ...club, level: 2, levelName: 'VIP 2' });
    await renderWithI18n(<VipBenefits />, locale);
    expect(await screen.findByText(t.top)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('offers a retry after a failure', async () => {
    vi.mocked(fetchMemberClub).mockRejectedValueOnce(new ApiError(0, 'client.network', ''));
    await renderWithI18n(<VipBenefits />, locale);
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: 'VIP 1' })).toBeInTheDocument();
  });
});
