import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { ApiError } from './errors';
import { apiContext } from '@/lib/api-context';
import { fetchLotteryMenus, fetchPopularLottery, fetchRecentLottery } from './lottery';

vi.mock('./client', () => ({ request: vi.fn() }));

const item = (code: string, patch: Record<string, unknown> = {}) => ({
  nodeId: `9${code.length}`,
  gameId: 'g1',
  gameCode: code,
  gameName: `Game ${code}`,
  displayName: `Game ${code}`,
  gameType: 'LOTT',
  vassalage: 'LOTT',
  iconUrl: `/cdn/games/lott/${code}.svg`,
  roomId: '',
  supportPlay: '0',
  playType: '',
  gameClassifyNew: '',
  drawIntervalSeconds: 60,
  nextDrawTime: 1_700_000_040_000,
  ...patch,
});
const lottery = (code: string) => ({
  nodeId: `9${code.length}`,
  gameId: 'g1',
  gameCode: code,
  name: `Game ${code}`,
  gameType: 'LOTT',
  vendor: 'LOTT',
  iconUrl: `/cdn/games/lott/${code}.svg`,
  roomId: '',
  supportPlay: '0',
  playType: '',
  classify: '',
  drawIntervalSeconds: 60,
  nextDrawTime: 1_700_000_040_000,
});
const call = () => vi.mocked(request).mock.calls[0]![0];

beforeEach(() => {
  vi.resetAllMocks();
  apiContext.getLanguage = () => 'EN';
});

describe('fetchLotteryMenus', () => {
  it('asks for a prize mode in the current language and decodes the menus', async () => {
    vi.mocked(request).mockResolvedValue({ prizeMode: 'Elott', menus: [{ menuCode: 'FAST', menuName: 'Fast draws', games: [item('F1')] }] });
    await expect(fetchLotteryMenus('Elott')).resolves.toEqual([{ code: 'FAST', name: 'Fast draws', games: [lottery('F1')] }]);
    expect(call()).toMatchObject({ url: '/lgw/games/game_menus', moduleId: 'COMM3', params: { prizeMode: 'Elott', language: 'EN' } });
    expect(call().auth).toBeUndefined();
  });

  it('drops games without a draw schedule and menus left empty or unnamed', async () => {
    vi.mocked(request).mockResolvedValue({
      menus: [
        {
          menuCode: 'A',
          menuName: 'Kept',
          games: [item('K1'), item('X1', { drawIntervalSeconds: 0 }), item('X2', { nextDrawTime: '5' }), item('X3', { vassalage: '' })],
        },
        { menuCode: 'B', menuName: 'Empty', games: [item('X4', { drawIntervalSeconds: undefined })] },
        { menuCode: 'C', menuName: '', games: [item('X5')] },
        { menuCode: 'D', menuName: 'No list', games: 'x' },
        'junk',
      ],
    });
    await expect(fetchLotteryMenus('Lott')).resolves.toEqual([{ code: 'A', name: 'Kept', games: [lottery('K1')] }]);
  });

  it.each([null, [], { menus: 'x' }, { prizeMode: 'Lott' }])('rejects the malformed value %o', async (value) => {
    vi.mocked(request).mockResolvedValue(value);
    const failure = fetchLotteryMenus('Lott');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});

describe('fetchRecentLottery', () => {
  it('asks with the session and decodes the list', async () => {
    vi.mocked(request).mockResolvedValue({ list: [item('R1', { gameType: 'ELOTT' }), { bad: 1 }] });
    await expect(fetchRecentLottery()).resolves.toEqual([{ ...lottery('R1'), gameType: 'ELOTT' }]);
    expect(call()).toMatchObject({ url: '/lgw/games/game_menus/recent', moduleId: 'COMM3', auth: true, params: { language: 'EN' } });
  });

  it.each([null, [], { list: {} }])('rejects the malformed value %o', async (value) => {
    vi.mocked(request).mockResolvedValue(value);
    await expect(fetchRecentLottery()).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});

describe('fetchPopularLottery', () => {
  it('asks for a count in the current language', async () => {
    vi.mocked(request).mockResolvedValue({ list: [item('P1'), item('P22')] });
    await expect(fetchPopularLottery(6)).resolves.toEqual([lottery('P1'), lottery('P22')]);
    expect(call()).toMatchObject({ url: '/lgw/games/popular', params: { count: 6, language: 'EN' } });
  });

  it('rejects a value without a list', async () => {
    vi.mocked(request).mockResolvedValue({ items: [] });
    await expect(fetchPopularLottery(6)).rejects.toBeInstanceOf(ApiError);
  });
});
