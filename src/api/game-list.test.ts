// The game list's paged calls: the query of each (page sizes 26/25, language, merchant, filters
// only when set) and the decoding (bad items dropped, totalPages as a number or a numeric string,
// anything else an invalid answer).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { apiContext } from '@/lib/api-context';
import { fetchFavouritePage, fetchGamePage, fetchRecentPage, PAGE_SIZE, RECENT_PAGE_SIZE, type CatalogueFilter } from './game-list';

vi.mock('./client', () => ({ request: vi.fn() }));

const item = {
  nodeId: '31000',
  gameId: 'g31000',
  gameCode: 'JL_FG',
  displayName: 'Fortune Gems',
  gameName: 'Fortune Gems',
  gameType: 'RNG',
  vassalage: 'JL',
  iconUrl: '/cdn/games/jl-fg.svg',
  roomId: '',
  supportPlay: '1',
  playType: '',
  gameClassifyNew: 'SC',
};
const game = {
  nodeId: '31000',
  gameId: 'g31000',
  gameCode: 'JL_FG',
  name: 'Fortune Gems',
  gameType: 'RNG',
  vendor: 'JL',
  iconUrl: '/cdn/games/jl-fg.svg',
  roomId: '',
  supportPlay: '1',
  playType: '',
  classify: 'SC',
};
const none: CatalogueFilter = { gameType: '', name: '', classify: '', vendors: [], minBet: '' };
const call = () => vi.mocked(request).mock.calls[0]![0];

beforeEach(() => {
  vi.resetAllMocks();
  apiContext.getLanguage = () => 'EN';
});

describe('fetchGamePage', () => {
  it('asks for one page of 26 of the merchant in the current language, without empty filters', async () => {
    vi.mocked(request).mockResolvedValue({ games: [item], pageNum: 1, totalPages: 24, totalCount: 617 });
    const signal = new AbortController().signal;
    await expect(fetchGamePage(none, 1, signal)).resolves.toEqual({ games: [game], totalPages: 24 });
    expect(PAGE_SIZE).toBe(26);
    expect(call()).toEqual({
      url: '/wps/relay/GCSGAME_gameList',
      params: { merchant: 'bdm01', platform: 'html5', language: 'EN', pageNo: 1, pageSize: 26 },
      moduleId: 'GAMELOHOT3',
      signal,
    });
  });

  it('sends each filter that is set', async () => {
    apiContext.getLanguage = () => 'BN';
    vi.mocked(request).mockResolvedValue({ games: [], totalPages: 0 });
    await fetchGamePage({ gameType: 'RNG', name: 'gold', classify: 'NEW', vendors: ['JL', 'PG'], minBet: '0.1' }, 3);
    expect(call().params).toEqual({
      merchant: 'bdm01',
      platform: 'html5',
      language: 'BN',
      pageNo: 3,
      pageSize: 26,
      gameType: 'RNG',
      gameName: 'gold',
      gameClassify: 'NEW',
      vassalage: 'JL,PG',
      minBet: '0.1',
    });
  });

  it('drops the items it cannot show and accepts totalPages as a numeric string', async () => {
    vi.mocked(request).mockResolvedValue({
      games: [item, { ...item, nodeId: '' }, { ...item, vassalage: undefined }, 'junk', null],
      totalPages: '7',
    });
    await expect(fetchGamePage(none, 1)).resolves.toEqual({ games: [game], totalPages: 7 });
  });

  it.each([
    ['no games list', { content: [item], totalPages: 1 }],
    ['games not a list', { games: {}, totalPages: 1 }],
    ['no totalPages', { games: [] }],
    ['totalPages not a number', { games: [], totalPages: 'many' }],
    ['totalPages negative', { games: [], totalPages: -1 }],
    ['totalPages a fraction', { games: [], totalPages: 1.5 }],
    ['null', null],
    ['a bare list', [item]],
  ])('rejects a malformed value (%s) as an invalid answer', async (_, value) => {
    vi.mocked(request).mockResolvedValue(value);
    const error = await fetchGamePage(none, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: clientErrorCodes.invalidResponse });
  });
});

describe('fetchRecentPage', () => {
  it('asks for a page of 25 of the type and reads `list`', async () => {
    vi.mocked(request).mockResolvedValue({ list: [item, { nodeId: '1' }], totalPages: 2 });
    const signal = new AbortController().signal;
    await expect(fetchRecentPage('RNG', 2, signal)).resolves.toEqual({ games: [game], totalPages: 2 });
    expect(RECENT_PAGE_SIZE).toBe(25);
    expect(call()).toEqual({
      url: '/wps/relay/GCS_recentGame',
      params: { page: 2, pageSize: 25, gameType: 'RNG', language: 'EN', clientType: 2 },
      moduleId: 'GAMELOHOT3',
      signal,
    });
  });

  it('rejects a value without `list`', async () => {
    vi.mocked(request).mockResolvedValue({ games: [item], totalPages: 1 });
    await expect(fetchRecentPage('', 1)).rejects.toMatchObject({ errorCode: clientErrorCodes.invalidResponse });
  });
});

describe('fetchFavouritePage', () => {
  it('asks for a page of 26 of the type and reads `content`', async () => {
    vi.mocked(request).mockResolvedValue({ content: [item, 7], pageNum: 1, totalPages: '1' });
    await expect(fetchFavouritePage('', 1)).resolves.toEqual({ games: [game], totalPages: 1 });
    expect(call()).toMatchObject({
      url: '/wps/relay/MCSFE_getFavoriteGamesList',
      params: { pageNo: 1, pageSize: 26, gameType: '', language: 'EN' },
      moduleId: 'GAMELOHOT3',
    });
  });

  it('rejects a value without `content`', async () => {
    vi.mocked(request).mockResolvedValue({ list: [item], totalPages: 1 });
    await expect(fetchFavouritePage('', 1)).rejects.toMatchObject({ errorCode: clientErrorCodes.invalidResponse });
  });
});
