// The game list page as a player sees it (the whole app at /m/gameList): tabs that replace the
// address and start again at page 1, guests on the member tabs, the empty list, paging on scroll
// with the failure footer, the optimistic star, a tile's launch, the language reload, the return.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { addFavourite, fetchFavouriteIds, removeFavourite } from '@/api/favourites';
import { fetchFavouritePage, fetchGamePage, fetchRecentPage, type GamePage } from '@/api/game-list';
import { fetchHotGames, fetchVendorData, type Game } from '@/api/games';
import { ApiError } from '@/api/errors';
import { fetchBalance } from '@/api/wallet';
import { locale, setLocale, type Locale } from '@/i18n/locale';
import { forgetFavourites } from '@/state/favourites';
import { forgetHomeGames } from '@/state/home-games';
import { launchGame } from '@/state/launch';
import { renderApp } from '../../../tests/render';
import { takeKeptList } from './place-memory';

vi.mock('@/api/games', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchVendorData: vi.fn(), fetchHotGames: vi.fn() }));
vi.mock('@/api/game-list', () => ({ fetchGamePage: vi.fn(), fetchRecentPage: vi.fn(), fetchFavouritePage: vi.fn() }));
vi.mock('@/api/favourites', () => ({ fetchFavouriteIds: vi.fn(), addFavourite: vi.fn(), removeFavourite: vi.fn() }));
vi.mock('@/api/wallet', () => ({ fetchBalance: vi.fn() }));
vi.mock('@/state/launch', () => ({ launchGame: vi.fn() }));

const user = { token: 'tok1', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
const game = (i: number, prefix = 'Game'): Game => ({
  nodeId: String(i),
  gameId: `g${i}`,
  gameCode: `C${i}`,
  name: `${prefix} ${i}`,
  gameType: 'RNG',
  vendor: 'JL',
  iconUrl: `/cdn/games/${i}.svg`,
  roomId: '',
  supportPlay: '1',
  playType: '',
  classify: '',
});
/** Page `p` of 26 games (1–26, 27–52, …). */
const pageOf = (p: number, totalPages = 1, prefix = 'Game'): GamePage => ({
  games: Array.from({ length: 26 }, (_, i) => game((p - 1) * 26 + i + 1, prefix)),
  totalPages,
});
const vendors = (category: string, ...codes: string[]) => ({
  category,
  vendors: codes.map((vendor) => ({ vendor, gameType: category, name: vendor })),
});
const sortingList = [vendors('SPORTS', 'SBO', 'TF', 'IA'), vendors('LIVE', 'EVO'), vendors('RNG', 'JL', 'PG'), vendors('LOTT', 'LOTT')];

const texts = {
  en: {
    all: 'All',
    hot: 'Hot',
    recent: 'Recent',
    fav: 'Favourites',
    note: 'Log in to see your recent games and favourites.',
    login: 'Log in',
    empty: 'No games found.',
    noFav: 'No favourites yet: tap the star on a game.',
    list: 'Slots: All',
  },
  bn: {
    all: 'সব',
    hot: 'হট',
    recent: 'সাম্প্রতিক',
    fav: 'প্রিয়',
    note: 'আপনার সাম্প্রতিক ও প্রিয় গেম দেখতে লগ ইন করুন।',
    login: 'লগ ইন',
    empty: 'কোনো গেম পাওয়া যায়নি।',
    noFav: 'এখনও কোনো প্রিয় গেম নেই: গেমের তারকায় ট্যাপ করুন।',
    list: 'স্লট: সব',
  },
} as const;

// The layout of a phone: a 740 px viewport, the grid 200 px below the page's top, rows 112 px +
// 8 px gap. A page of 26 games (9 rows) then ends 532 px below the viewport: not yet "near".
const GRID_TOP = 200;
let y = 0;
let frames: FrameRequestCallback[] = [];
/** Scrolls the page to `to` and runs the animation frame the grid asked for. */
function scrollPage(to: number) {
  y = to;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    const run = frames;
    frames = [];
    run.forEach((f) => f(0));
  });
}
let now = 0;
/** Moves the clock past the grid's "at most once a second" (its first check, on the empty list
 *  while page 1 loaded, started that second). */
