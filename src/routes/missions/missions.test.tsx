// /m/leaderBoard in BN and EN: a member's missions with their progress (Bengali digits in BN),
// reward and status, the claim of a finished one, the empty state, and the guest's login prompt.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { claimPromotion, fetchMemberPromotions, fetchMerchantPromotions, type MemberPromotion } from '@/api/promotions';
import { fetchBalance } from '@/api/wallet';
import { loginPromptOpen } from '@/state/login-prompt';
import { forgetPromotions, promotionSummary } from '@/state/promotions';
import { renderApp } from '../../../tests/render';

vi.mock('@/api/promotions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchMerchantPromotions: vi.fn(),
  fetchMemberPromotions: vi.fn(),
  claimPromotion: vi.fn(),
}));
vi.mock('@/api/wallet', () => ({ fetchBalance: vi.fn() }));
vi.mock('@/api/inbox', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchUnreadCount: vi.fn(async () => 0) }));

const user = { token: 'tok-m', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
const mission = (id: number, status: MemberPromotion['status'], current: number, target: number): MemberPromotion => ({
  id,
  category: 'GAMEOFFER',
  type: 'MISSION',
  title: `Mission ${id}`,
  summary: `Play ${target} rounds`,
  content: '',
  imageUrl: '',
  startTime: '2026-11-01T00:00:00Z',
  endTime: '',
  amount: 50,
  status,
  progress: { current, target },
});
const bonus: MemberPromotion = { ...mission(9, 'CLAIMABLE', 0, 1), type: 'BONUS', title: 'Bonus 9', progress: null };

const texts = {
  bn: {
    progress: '৩/১০',
    done: '১০/১০',
    reward: 'পুরস্কার: ৫০.০০৳',
    running: 'চলছে',
    claim: 'দাবি করুন',
    claimed: 'দাবি করা হয়েছে',
    none: 'এই মুহূর্তে কোনো মিশন চলছে না। একটু পরে আবার দেখুন।',
    prompt: 'আপনার মিশন দেখতে ও পুরস্কার দাবি করতে লগ ইন করুন।',
    login: 'লগ ইন',
  },
  en: {
    progress: '3/10',
    done: '10/10',
    reward: 'Reward: ৳50.00',
    running: 'In progress',
    claim: 'Claim',
    claimed: 'Claimed',
    none: 'No missions are running right now. Check back soon.',
    prompt: 'Log in to see your missions and claim their rewards.',
    login: 'Log in',
  },
} as const;

beforeEach(() => {
  vi.clearAllMocks();
  forgetPromotions();
  vi.mocked(fetchBalance).mockResolvedValue({ sumBalance: 100 });
  vi.mocked(fetchMerchantPromotions).mockResolvedValue([]);
  vi.mocked(fetchMemberPromotions).mockResolvedValue({
    list: [mission(1, 'IN_PROGRESS', 3, 10), mission(2, 'CLAIMABLE', 12, 10), bonus],
    unclaimedCount: 1,
    missionClaimableCount: 1,
  });
});

describe.each(['bn', 'en'] as const)('missions in %s', (locale) => {
  const t = texts[locale];

  it('shows each mission’s progress, reward and status, and claims a finished one', async () => {
    vi.mocked(claimPromotion).mockResolvedValue({ promotionId: 2, amount: 50, sumBalance: 150 });
    await renderApp({ path: '/m/leaderBoard', locale, user });
    const first = await screen.findByRole('progressbar', { name: 'Mission 1' });
    expect(first).toHaveAttribute('aria-valuetext', t.progress);
    expect(first.closest('li')).toHaveTextContent(t.running);
    expect(first.closest('li')).toHaveTextContent(t.reward);
    expect(screen.getByRole('progressbar', { name: 'Mission 2' })).toHaveAttribute('aria-valuetext', t.done);
    expect(screen.queryByText('Bonus 9')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.claim, description: 'Mission 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: t.claimed, description: 'Mission 2' })).toBeDisabled());
    expect(promotionSummary.value).toMatchObject({ unclaimed: 1, missionsClaimable: 0 });
  });

  it('says when no mission runs', async () => {
    vi.mocked(fetchMemberPromotions).mockResolvedValue({ list: [bonus], unclaimedCount: 1, missionClaimableCount: 0 });
    await renderApp({ path: '/m/leaderBoard', locale, user });
    expect(await screen.findByText(t.none)).toBeInTheDocument();
  });

  it('asks a guest to log in', async () => {
    await renderApp({ path: '/m/leaderBoard', locale, user: null });
    expect(await screen.findByText(t.prompt)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.login }));
    expect(loginPromptOpen.value).toBe(true);
    expect(fetchMemberPromotions).not.toHaveBeenCalled();
  });
});
