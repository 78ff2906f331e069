// /m/activity and /m/activityInfo in BN and EN: the category tabs (All and the categories present,
// translated), the filter, a card's way to its details; the details with sanitised content, the
// ended promotion, and a member's claim from the details.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { claimPromotion, fetchMemberPromotions, fetchMerchantPromotions, type Promotion } from '@/api/promotions';
import { fetchBalance } from '@/api/wallet';
import { forgetPromotions } from '@/state/promotions';
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

const user = { token: 'tok-a', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
const promo = (id: number, category: Promotion['category'], over: Partial<Promotion> = {}): Promotion => ({
  id,
  category,
  type: 'BONUS',
  title: `Offer ${id}`,
  summary: `Summary ${id}`,
  content:
    '<p>Play <a href="/m/gameList">games</a> <a href="https://example.com/t">terms</a></p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad</a>',
  imageUrl: '',
  startTime: '2026-11-01T00:00:00Z',
  endTime: '2026-11-30T00:00:00Z',
  amount: 200,
  ...over,
});
const list = [promo(1, 'SLOTS'), promo(2, 'SPORT'), promo(3, 'SLOTS', { endTime: '' }), promo(4, 'NEWPLAYER')];

const texts = {
  bn: {
    all: 'সব',
    slots: 'স্লট',
    sports: 'স্পোর্টস',
    newbie: 'নতুন খেলোয়াড়',
    ended: 'এই প্রোমোশনটি শেষ হয়ে গেছে।',
    back: 'চলতি প্রোমোশন দেখুন',
    reward: 'পুরস্কার: ২০০.০০৳',
    dates: '১ নভে, ২০২৬ থেকে ৩০ নভে, ২০২৬',
    claim: 'দাবি করুন',
    claimed: 'দাবি করা হয়েছে',
  },
  en: {
    all: 'All',
    slots: 'Slots',
    sports: 'Sports',
    newbie: 'New player',
    ended: 'This promotion has ended.',
    back: 'See the current promotions',
    reward: 'Reward: ৳200.00',
    dates: 'Nov 1, 2026 to Nov 30, 2026',
    claim: 'Claim',
    claimed: 'Claimed',
  },
} as const;

const titles = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('link')
    .map((a) => a.textContent?.slice(0, 7));

beforeEach(() => {
  vi.clearAllMocks();
  forgetPromotions();
  vi.mocked(fetchBalance).mockResolvedValue({ sumBalance: 500 });
  vi.mocked(fetchMerchantPromotions).mockResolvedValue(list);
});

describe.each(['bn', 'en'] as const)('the activity centre in %s', (locale) => {
  const t = texts[locale];

  it('offers All and the categories present, in order, and filters by them', async () => {
    await renderApp({ path: '/m/activity', locale });
    await screen.findByRole('tab', { name: t.all });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([t.all, t.sports, t.slots, t.newbie]);
    expect(titles()).toEqual(['Offer 1', 'Offer 2', 'Offer 3', 'Offer 4']);
    fireEvent.click(screen.getByRole('tab', { name: t.slots }));
    expect(titles()).toEqual(['Offer 1', 'Offer 3']);
    expect(screen.getByRole('link', { name: /Offer 3/ })).toHaveAttribute('href', '/m/activityInfo?id=3');
  });

  it('shows one promotion with its sanitised content', async () => {
    await renderApp({ path: '/m/activityInfo?id=1', locale });
    expect(await screen.findByRole('heading', { name: 'Offer 1', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(t.reward)).toBeInTheDocument();
    expect(screen.getByText(t.dates)).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByText('bad')).not.toHaveAttribute('href');
    expect(within(article).getByRole('link', { name: 'terms' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: t.claim })).toBeNull();
    expect(fetchMemberPromotions).not.toHaveBeenCalled();
  });

  it('says when a promotion has ended and leads back to the activity centre', async () => {
    const { location } = await renderApp({ path: '/m/activityInfo?id=99', locale });
    expect(await screen.findByText(t.ended)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: t.back }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/activity'));
  });

  it('lets a member claim from the details', async () => {
    vi.mocked(fetchMemberPromotions).mockResolvedValue({
      list: [{ ...promo(1, 'SLOTS'), status: 'CLAIMABLE', progress: null }],
      unclaimedCount: 1,
      missionClaimableCount: 0,
    });
    vi.mocked(claimPromotion).mockResolvedValue({ promotionId: 1, amount: 200, sumBalance: 700 });
    await renderApp({ path: '/m/activityInfo?id=1', locale, user });
    fireEvent.click(await screen.findByRole('button', { name: t.claim }));
    await waitFor(() => expect(screen.getByRole('button', { name: t.claimed })).toBeDisabled());
    expect(claimPromotion).toHaveBeenCalledWith(1, 'demo01');
    expect(balance.value).toBe(700);
  });
});