const afterThrottle = () => void (now += 2000);
const pagesAsked = () => vi.mocked(fetchGamePage).mock.calls.map(([, p]) => p);
const setSize = (name = texts.en.list) => within(screen.getByRole('list', { name })).getAllByRole('listitem')[0]?.getAttribute('aria-setsize');
const tab = (name: string) => screen.getByRole('tab', { name });

async function open(path: string, opts: { locale?: Locale; user?: typeof user } = {}) {
  history.replaceState(null, '', path); // the browser's address, which the star reads for guests
  const view = await renderApp({ path, locale: opts.locale ?? 'en', user: opts.user ?? null });
  await screen.findByRole('tablist', {}, { timeout: 5000 });
  return view;
}

beforeEach(() => {
  vi.resetAllMocks();
  forgetHomeGames();
  forgetFavourites();
  takeKeptList(''); // forget the list the previous test's page kept
  y = 0;
  frames = [];
  now = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  Object.defineProperty(window, 'innerHeight', { value: 740, configurable: true });
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  vi.stubGlobal('cancelAnimationFrame', vi.fn());
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top: GRID_TOP - y, bottom: 0, left: 0, right: 0, width: 360, height: 0, x: 0, y: GRID_TOP - y }) as DOMRect,
  );
  vi.mocked(fetchVendorData).mockResolvedValue(sortingList);
  vi.mocked(fetchGamePage).mockImplementation(async (_, p) => pageOf(p));
  vi.mocked(fetchHotGames).mockResolvedValue([game(901, 'Hot')]);
  vi.mocked(fetchFavouriteIds).mockResolvedValue([]);
  vi.mocked(fetchBalance).mockResolvedValue({ sumBalance: 0 } as Awaited<ReturnType<typeof fetchBalance>>);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('tabs', () => {
  it('a tab change replaces the address and starts again at page 1, the RNG all tab at NEW (EN)', async () => {
    vi.mocked(fetchGamePage).mockImplementation(async (_, p) => pageOf(p, 3));
    const { location } = await open('/m/gameList?gameType=RNG&classify=SC');
    await screen.findByRole('button', { name: 'Game 1' });
    expect(fetchGamePage).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG', classify: 'SC' }), 1, expect.any(AbortSignal));
    afterThrottle();
    scrollPage(400);
    await waitFor(() => expect(setSize()).toBe('52'));

    let hot: (games: Game[]) => void = () => {};
    vi.mocked(fetchHotGames).mockReturnValue(new Promise((r) => (hot = r)));
    fireEvent.click(tab('Hot'));
    await waitFor(() => expect(location.history).toEqual(['/m/gameList?gameType=RNG&tab=hot']));
    expect(tab('Hot')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Game 1' })).toBeNull()); // the old items are gone
    expect(fetchHotGames).toHaveBeenCalledWith({ gameType: 'RNG', vendors: [] }, expect.any(AbortSignal));
    hot([game(901, 'Hot')]);
    await screen.findByRole('button', { name: 'Hot 901' });

    fireEvent.click(tab('All'));
    await waitFor(() => expect(location.history).toEqual(['/m/gameList?gameType=RNG']));
    await screen.findByRole('button', { name: 'Game 1' });
    expect(screen.queryByRole('button', { name: 'Hot 901' })).toBeNull();
    expect(fetchGamePage).toHaveBeenLastCalledWith(expect.objectContaining({ classify: 'NEW' }), 1, expect.any(AbortSignal));
    expect(setSize()).toBe('26');
  });

  describe.each(['bn', 'en'] as const)('in %s', (lang) => {
    const t = texts[lang];

    it('names the tabs and the list', async () => {
      await open('/m/gameList?gameType=RNG', { locale: lang });
      const tablist = screen.getByRole('tablist', { name: lang === 'bn' ? 'গেমের তালিকা' : 'Game lists' });
      expect(
        within(tablist)
          .getAllByRole('tab')
          .map((x) => x.textContent),
      ).toEqual([t.all, t.hot, t.recent, t.fav]);
      expect(await screen.findByRole('list', { name: t.list })).toBeInTheDocument();
    });

    it.each(['recent', 'fav'])('guests on the %s tab see a login note and nothing is asked', async (which) => {
      await open(`/m/gameList?gameType=RNG&tab=${which}`, { locale: lang });
      const panel = screen.getByRole('tabpanel');
      expect(panel).toHaveTextContent(t.note);
      expect(within(panel).getByRole('link', { name: t.login })).toHaveAttribute(
        'href',
        `/m/login?redirect=${encodeURIComponent(`/m/gameList?gameType=RNG&tab=${which}`)}`,
      );
      expect(fetchRecentPage).not.toHaveBeenCalled();
      expect(fetchFavouritePage).not.toHaveBeenCalled();
      expect(fetchGamePage).not.toHaveBeenCalled();
    });

    it('an empty list says so', async () => {
      vi.mocked(fetchGamePage).mockResolvedValue({ games: [], totalPages: 0 });
      await open('/m/gameList?gameType=LIVE&name=zzz', { locale: lang });
      expect(await screen.findByText(t.empty)).toBeInTheDocument();
    });

    it('an empty favourites list says how to add one', async () => {
      vi.mocked(fetchFavouritePage).mockResolvedValue({ games: [], totalPages: 0 });
      await open('/m/gameList?tab=fav', { locale: lang, user });
      expect(await screen.findByText(t.noFav)).toBeInTheDocument();
    });
  });

  it('a guest tapping the Recent tab goes to log in, and comes back to that tab', async () => {
    const { location } = await open('/m/gameList?gameType=LIVE');
    fireEvent.click(tab('Recent'));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/m/login?redirect=${encodeURIComponent('/m/gameList?gameType=LIVE&tab=recent')}`));
    expect(fetchRecentPage).not.toHaveBeenCalled();
  });

  it("a member's recent tab asks for the recent games of the type", async () => {
    vi.mocked(fetchRecentPage).mockResolvedValue({ games: [game(7, 'Recent')], totalPages: 1 });
    await open('/m/gameList?gameType=RNG&tab=recent', { user });
    await screen.findByRole('button', { name: 'Recent 7' });
    expect(fetchRecentPage).toHaveBeenCalledWith('RNG', 1, expect.any(AbortSignal));
  });
});

describe('split categories', () => {
  it('E-sports asks for the SPORTS games of its vendors once the vendor data is known (EN)', async () => {
    await open('/m/gameList?gameType=ESPORTS');
    await screen.findByRole('button', { name: 'Game 1' });
    expect(fetchGamePage).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'SPORTS', vendors: ['TF', 'IA'] }), 1, expect.any(AbortSignal));
  });

  it('without the vendor data it still shows a list: every SPORTS game (EN)', async () => {
    vi.mocked(fetchVendorData).mockRejectedValue(new Error('offline'));
    await open('/m/gameList?gameType=ESPORTS');
    await screen.findByRole('button', { name: 'Game 1' });
    expect(fetchGamePage).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'SPORTS', vendors: [] }), 1, expect.any(AbortSignal));
  });
});

describe('paging', () => {
  it('scrolling near the end asks for the next page once; after a failure nothing until retry', async () => {
    let fail: (e: unknown) => void = () => {};
    vi.mocked(fetchGamePage).mockImplementation((_, p) =>
      p === 2 && pagesAsked().filter((x) => x === 2).length === 1 ? new Promise((_, reject) => (fail = reject)) : Promise.resolve(pageOf(p, 3)),
    );
    await open('/m/gameList?gameType=RNG');
    await screen.findByRole('button', { name: 'Game 1' });
    afterThrottle();
    scrollPage(20);
    expect(pagesAsked()).toEqual([1]); // 512 px from the end
    scrollPage(40);
    expect(pagesAsked()).toEqual([1, 2]);
    for (const to of [60, 120, 300]) {
      afterThrottle();
      scrollPage(to);
    }
    expect(pagesAsked()).toEqual([1, 2]); // page 2 is loading

    await act(async () => fail(new ApiError(0, 'client.network', '')));
    const retry = await screen.findByRole('button', { name: 'Loading failed, tap to retry' });
    for (const to of [400, 600, 900]) {
      afterThrottle();
      scrollPage(to);
    }
    expect(pagesAsked()).toEqual([1, 2]);

    fireEvent.click(retry);
    await waitFor(() => expect(setSize()).toBe('52'));
    expect(pagesAsked()).toEqual([1, 2, 2]);
    expect(screen.queryByRole('button', { name: 'Loading failed, tap to retry' })).toBeNull();
  });

  it('coming back inside the app shows the kept list without asking again, and pages on', async () => {
    vi.mocked(fetchGamePage).mockImplementation(async (_, p) => pageOf(p, 3));
    const { location } = await open('/m/gameList?gameType=RNG');
    await screen.findByRole('button', { name: 'Game 1' });
    act(() => location.navigate('/m/notice'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Game 1' })).toBeNull());
    act(() => location.navigate('/m/gameList?gameType=RNG'));
    await screen.findByRole('button', { name: 'Game 1' }, { timeout: 5000 });
    expect(pagesAsked()).toEqual([1]);
    afterThrottle();
    scrollPage(400);
    expect(pagesAsked()).toEqual([1, 2]);
    await waitFor(() => expect(setSize()).toBe('52'));
  });
});

describe('tiles', () => {
  it('a tap launches the game', async () => {
    await open('/m/gameList?gameType=RNG');
    fireEvent.click(await screen.findByRole('button', { name: 'Game 3' }));
    expect(launchGame).toHaveBeenCalledWith(game(3), expect.any(Function));
  });

  it("a member's star changes at once (EN)", async () => {
    vi.mocked(fetchFavouriteIds).mockResolvedValue(['2']);
    let done: () => void = () => {};
    vi.mocked(addFavourite).mockReturnValue(new Promise((r) => (done = r)));
    await open('/m/gameList?gameType=RNG', { user });
    const star = await screen.findByRole('button', { name: 'Favourite: Game 1' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favourite: Game 2' })).toHaveAttribute('aria-pressed', 'true'));
    expect(star).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(addFavourite).toHaveBeenCalledWith(game(1));
    await act(async () => done());
    expect(star).toHaveAttribute('aria-pressed', 'true');
  });

  it("a guest's star goes to log in and back to the list", async () => {
    const { location } = await open('/m/gameList?gameType=RNG');
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite: Game 1' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/m/login?redirect=${encodeURIComponent('/m/gameList?gameType=RNG')}`));
    expect(addFavourite).not.toHaveBeenCalled();
  });

  it('in the favourites tab a star turned off removes the tile; a refusal brings it back (BN)', async () => {
    vi.mocked(fetchFavouritePage).mockResolvedValue({ games: [game(1), game(2)], totalPages: 1 });
    let refuse: (e: unknown) => void = () => {};
    vi.mocked(removeFavourite)
      .mockReturnValueOnce(new Promise((_, reject) => (refuse = reject)))
      .mockResolvedValue();
    await open('/m/gameList?gameType=RNG&tab=fav', { locale: 'bn', user });
    const star = await screen.findByRole('button', { name: 'প্রিয়: Game 1' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(star);
    expect(screen.queryByRole('button', { name: 'Game 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Game 2' })).toBeInTheDocument();
    await act(async () => refuse(new ApiError(500, 'client.http', '')));
    expect(await screen.findByRole('button', { name: 'Game 1' })).toBeInTheDocument();
    expect(await screen.findByText('প্রিয় তালিকা হালনাগাদ করা যায়নি, আবার চেষ্টা করুন')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'প্রিয়: Game 1' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Game 1' })).toBeNull());
    expect(removeFavourite).toHaveBeenCalledTimes(2);
  });
});

describe('language', () => {
  it('reloads the list 200 ms after a language change (debounced), in the new language', async () => {
    vi.mocked(fetchGamePage).mockImplementation(async (_, p) => pageOf(p, 1, locale.peek() === 'bn' ? 'খেলা' : 'Game'));
    await open('/m/gameList?gameType=RNG');
    await screen.findByRole('button', { name: 'Game 1' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(() => setLocale('bn'));
    act(() => void vi.advanceTimersByTime(150));
    await act(() => setLocale('en'));
    await act(() => setLocale('bn'));
    act(() => void vi.advanceTimersByTime(199));
    expect(fetchGamePage).toHaveBeenCalledOnce();
    act(() => void vi.advanceTimersByTime(1));
    expect(fetchGamePage).toHaveBeenCalledTimes(2);
    expect(fetchGamePage).toHaveBeenLastCalledWith(expect.objectContaining({ gameType: 'RNG' }), 1, expect.any(AbortSignal));
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'খেলা 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Game 1' })).toBeNull();
  });
});
