import { beforeEach, describe, expect, it, vi } from 'vitest';
import { launchGame as launchUrl } from '@/api/launch';
import { fetchVendorData } from '@/api/games';
import { ApiError } from '@/api/errors';
import { activate, loadCatalog } from '@/i18n/locale';
import { catalog } from '../../tests/catalogs';
import type { GameRef } from '@/lib/launch-rules';
import { forgetHomeGames } from './home-games';
import { launchGame, opener } from './launch';
import { session } from './session';
import { busy, toasts } from './ui';

vi.mock('@/api/launch', () => ({ launchGame: vi.fn() }));
vi.mock('@/api/games', () => ({ fetchVendorData: vi.fn(), fetchHotGames: vi.fn() }));

const game: GameRef = { nodeId: '1201', gameId: 'g1', gameCode: 'JL_FG', gameType: 'RNG', vendor: 'JL', roomId: '', supportPlay: '1', playType: '' };
const member = { token: 't', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };

beforeEach(async () => {
  vi.resetAllMocks();
  forgetHomeGames();
  vi.mocked(fetchVendorData).mockResolvedValue([]);
  opener.open = vi.fn();
  session.value = member;
  toasts.value = [];
  busy.value = null;
  await activate('en');
  await loadCatalog(catalog('homepage')); // this module's texts are in the home catalog (lingui.config.ts)
});

describe('launchGame', () => {
  it('sends a guest to log in in place of this entry, naming the game and coming back here, without calling the launcher', async () => {
    session.value = null;
    history.replaceState(null, '', '/m/gameList?gameType=RNG');
    const navigate = vi.fn();
    await launchGame({ ...game, name: 'Fortune Gems' }, navigate);
    expect(navigate).toHaveBeenCalledWith('/m/login?redirect=%2Fm%2FgameList%3FgameType%3DRNG&play=Fortune+Gems', { replace: true });
    expect(launchUrl).not.toHaveBeenCalled();
  });

  it('routes lottery vendors in the app with the prize mode of the vendor data', async () => {
    vi.mocked(fetchVendorData).mockResolvedValue([{ category: 'ELOTT', vendors: [{ vendor: 'LOTT', gameType: 'ELOTT', name: '' }] }]);
    const navigate = vi.fn();
    await launchGame({ ...game, vendor: 'LOTT', gameCode: 'L1' }, navigate);
    expect(navigate).toHaveBeenCalledWith('/m/launchGame?vendor=LOTT&gameCode=L1&prizeMode=Elott');
    expect(launchUrl).not.toHaveBeenCalled();
  });

  it('opens the game address in this tab with the busy indicator on meanwhile', async () => {
    let busyDuringCall = false;
    vi.mocked(launchUrl).mockImplementation(async () => {
      busyDuringCall = busy.value !== null;
      return '/demo/game?id=1201';
    });
    await launchGame(game, vi.fn());
    expect(launchUrl).toHaveBeenCalledWith({
      gameType: 'RNG',
      vassalage: 'JL',
      gameCode: 'JL_FG',
      gameId: 'g1',
      nodeId: '1201',
      supportPlay: '1',
      backUrl: location.pathname + location.search,
    });
    expect(opener.open).toHaveBeenCalledWith('/demo/game?id=1201');
    expect(busyDuringCall).toBe(true);
    expect(busy.value).toBeNull();
  });

  it('takes one tap at a time, and asks for the vendor data only for lottery games', async () => {
    let finish = (_url: string) => {};
    vi.mocked(launchUrl).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const first = launchGame(game, vi.fn());
    await launchGame(game, vi.fn()); // an impatient second tap while the first is under way
    finish('/demo/game?id=1201');
    await first;
    expect(launchUrl).toHaveBeenCalledTimes(1);
    expect(fetchVendorData).not.toHaveBeenCalled();
  });

  it("shows the server's message when the launch fails", async () => {
    vi.mocked(launchUrl).mockRejectedValue(new ApiError(400, 'game.not.found', 'Game not found'));
    await launchGame(game, vi.fn());
    expect(toasts.value).toMatchObject([{ text: 'Game not found', kind: 'error' }]);
    expect(opener.open).not.toHaveBeenCalled();
    expect(busy.value).toBeNull();
  });

  it('shows a generic message, in the current language, when there is none', async () => {
    vi.mocked(launchUrl).mockRejectedValue(new ApiError(0, 'client.network', ''));
    await launchGame(game, vi.fn());
    expect(toasts.value).toMatchObject([{ text: 'Could not start the game, try again' }]);
    await activate('bn');
    await launchGame(game, vi.fn());
    expect(toasts.value[1]).toMatchObject({ text: 'গেমটি চালু করা যায়নি, আবার চেষ্টা করুন' });
  });
});
