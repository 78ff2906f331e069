// Favourites: the optimistic toggle (marked at once, undone with a toast on a refusal), no second
// call for what already holds or while one is pending, nothing for guests, the ids loaded once per
// session and forgotten when the session changes.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addFavourite, fetchFavouriteIds, removeFavourite } from '@/api/favourites';
import { ApiError } from '@/api/errors';
import { activate, loadCatalog, type Locale } from '@/i18n/locale';
import { catalog } from '../../tests/catalogs';
import { favouriteIds, forgetFavourites, loadFavouriteIds, noteFavourites, setFavourite, toggleFavourite } from './favourites';
import { session } from './session';
import { toasts } from './ui';

vi.mock('@/api/favourites', () => ({ addFavourite: vi.fn(), removeFavourite: vi.fn(), fetchFavouriteIds: vi.fn() }));

const user = { token: 'tok1', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
const gems = { nodeId: '31000', vendor: 'JL' };
const ids = () => [...favouriteIds.value].sort();

/** A call the test answers by hand. */
function pendingCall() {
  let resolve: () => void = () => {};
  let reject: (e: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

beforeEach(async () => {
  vi.resetAllMocks();
  session.value = user;
  forgetFavourites();
  toasts.value = [];
  await activate('en');
});

describe('setFavourite and toggleFavourite', () => {
  it('marks the game before the server answers', async () => {
    const call = pendingCall();
    vi.mocked(addFavourite).mockReturnValue(call.promise);
    const done = toggleFavourite(gems);
    expect(ids()).toEqual(['31000']);
    expect(addFavourite).toHaveBeenCalledExactlyOnceWith(gems);
    call.resolve();
    await expect(done).resolves.toBe(true);
    expect(ids()).toEqual(['31000']);
    expect(toasts.value).toEqual([]);
  });

  it('unmarks at once on removal', async () => {
    noteFavourites(['31000', '31001']);
    vi.mocked(removeFavourite).mockResolvedValue();
    const done = toggleFavourite(gems);
    expect(ids()).toEqual(['31001']);
    await expect(done).resolves.toBe(true);
    expect(removeFavourite).toHaveBeenCalledExactlyOnceWith(gems);
    expect(addFavourite).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Could not update your favourites, try again'],
    ['bn', 'প্রিয় তালিকা হালনাগাদ করা যায়নি, আবার চেষ্টা করুন'],
  ] as const)('a refusal restores the mark and shows a toast (%s)', async (locale: Locale, text) => {
    await activate(locale);
    await loadCatalog(catalog('games'));
    vi.mocked(addFavourite).mockRejectedValue(new ApiError(500, 'client.http', ''));
    await expect(setFavourite(gems, true)).resolves.toBe(false);
    expect(ids()).toEqual([]);
    expect(toasts.value).toEqual([expect.objectContaining({ kind: 'error', text })]);

    noteFavourites(['31000']);
    vi.mocked(removeFavourite).mockRejectedValue(new ApiError(0, 'client.network', ''));
    await expect(setFavourite(gems, false)).resolves.toBe(false);
    expect(ids()).toEqual(['31000']);
    expect(toasts.value).toHaveLength(2);
  });

  it('adding a favourite twice does nothing the second time', async () => {
    vi.mocked(addFavourite).mockResolvedValue();
    await setFavourite(gems, true);
    await expect(setFavourite(gems, true)).resolves.toBe(true);
    expect(addFavourite).toHaveBeenCalledOnce();
    await setFavourite({ nodeId: '4', vendor: 'PG' }, false); // not a favourite: nothing to remove
    expect(removeFavourite).not.toHaveBeenCalled();
  });

  it('ignores a second tap while the first is on its way', async () => {
    const call = pendingCall();
    vi.mocked(addFavourite).mockReturnValue(call.promise);
    const first = toggleFavourite(gems);
    const second = toggleFavourite(gems); // would be a removal
    expect(ids()).toEqual(['31000']);
    await second;
    expect(removeFavourite).not.toHaveBeenCalled();
    call.resolve();
    await first;
    expect(ids()).toEqual(['31000']);
    vi.mocked(removeFavourite).mockResolvedValue();
    await toggleFavourite(gems); // settled: taps count again
    expect(removeFavourite).toHaveBeenCalledOnce();
    expect(ids()).toEqual([]);
  });

  it('does nothing for guests', async () => {
    session.value = null;
    await toggleFavourite(gems);
    expect(addFavourite).not.toHaveBeenCalled();
    expect(ids()).toEqual([]);
  });
});

describe('favourite ids', () => {
  it('loads the ids once per session', async () => {
    vi.mocked(fetchFavouriteIds).mockResolvedValue(['31000', '31007']);
    await loadFavouriteIds();
    await loadFavouriteIds();
    expect(fetchFavouriteIds).toHaveBeenCalledOnce();
    expect(ids()).toEqual(['31000', '31007']);
  });

  it('keeps marks made while the ids were loading', async () => {
    let answer: (ids: string[]) => void = () => {};
    vi.mocked(fetchFavouriteIds).mockReturnValue(new Promise((r) => (answer = r)));
    const loading = loadFavouriteIds();
    noteFavourites(['5']);
    answer(['31000']);
    await loading;
    expect(ids()).toEqual(['31000', '5']);
  });

  it('tries again after a failure; guests load nothing', async () => {
    vi.mocked(fetchFavouriteIds)
      .mockRejectedValueOnce(new ApiError(0, 'client.network', ''))
      .mockResolvedValue(['1']);
    await loadFavouriteIds();
    expect(ids()).toEqual([]);
    await loadFavouriteIds();
    expect(ids()).toEqual(['1']);
    session.value = null;
    await loadFavouriteIds();
    expect(fetchFavouriteIds).toHaveBeenCalledTimes(2);
  });

  it('clears the ids when the session ends or another member logs in', async () => {
    vi.mocked(fetchFavouriteIds).mockResolvedValue(['31000']);
    await loadFavouriteIds();
    session.value = { ...user }; // the same session, refreshed: kept
    expect(ids()).toEqual(['31000']);
    session.value = { ...user, token: 'tok2', userName: 'demo02' };
    expect(ids()).toEqual([]);
    await loadFavouriteIds(); // the new member's own ids
    expect(fetchFavouriteIds).toHaveBeenCalledTimes(2);
    session.value = null;
    expect(ids()).toEqual([]);
  });

  it('drops ids that arrive after the session changed', async () => {
    let answer: (ids: string[]) => void = () => {};
    vi.mocked(fetchFavouriteIds).mockReturnValue(new Promise((r) => (answer = r)));
    const loading = loadFavouriteIds();
    session.value = null;
    answer(['31000']);
    await loading;
    expect(ids()).toEqual([]);
  });
});
