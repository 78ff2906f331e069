// The game list's pages: which call feeds each tab (fetcherFor), and the paged list (page 1 on
// start, one page at a time, failure stops paging until retry, restoring several pages at once, a
// newer start wins, duplicates dropped, stop).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchHotGames, type Game } from '@/api/games';
import { fetchFavouritePage, fetchGamePage, fetchRecentPage, type GamePage } from '@/api/game-list';
import type { VendorCategory } from '@/lib/categories';
import { parseListQuery } from '@/lib/game-list-query';
import { favouriteIds, forgetFavourites } from './favourites';
import { createPagedList, fetcherFor, MAX_RESTORED_PAGES, type PageFetcher } from './game-list';

vi.mock('@/api/games', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchHotGames: vi.fn() }));
vi.mock('@/api/game-list', () => ({ fetchGamePage: vi.fn(), fetchRecentPage: vi.fn(), fetchFavouritePage: vi.fn() }));

const game = (id: number, vendor = 'JL'): Game => ({
  nodeId: String(id),
  gameId: `g${id}`,
  gameCode: `C${id}`,
  name: `Game ${id}`,
  gameType: 'RNG',
  vendor,
  iconUrl: '',
  roomId: '',
  supportPlay: '1',
  playType: '',
  classify: '',
});
const page = (ids: number[], totalPages = 3): GamePage => ({ games: ids.map((i) => game(i)), totalPages });
const ids = (list: ReturnType<typeof createPagedList>) => list.state.value.items.map((g) => g.nodeId);

