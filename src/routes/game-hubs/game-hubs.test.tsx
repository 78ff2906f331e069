// The game hubs in BN and EN: the game centre's category cards (ESPORTS and COCKFIGHT split out,
// one lottery card to the lottery lobby), a category's vendor lobby and its redirects, and the
// slots centre with its hot slots.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { fetchHotGames, fetchVendorData, type Game } from '@/api/games';
import { ApiError } from '@/api/errors';
import type { Locale } from '@/i18n/locale';
import type { VendorCategory } from '@/lib/categories';
import { forgetHomeGames } from '@/state/home-games';
import { launchGame } from '@/state/launch';
import { renderWithI18n } from '../../../tests/render';
import GameHubsPage from './index';

vi.mock('@/api/games', () => ({ fetchVendorData: vi.fn(), fetchHotGames: vi.fn() }));
vi.mock('@/state/launch', () => ({ launchGame: vi.fn() }));

const category = (name: string, ...codes: string[]): VendorCategory => ({
  category: name,
  vendors: codes.map((vendor) => ({ vendor, gameType: name, name: `${vendor} Gaming` })),
});
const sortingList = [
  category('SPORTS', 'SBO', 'TF', 'IA', 'DS88'),
  category('LIVE', 'EVO'),
  category('RNG', 'JL', 'PG', 'FC', 'JDB'),
  category('LOTT', 'LOTT', 'TCG_LOTTO_VN'),
];
const slot = (i: number): Game => ({
  nodeId: String(i),
  gameId: `g${i}`,
  gameCode: `S${i}`,
  name: `Slot ${i}`,
  gameType: 'RNG',
  vendor: 'JL',
  iconUrl: `/cdn/games/${i}.svg`,
  roomId: '',
  supportPlay: '1',
  playType: '',
  classify: '',
});
const hot = Array.from({ length: 12 }, (_, i) => slot(i + 1));

async function open(path: string, locale: Locale) {
  const location = memoryLocation({ path, record: true });
  await renderWithI18n(
    <Router hook={location.hook}>
      <GameHubsPage />
    </Router>,
    locale,
  );
  return location;
}

beforeEach(() => {
  vi.resetAllMocks();
  forgetHomeGames();
  vi.mocked(fetchVendorData).mockResolvedValue(sortingList);
  vi.mocked(fetchHotGames).mockResolvedValue(hot);
});

const texts = {
  bn: {
    names: ['মোরগ লড়াই', 'স্পোর্টস', 'ই-স্পোর্টস', 'লাইভ ক্যাসিনো', 'স্লট', 'লটারি'],
    one: '১টি প্রোভাইডার',
    four: '৪টি প্রোভাইডার',
    esports: 'ই-স্পোর্টস প্রোভাইডার',
    allEsports: 'সব ই-স্পোর্টস',
    slots: 'স্লট প্রোভাইডার',
    hot: 'হট স্লট',
    retry: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন',
  },
  en: {
    names: ['Cockfight', 'Sports', 'E-sports', 'Live casino', 'Slots', 'Lottery'],
    one: '1 provider',
    four: '4 providers',
    esports: 'E-sports providers',
    allEsports: 'All E-sports',
    slots: 'Slots providers',
    hot: 'Hot slots',
    retry: 'Loading failed, tap to retry',
  },
} as const;

describe.each(['bn', 'en'] as const)('game hubs in %s', (locale) => {
  const t = texts[locale];

  it('game centre: every category as a card with its providers, lottery to the lottery lobby', async () => {
    await open('/m/gameCenter', locale);
    const cards = await screen.findAllByRole('link');
    expect(cards.map((c) => c.firstElementChild!.textContent)).toEqual(t.names);
    expect(cards.map((c) => c.getAttribute('href'))).toEqual([
      '/m/gameList?gameType=COCKFIGHT',
      '/m/gameList?gameType=SPORTS',
      '/m/gameList?gameType=ESPORTS',
      '/m/gameList?gameType=LIVE',
      '/m/gameList?gameType=RNG',
      '/m/lottery',
    ]);
    expect(cards[0]).toHaveTextContent(t.one);
    const slots = cards[4]!;
    expect(slots).toHaveTextContent(t.four);
    const logos = slots.querySelectorAll('img');
    expect([...logos].map((l) => l.getAttribute('src'))).toEqual(['/cdn/vendors/JL.svg', '/cdn/vendors/PG.svg', '/cdn/vendors/FC.svg']);
    expect(logos[0]).toHaveAttribute('width', '60');
    expect(logos[0]).toHaveAttribute('loading', 'lazy');
  });

  it('game lobby: a category’s providers and the whole category', async () => {
    await open('/m/gameLobby?gameType=esports', locale);
    const section = await screen.findByRole('region', { name: t.esports });
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['TF Gaming', '/m/gameList?gameType=ESPORTS&vassalage=TF'],
      ['IA Gaming', '/m/gameList?gameType=ESPORTS&vassalage=IA'],
      [t.allEsports, '/m/gameList?gameType=ESPORTS'],
    ]);
    expect(links[0]!.querySelector('img')).toHaveAttribute('width', '120');
  });

  it('slots centre: the slot providers and nine hot slots that launch', async () => {
    await open('/m/slotsCenter', locale);
    expect(await screen.findByRole('region', { name: t.slots })).toBeInTheDocument();
    const hotSection = screen.getByRole('region', { name: t.hot });
    await waitFor(() => expect(within(hotSection).getAllByRole('button')).toHaveLength(9));
    expect(fetchHotGames).toHaveBeenCalledWith({ gameType: 'RNG' }, expect.any(AbortSignal));
    fireEvent.click(within(hotSection).getByRole('button', { name: 'Slot 3' }));
    expect(launchGame).toHaveBeenCalledWith(hot[2], expect.any(Function));
  });

  it('offers a retry when the vendor data fails', async () => {
    vi.mocked(fetchVendorData).mockRejectedValueOnce(new ApiError(0, 'client.network', ''));
    await open('/m/gameCenter', locale);
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(await screen.findByRole('link', { name: new RegExp(`^${t.names[0]}`) })).toBeInTheDocument();
  });
});

describe('game lobby redirects', () => {
  it.each([
    ['/m/gameLobby', '/m/gameCenter'],
    ['/m/gameLobby?gameType=BINGO', '/m/gameCenter'],
    ['/m/gameLobby?gameType=LOTT', '/m/lottery'],
    ['/m/gameLobby?gameType=elott', '/m/lottery'],
  ])('%s goes to %s, replacing the entry', async (from, to) => {
    const location = await open(from, 'en');
    await waitFor(() => expect(location.history).toEqual([to]));
  });
});
