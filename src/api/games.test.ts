import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { ApiError } from './errors';
import { apiContext } from '@/lib/api-context';
import { fetchHotGames, fetchHotMatches, fetchVendorData, fetchWinners } from './games';

vi.mock('./client', () => ({ request: vi.fn() }));

const item = {
  nodeId: '1201',
  gameId: 'g1201',
  gameCode: 'JL_FG',
  gameName: 'Fortune Gems',
  nodeName: 'FG',
  displayName: 'Fortune Gems',
  gameType: 'RNG',
  vassalage: 'JL',
  iconUrl: '/cdn/games/jl-fg.svg',
  mobileLargeIcon: '',
  showIcon: '1',
  roomId: '',
  supportPlay: '1',
  isGameH5: '1',
  playType: '',
  gameClassifyNew: 'SC',
  lottoMode: '',
};
const game = {
  nodeId: '1201',
  gameId: 'g1201',
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
const call = () => vi.mocked(request).mock.calls[0]![0];

beforeEach(() => {
  vi.resetAllMocks();
  apiContext.getLanguage = () => 'EN';
});

describe('fetchHotGames', () => {
  it('asks in the current language and normalises the items', async () => {
    vi.mocked(request).mockResolvedValue({ list: [item] });
    await expect(fetchHotGames()).resolves.toEqual([game]);
    expect(call()).toMatchObject({
      url: '/wps/relay/GCSGAME_hotGamesV2',
      params: { isPlatform: 2, language: 'EN', platform: 'html5', merchantCode: 'bdm01' },
    });
    expect(call().params).not.toHaveProperty('gameType');
    expect(call().params).not.toHaveProperty('vassalage');
  });

  it('filters by type and vendors when given', async () => {
    vi.mocked(request).mockResolvedValue({ list: [] });
    await fetchHotGames({ gameType: 'SPORTS', vendors: ['TF', 'IA'] });
    expect(call().params).toMatchObject({ gameType: 'SPORTS', vassalage: 'TF,IA' });
  });

  it('takes a bare list, falls back between names, and drops items it cannot show', async () => {
    const { displayName: _d, ...noDisplay } = item;
    vi.mocked(request).mockResolvedValue([
      { ...noDisplay, nodeId: 1202, gameName: 'Crazy 777', iconUrl: '', mobileLargeIcon: '/cdn/x.svg' },
      { ...item, nodeId: '' },
      { ...item, vassalage: undefined },
      { ...item, displayName: '', gameName: '', nodeName: '' },
      'junk',
      null,
    ]);
    await expect(fetchHotGames()).resolves.toEqual([{ ...game, nodeId: '1202', name: 'Crazy 777', iconUrl: '/cdn/x.svg' }]);
  });

  it('rejects a value that is not a list', async () => {
    vi.mocked(request).mockResolvedValue({ list: 'nope' });
    await expect(fetchHotGames()).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
    vi.mocked(request).mockResolvedValue(null);
    await expect(fetchHotGames()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('fetchVendorData', () => {
  it('returns the sorting list as categories of vendors', async () => {
    vi.mocked(request).mockResolvedValue({
      sortingList: [
        { gameCategory: 'SPORTS', vendorNames: [{ gameType: 'SPORTS', vassalage: 'TF', accountTypeName: 'TF Gaming' }, { vassalage: '' }, 7] },
        { gameCategory: 'LIVE', vendorNames: 'bad' },
        { vendorNames: [] },
      ],
      content: {},
    });
    await expect(fetchVendorData()).resolves.toEqual([{ category: 'SPORTS', vendors: [{ vendor: 'TF', gameType: 'SPORTS', name: 'TF Gaming' }] }]);
    expect(call()).toMatchObject({ url: '/wps/relay/GCSGAME_getVassGameType', params: { typeId: 1, merchant_code: 'bdm01' } });
  });

  it('rejects a value without a sorting list', async () => {
    vi.mocked(request).mockResolvedValue({ content: {} });
    await expect(fetchVendorData()).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});

describe('fetchWinners', () => {
  const vo = { customerName: 'ra****n', winAmount: 15200.5, currency: 'BDT', winTime: 1, ...item };

  it('asks for 20 of all categories and unwraps the rows', async () => {
    vi.mocked(request).mockResolvedValue({ list: [{ vo }, { vo: { ...vo, winAmount: '12' } }, { vo: null }, {}] });
    await expect(fetchWinners()).resolves.toEqual([{ customerName: 'ra****n', amount: 15200.5, currency: 'BDT', game }]);
    expect(call()).toMatchObject({ url: '/wps/relay/GCSGAME_getRankList', params: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } });
  });

  it('reads the older row names', async () => {
    const { customerName: _c, currency: _cur, vassalage: _v, ...old } = vo;
    vi.mocked(request).mockResolvedValue({ records: [{ vo: { ...old, account: 'ab***', vendor: 'PG' } }] });
    await expect(fetchWinners()).resolves.toEqual([{ customerName: 'ab***', amount: 15200.5, currency: 'BDT', game: { ...game, vendor: 'PG' } }]);
  });

  it('rejects a value without a list', async () => {
    vi.mocked(request).mockResolvedValue({ rows: [] });
    await expect(fetchWinners()).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});

describe('fetchHotMatches', () => {
  const match = {
    league: 'BPL',
    matchTime: 1746500000000,
    homeTeam: 'Dhaka',
    awayTeam: 'Sylhet',
    homeTeamImageUrl: '/cdn/teams/dhaka.svg',
    awayTeamImageUrl: '/cdn/teams/sylhet.svg',
    vendor: 'SBO',
    gameType: 'SPORTS',
    gameCode: 'SBO_LOBBY',
    roomId: '',
    nodeId: '900',
    supportPlay: '1',
  };

  it('normalises the matches and drops broken ones', async () => {
    vi.mocked(request).mockResolvedValue({
      list: [match, { ...match, matchTime: 'soon' }, { ...match, awayTeam: '' }, { ...match, vendor: undefined }],
    });
    await expect(fetchHotMatches()).resolves.toEqual([{ ...match, gameId: '', playType: '' }]);
    expect(call()).toMatchObject({ url: '/wps/relay/GCSGAME_getGameMatchV2', params: { language: 'EN' } });
  });

  it('rejects a value that is not a list', async () => {
    vi.mocked(request).mockResolvedValue({ list: {} });
    await expect(fetchHotMatches()).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});
