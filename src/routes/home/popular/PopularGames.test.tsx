import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { fetchHotGames, fetchVendorData, type Game } from '@/api/games';
import { ApiError } from '@/api/errors';
import type { VendorCategory } from '@/lib/categories';
import { forgetHomeGames } from '@/state/home-games';
import { launchGame } from '@/state/launch';
import { renderWithI18n } from '../../../../tests/render';
import { PopularGames } from './PopularGames';

vi.mock('@/api/games', () => ({ fetchHotGames: vi.fn(), fetchVendorData: vi.fn() }));
vi.mock('@/state/launch', () => ({ launchGame: vi.fn() }));

const game = (i: number, gameType = 'RNG', vendor = 'JL'): Game => ({
  nodeId: `${gameType}${i}`,
  gameId: `g${i}`,
  gameCode: `C${i}`,
  name: `${gameType} game ${i}`,
  gameType,
  vendor,
  iconUrl: `/cdn/games/${i}.svg`,
  roomId: '',
  supportPlay: '1',
  playType: '',
  classify: '',
});
const vendors = (category: string, ...codes: string[]): VendorCategory => ({
  category,
  vendors: codes.map((vendor) => ({ vendor, gameType: category, name: vendor })),
});
const sortingList = [vendors('SPORTS', 'SBO', 'TF', 'IA', 'SV3'), vendors('LIVE', 'EVO'), vendors('RNG', 'JL', 'PG'), vendors('LOTT', 'TCG')];
const hot = Array.from({ length: 12 }, (_, i) => game(i + 1));

beforeEach(() => {
  vi.resetAllMocks();
  forgetHomeGames();
  vi.mocked(fetchVendorData).mockResolvedValue(sortingList);
  vi.mocked(fetchHotGames).mockImplementation(async (filter = {}) =>
    filter.gameType === 'SPORTS' ? [game(1, 'SPORTS', 'TF'), game(2, 'SPORTS', 'IA')] : hot,
  );
});

const tile = (name: string) => screen.getByRole('button', { name });

describe('PopularGames', () => {
  it('shows HOT first then the reordered categories, and nine hot games (BN)', async () => {
    await renderWithI18n(<PopularGames />, 'bn');
    const tablist = await screen.findByRole('tablist', { name: 'গেমের বিভাগ' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['হট', 'মোরগ লড়াই', 'স্পোর্টস', 'ই-স্পোর্টস', 'লাইভ ক্যাসিনো', 'স্লট', 'লটারি']);
    expect(screen.getByRole('tab', { name: 'হট' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'হট' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(9));
    expect(fetchHotGames).toHaveBeenCalledWith({});
    // The first row is in view at once and timed; the rows below load lazily.
    const icon = tile('RNG game 1').querySelector('img')!;
    expect(icon).toHaveAttribute('width', '72');
    expect(icon).not.toHaveAttribute('loading');
    expect(icon).toHaveAttribute('elementtiming', 'game');
    expect(icon).toHaveAttribute('decoding', 'async');
    const below = tile('RNG game 4').querySelector('img')!;
    expect(below).toHaveAttribute('loading', 'lazy');
    expect(below).not.toHaveAttribute('elementtiming');
    expect(within(panel).getByRole('link', { name: 'আরও: হট' })).toHaveAttribute('href', '/m/gameList?gameType=HOT');
  });

  it('switches tabs, asking for a split category by its vendors, and keeps each list (EN)', async () => {
    await renderWithI18n(<PopularGames />, 'en');
    await screen.findByRole('button', { name: 'RNG game 1' });
    fireEvent.click(screen.getByRole('tab', { name: 'E-sports' }));
    await screen.findByRole('button', { name: 'SPORTS game 1' });
    expect(fetchHotGames).toHaveBeenLastCalledWith({ gameType: 'SPORTS', vendors: ['TF', 'IA'] });
    expect(screen.queryByRole('button', { name: 'RNG game 1' })).toBeNull();
    expect(screen.getByRole('link', { name: 'More: E-sports' })).toHaveAttribute('href', '/m/gameList?gameType=ESPORTS');

    fireEvent.click(screen.getByRole('tab', { name: 'Hot' }));
    await screen.findByRole('button', { name: 'RNG game 1' });
    fireEvent.click(screen.getByRole('tab', { name: 'Live casino' }));
    await waitFor(() => expect(fetchHotGames).toHaveBeenLastCalledWith({ gameType: 'LIVE' }));
    expect(fetchHotGames).toHaveBeenCalledTimes(3); // HOT came from memory
    // Lottery's games are in the lottery lobby (doc. 2 §2).
    fireEvent.click(screen.getByRole('tab', { name: 'Lottery' }));
    expect(screen.getByRole('link', { name: 'More: Lottery' })).toHaveAttribute('href', '/m/lottery');
  });

  it('launches a game from its tile (EN)', async () => {
    await renderWithI18n(<PopularGames />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'RNG game 3' }));
    expect(launchGame).toHaveBeenCalledWith(hot[2], expect.any(Function));
  });

  it('still shows HOT without the vendor data, and offers a retry when the games fail (BN)', async () => {
    vi.mocked(fetchVendorData).mockRejectedValue(new ApiError(0, 'client.network', ''));
    vi.mocked(fetchHotGames).mockRejectedValueOnce(new ApiError(500, 'client.http', ''));
    await renderWithI18n(<PopularGames />, 'bn');
    fireEvent.click(await screen.findByRole('button', { name: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন' }));
    expect(await screen.findByRole('button', { name: 'RNG game 1' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