/** A fetcher whose answers the test gives by hand, page by page. */
function manualFetcher() {
  const calls: { page: number; signal: AbortSignal; resolve: (p: GamePage) => void; reject: (e: unknown) => void }[] = [];
  const fetcher = vi.fn<PageFetcher>((p, signal) => new Promise((resolve, reject) => calls.push({ page: p, signal, resolve, reject })));
  const answer = (p: number) => calls.find((c) => c.page === p)!;
  return { fetcher, calls, answer };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

const sortingList: VendorCategory[] = [
  { category: 'SPORTS', vendors: ['SBO', 'TF', 'IA', 'SV3'].map((vendor) => ({ vendor, gameType: 'SPORTS', name: vendor })) },
  { category: 'RNG', vendors: [{ vendor: 'JL', gameType: 'RNG', name: 'Jili' }] },
];

beforeEach(() => {
  vi.resetAllMocks();
  forgetFavourites();
});

describe('createPagedList', () => {
  it('starts with page 1, loading meanwhile', async () => {
    const list = createPagedList();
    const { fetcher, answer } = manualFetcher();
    const started = list.start(fetcher);
    expect(fetcher).toHaveBeenCalledExactlyOnceWith(1, expect.any(AbortSignal));
    expect(list.state.value).toMatchObject({ loading: true, failed: false, page: 0 });
    answer(1).resolve(page([1, 2, 3]));
    await started;
    expect(list.state.value).toMatchObject({ loading: false, failed: false, page: 1, totalPages: 3 });
    expect(ids(list)).toEqual(['1', '2', '3']);
  });

  it('loads the next page once while one is loading, and none after the last', async () => {
    const list = createPagedList();
    const fetcher = vi.fn<PageFetcher>(async (p) => page([p * 10, p * 10 + 1], 2));
    await list.start(fetcher);
    const next = list.loadNext();
    await list.loadNext(); // ignored: page 2 is loading
    await next;
    expect(fetcher.mock.calls.map(([p]) => p)).toEqual([1, 2]);
    expect(ids(list)).toEqual(['10', '11', '20', '21']);
    await list.loadNext(); // page 2 of 2: the end
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(list.state.value).toMatchObject({ page: 2, totalPages: 2, loading: false });
  });

  it('stops paging after a failure, keeping the items, until retry', async () => {
    const list = createPagedList();
    const fetcher = vi.fn<PageFetcher>(async (p) => page([p]));
    await list.start(fetcher);
    fetcher.mockRejectedValueOnce(new Error('offline'));
    await list.loadNext();
    expect(list.state.value).toMatchObject({ items: [game(1)], page: 1, loading: false, failed: true });
    await list.loadNext();
    expect(fetcher).toHaveBeenCalledTimes(2);
    await list.retry();
    expect(fetcher.mock.calls.map(([p]) => p)).toEqual([1, 2, 2]);
    expect(list.state.value).toMatchObject({ page: 2, failed: false });
    expect(ids(list)).toEqual(['1', '2']);
  });

  it('a failed first page shows nothing and retry loads page 1', async () => {
    const list = createPagedList();
    const fetcher = vi
      .fn<PageFetcher>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(page([1], 1));
    await list.start(fetcher);
    expect(list.state.value).toMatchObject({ items: [], page: 0, failed: true, loading: false });
    await list.retry();
    expect(fetcher).toHaveBeenLastCalledWith(1, expect.any(AbortSignal));
    expect(list.state.value).toMatchObject({ page: 1, totalPages: 1, failed: false });
  });

  it('restores several pages in parallel and keeps the ones before a failure', async () => {
    const list = createPagedList();
    const { fetcher, answer } = manualFetcher();
    const started = list.start(fetcher, 3);
    expect(fetcher.mock.calls.map(([p]) => p)).toEqual([1, 2, 3]); // all asked before any answer
    answer(3).resolve(page([7, 8, 9], 5));
    answer(2).reject(new Error('timeout'));
    answer(1).resolve(page([1, 2, 3], 5));
    await started;
    expect(list.state.value).toMatchObject({ page: 1, totalPages: 5, failed: true, loading: false });
    expect(ids(list)).toEqual(['1', '2', '3']);
  });

  it('restores in page order whatever order the answers come in', async () => {
    const list = createPagedList();
    const { fetcher, answer } = manualFetcher();
    const started = list.start(fetcher, 3);
    answer(3).resolve(page([7, 8], 3));
    answer(1).resolve(page([1, 2], 3));
    answer(2).resolve(page([4, 5], 3));
    await started;
    expect(ids(list)).toEqual(['1', '2', '4', '5', '7', '8']);
    expect(list.state.value).toMatchObject({ page: 3, failed: false });
  });

  it(`restores at most ${MAX_RESTORED_PAGES} pages, and at least one`, async () => {
    const list = createPagedList();
    const fetcher = vi.fn<PageFetcher>(async (p) => page([p], 50));
    await list.start(fetcher, 40);
    expect(fetcher).toHaveBeenCalledTimes(MAX_RESTORED_PAGES);
    fetcher.mockClear();
    await list.start(fetcher, 0);
    expect(fetcher.mock.calls.map(([p]) => p)).toEqual([1]);
  });

  it('ignores the answers of an older start (and cancels its calls)', async () => {
    const list = createPagedList();
    const older = manualFetcher();
    const newer = manualFetcher();
    const first = list.start(older.fetcher);
    const second = list.start(newer.fetcher);
    expect(older.answer(1).signal.aborted).toBe(true);
    newer.answer(1).resolve(page([5], 1));
    await second;
    older.answer(1).resolve(page([1, 2], 9));
    await first;
    expect(ids(list)).toEqual(['5']);
    expect(list.state.value).toMatchObject({ page: 1, totalPages: 1, loading: false });
  });

  it('clears the old items at once on a new start', async () => {
    const list = createPagedList();
    await list.start(async () => page([1, 2]));
    void list.start(manualFetcher().fetcher);
    expect(list.state.value).toMatchObject({ items: [], page: 0, loading: true });
  });

  it('drops games that come again on a later page', async () => {
    const list = createPagedList();
    const fetcher = vi.fn<PageFetcher>(async (p) => (p === 1 ? page([1, 2, 3]) : page([3, 4, 4, 5])));
    await list.start(fetcher);
    await list.loadNext();
    expect(ids(list)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('stop cancels the call under way and clears loading', async () => {
    const list = createPagedList();
    const { fetcher, answer } = manualFetcher();
    const started = list.start(fetcher);
    list.stop();
    expect(answer(1).signal.aborted).toBe(true);
    answer(1).resolve(page([1]));
    await started;
    expect(list.state.value).toMatchObject({ items: [], loading: false });
  });

  it('pages on after stop (a list kept for an in-app return)', async () => {
    const list = createPagedList();
    const fetcher = vi.fn<PageFetcher>(async (p, signal) => (signal.aborted ? Promise.reject(new Error('aborted')) : page([p])));
    await list.start(fetcher);
    list.stop();
    await list.loadNext();
    expect(fetcher.mock.lastCall?.[0]).toBe(2);
    expect(fetcher.mock.lastCall?.[1].aborted).toBe(false); // not the signal that stop cancelled
    expect(list.state.value).toMatchObject({ page: 2, loading: false, failed: false });
    expect(ids(list)).toEqual(['1', '2']);
  });
});

describe('fetcherFor', () => {
  const signal = new AbortController().signal;
  const run = (search: string, p = 1) => fetcherFor(parseListQuery(search), sortingList)(p, signal);

  beforeEach(() => {
    vi.mocked(fetchGamePage).mockResolvedValue(page([1]));
    vi.mocked(fetchHotGames).mockResolvedValue([game(1)]);
  });

  it('all tab of a type: the catalogue of that type', async () => {
    await run('gameType=LIVE', 2);
    expect(fetchGamePage).toHaveBeenCalledWith({ gameType: 'LIVE', vendors: [], name: '', classify: '', minBet: '' }, 2, signal);
  });

  it('RNG all tab: NEW by default, no class for ALL, and the drawer filters', async () => {
    await run('gameType=RNG');
    expect(fetchGamePage).toHaveBeenLastCalledWith(expect.objectContaining({ gameType: 'RNG', classify: 'NEW' }), 1, signal);
    await run('gameType=RNG&classify=ALL');
    expect(fetchGamePage).toHaveBeenLastCalledWith(expect.objectContaining({ classify: '' }), 1, signal);
    await run('gameType=RNG&classify=JP&minBet=0.05&vassalage=PG&name=gold');
    expect(fetchGamePage).toHaveBeenLastCalledWith({ gameType: 'RNG', vendors: ['PG'], name: 'gold', classify: 'JP', minBet: '0.05' }, 1, signal);
  });

  it('ESPORTS: SPORTS games of the e-sports vendors, or of the chosen ones', async () => {
    await run('gameType=ESPORTS');
    expect(fetchGamePage).toHaveBeenLastCalledWith(expect.objectContaining({ gameType: 'SPORTS', vendors: ['TF', 'IA'] }), 1, signal);
    await run('gameType=ESPORTS&vassalage=IA');
    expect(fetchGamePage).toHaveBeenLastCalledWith(expect.objectContaining({ gameType: 'SPORTS', vendors: ['IA'] }), 1, signal);
    await run('gameType=COCKFIGHT');
    expect(fetchGamePage).toHaveBeenLastCalledWith(expect.objectContaining({ gameType: 'SPORTS', vendors: ['SV3'] }), 1, signal);
  });

  it('every type: no type at all', async () => {
    await run('');
    expect(fetchGamePage).toHaveBeenCalledWith({ gameType: '', vendors: [], name: '', classify: '', minBet: '' }, 1, signal);
  });

  it('hot tab: the hot games as a single page', async () => {
    await expect(run('gameType=ESPORTS&tab=hot')).resolves.toEqual({ games: [game(1)], totalPages: 1 });
    expect(fetchHotGames).toHaveBeenCalledWith({ gameType: 'SPORTS', vendors: ['TF', 'IA'] }, signal);
    await run('gameType=HOT');
    expect(fetchHotGames).toHaveBeenLastCalledWith({ gameType: '', vendors: [] }, signal);
    expect(fetchGamePage).not.toHaveBeenCalled();
  });

  it("recent tab: the member's recent games of the type, filtered by vendor here", async () => {
    vi.mocked(fetchRecentPage).mockResolvedValue({ games: [game(1, 'TF'), game(2, 'SBO'), game(3, 'IA')], totalPages: 4 });
    await expect(run('gameType=ESPORTS&tab=recent', 2)).resolves.toEqual({ games: [game(1, 'TF'), game(3, 'IA')], totalPages: 4 });
    expect(fetchRecentPage).toHaveBeenCalledWith('SPORTS', 2, signal);
    await expect(run('gameType=RNG&tab=recent')).resolves.toEqual({ games: [game(1, 'TF'), game(2, 'SBO'), game(3, 'IA')], totalPages: 4 });
    expect(fetchRecentPage).toHaveBeenLastCalledWith('RNG', 1, signal);
  });

  it('favourites tab: filtered by vendor, and the games count as favourites at once', async () => {
    vi.mocked(fetchFavouritePage).mockResolvedValue({ games: [game(1, 'JL'), game(2, 'PG')], totalPages: 1 });
    await expect(run('gameType=RNG&tab=fav&vassalage=PG', 1)).resolves.toEqual({ games: [game(2, 'PG')], totalPages: 1 });
    expect(fetchFavouritePage).toHaveBeenCalledWith('RNG', 1, signal);
    expect([...favouriteIds.value]).toEqual(['1', '2']);
  });
});
