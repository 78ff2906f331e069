// /m/rewardCenter in BN and EN (the whole app, so the footer badge and the toasts show): a member's
// available and claimed rewards, a claim that updates the card, the badge and the balance, a double
// tap that sends one request, an already-claimed answer, a failure that keeps the button, and the
// guest's login prompt above the merchant's promotions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { ApiError } from '@/api/errors';
import { claimPromotion, fetchMemberPromotions, fetchMerchantPromotions, type MemberPromotion } from '@/api/promotions';
import { fetchBalance } from '@/api/wallet';
import { loginPromptOpen } from '@/state/login-prompt';
import { forgetPromotions } from '@/state/promotions';
import { toasts } from '@/state/ui';
import { balance } from '@/state/wallet';
import { renderApp } from '../../../tests/render';

vi.mock('@/api/promotions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchMerchantPromotions: vi.fn(),
  fetchMemberPromotions: vi.fn(),
  claimPromotion: vi.fn(),
}));
vi.mock('@/api/wallet', () => ({ fetchBalance: vi.fn() }));
vi.mock('@/api/inbox', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchUnreadCount: vi.fn(async () => 0) }));

const user = { token: 'tok-r', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
const promo = (id: number, status: MemberPromotion['status'], over: Partial<MemberPromotion> = {}): MemberPromotion => ({
  id,
  category: 'LIVE',
  type: 'BONUS',
  title: `Bonus ${id}`,
  summary: `Summary ${id}`,
  content: '<p>Rules</p>',
  imageUrl: `/cdn/promotions/${id}.webp`,
  startTime: '2026-11-01T00:00:00Z',
  endTime: '2026-11-30T00:00:00Z',
  amount: 150,
  status,
  progress: null,
  ...over,
});
const list = [
  promo(1, 'CLAIMABLE'),
  promo(2, 'CLAIMED'),
  promo(3, 'IN_PROGRESS'),
  promo(4, 'CLAIMABLE', { type: 'MISSION' }),
  promo(5, 'IN_PROGRESS', { type: 'REFERRAL' }),
  promo(6, 'IN_PROGRESS', { category: 'DEPOSIT' }),
];

const texts = {
  bn: {
    claim: 'দাবি করুন',
    deposit: 'ডিপোজিট',
    claimed: 'দাবি করা হয়েছে',
    claiming: 'দাবি করা হচ্ছে…',
    progress: 'চলছে',
    available: 'পাওয়া যাচ্ছে',
    toast: '১৫০.০০৳ আপনার ব্যালেন্সে যোগ হয়েছে',
    already: 'আপনি এই পুরস্কারটি আগেই দাবি করেছেন',
    failed: 'পুরস্কারটি দাবি করা যায়নি। আবার চেষ্টা করুন।',
    badge: '১টি দাবি বাকি',
    ends: 'শেষ হবে ৩০ নভে, ২০২৬',
    prompt: 'আপনার পুরস্কার দাবি করতে লগ ইন করুন।',
    login: 'লগ ইন',
    details: 'বিস্তারিত',
    none: 'এই মুহূর্তে দাবি করার মতো কোনো পুরস্কার নেই। একটু পরে আবার দেখুন।',
    retry: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন',
  },
  en: {
    claim: 'Claim',
    deposit: 'Deposit',
    claimed: 'Claimed',
    claiming: 'Claiming…',
    progress: 'In progress',
    available: 'Available',
    toast: '৳150.00 added to your balance',
    already: 'You have already claimed this reward',
    failed: 'The reward could not be claimed. Please try again.',
    badge: '1 unclaimed',
    ends: 'Ends Nov 30, 2026',
    prompt: 'Log in to claim your rewards.',
    login: 'Log in',
    details: 'Details',
    none: 'No rewards to claim right now. Check back soon.',
    retry: 'Loading failed, tap to retry',
  },
} as const;

const toastTexts = () => toasts.value.map((t) => t.text);
const claimButton = (name: string) => screen.getByRole('button', { name, description: 'Bonus 1' });

beforeEach(() => {
  vi.clearAllMocks();
  forgetPromotions();
  balance.value = null;
  vi.mocked(fetchBalance).mockResolvedValue({ sumBalance: 1000 });
  vi.mocked(fetchMemberPromotions).mockResolvedValue({ list, unclaimedCount: 1, missionClaimableCount: 1 });
  vi.mocked(fetchMerchantPromotions).mockResolvedValue(list.map(({ status: _s, progress: _p, ...p }) => p));
});
afterEach(() => vi.useRealTimers());

describe.each(['bn', 'en'] as const)('the reward centre in %s', (locale) => {
  const t = texts[locale];
  const open = async () => {
    const view = await renderApp({ path: '/m/rewardCenter', locale, user });
    await screen.findByRole('heading', { name: 'Bonus 1' });
    return view;
  };

  it('lists the available rewards (not the missions) with reward, end date and state', async () => {
    await open();
    expect(screen.getByRole('tab', { name: t.available })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: 'Bonus 2' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Bonus 4' })).toBeNull();
    const card = screen.getByRole('heading', { name: 'Bonus 1' }).closest('li')!;
    expect(card).toHaveTextContent(t.ends);
    expect(within(card).getByRole('link', { name: t.details })).toHaveAttribute('href', '/m/activityInfo?id=1');
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '320');
    expect(screen.getByRole('heading', { name: 'Bonus 3' }).closest('li')).toHaveTextContent(t.progress);
    // The referral promotion is never claimed here: no claim state.
    expect(screen.getByRole('heading', { name: 'Bonus 5' }).closest('li')).not.toHaveTextContent(t.progress);
    expect(screen.getByLabelText(t.badge)).toBeInTheDocument();
    // A DEPOSIT promotion is picked on the deposit page: a link there, no claim.
    const deposit = screen.getByRole('heading', { name: 'Bonus 6' }).closest('li')!;
    expect(within(deposit).getByRole('link', { name: t.deposit })).toHaveAttribute('href', '/m/voucherCenter');
    expect(within(deposit).queryByRole('button')).toBeNull();
    expect(deposit).not.toHaveTextContent(t.progress);
  });

  it('claims once: the card turns claimed, the badge goes, the balance follows', async () => {
    let answer!: (v: { promotionId: number; amount: number; sumBalance: number }) => void;
    vi.mocked(claimPromotion).mockReturnValue(new Promise((r) => (answer = r)));
    await open();
    fireEvent.click(claimButton(t.claim));
    fireEvent.click(claimButton(t.claiming));
    expect(claimButton(t.claiming)).toBeDisabled();
    answer({ promotionId: 1, amount: 150, sumBalance: 1150 });
    await waitFor(() => expect(claimButton(t.claimed)).toBeDisabled());
    expect(claimPromotion).toHaveBeenCalledTimes(1);
    expect(toastTexts()).toContain(t.toast);
    expect(balance.value).toBe(1150);
    expect(screen.queryByLabelText(t.badge)).toBeNull();
  });

  it('marks a reward claimed elsewhere as claimed', async () => {
    vi.mocked(claimPromotion).mockRejectedValue(new ApiError(400, 'promotion.already.claimed', 'x'));
    await open();
    fireEvent.click(claimButton(t.claim));
    await waitFor(() => expect(claimButton(t.claimed)).toBeDisabled());
    expect(toastTexts()).toContain(t.already);
  });

  it('keeps the button after a failure', async () => {
    vi.mocked(claimPromotion).mockRejectedValue(new ApiError(0, 'client.network', ''));
    await open();
    fireEvent.click(claimButton(t.claim));
    await waitFor(() => expect(toastTexts()).toContain(t.failed));
    expect(claimButton(t.claim)).toBeEnabled();
    expect(balance.value).not.toBe(1150);
  });

  it('shows the claimed rewards in their tab, and an empty available tab', async () => {
    vi.mocked(fetchMemberPromotions).mockResolvedValue({ list: [promo(2, 'CLAIMED')], unclaimedCount: 0, missionClaimableCount: 0 });
    await renderApp({ path: '/m/rewardCenter', locale, user });
    expect(await screen.findByText(t.none)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: t.claimed }));
    expect(screen.getByRole('button', { name: t.claimed, description: 'Bonus 2' })).toBeDisabled();
  });

  it('offers a retry when the rewards do not load', async () => {
    vi.mocked(fetchMemberPromotions).mockRejectedValueOnce(new ApiError(0, 'client.network', ''));
    await renderApp({ path: '/m/rewardCenter', locale, user });
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(await screen.findByRole('heading', { name: 'Bonus 1' })).toBeInTheDocument();
  });

  it('asks a guest to log in above the promotions, which cannot be claimed', async () => {
    await renderApp({ path: '/m/rewardCenter', locale, user: null });
    await screen.findByRole('heading', { name: 'Bonus 1' });
    expect(screen.queryByRole('button', { name: t.claim })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Bonus 4' })).toBeNull();
    expect(fetchMemberPromotions).not.toHaveBeenCalled();
    expect(screen.getByText(t.prompt)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.login }));
    expect(loginPromptOpen.value).toBe(true);
  });
});
