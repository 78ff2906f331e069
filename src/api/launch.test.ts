import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { launchGame, launchLottery } from './launch';

vi.mock('./client', () => ({ request: vi.fn() }));

const params = { gameType: 'RNG', vassalage: 'JL', gameCode: 'JL_FG', gameId: 'g1', nodeId: '1201', supportPlay: '1' };

beforeEach(() => vi.resetAllMocks());

describe('launchGame', () => {
  it('asks the launcher with the session and returns content.game_url', async () => {
    vi.mocked(request).mockResolvedValue({ content: { game_url: '/demo/game?id=1201' } });
    await expect(launchGame(params)).resolves.toBe('/demo/game?id=1201');
    expect(vi.mocked(request).mock.calls[0]![0]).toMatchObject({
      url: '/wps/game/launchGame',
      auth: true,
      params: { launchMode: 'GLS', accountType: 1, platform: 'html5', ...params },
    });
  });

  it.each([
    { url: 'https://g.example/1' },
    { gameUrl: 'https://g.example/1' },
    { link: 'https://g.example/1' },
    { launchUrl: 'https://g.example/1' },
  ])('accepts the older shape %o', async (value) => {
    vi.mocked(request).mockResolvedValue(value);
    await expect(launchGame(params)).resolves.toBe('https://g.example/1');
  });

  it.each([null, {}, { content: {} }, { url: 'javascript:alert(1)' }, { url: '//evil.example/x' }, { url: '/\\evil.example' }, { url: 42 }])(
    'rejects %o',
    async (value) => {
      vi.mocked(request).mockResolvedValue(value);
      await expect(launchGame(params)).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
    },
  );
});

describe('launchLottery', () => {
  const lottery = { vendor: 'LOTT', gameType: 'LOTT', gameCode: 'LOTT_FAST3', prizeMode: 'Lott', playType: '', view: 'betting' } as const;

  it('asks the launcher in lottery mode with the code as both codes, without an empty play type', async () => {
    vi.mocked(request).mockResolvedValue({ content: { game_url: '/demo-game/?launch=abc' } });
    await expect(launchLottery(lottery)).resolves.toBe('/demo-game/?launch=abc');
    const call = vi.mocked(request).mock.calls[0]![0];
    expect(call).toMatchObject({
      url: '/wps/game/launchGame',
      auth: true,
      params: {
        launchMode: 'LOTT',
        accountType: 1,
        platform: 'html5',
        gameType: 'LOTT',
        vassalage: 'LOTT',
        gameCode: 'LOTT_FAST3',
        lottoPrizeMode: 'Lott',
        lottoGameCode: 'LOTT_FAST3',
        lottoView: 'betting',
      },
    });
    expect(call.params).not.toHaveProperty('playType');
  });

  it('sends the play type when there is one, and refuses an unsafe address', async () => {
    vi.mocked(request).mockResolvedValue({ url: 'javascript:alert(1)' });
    await expect(launchLottery({ ...lottery, gameType: 'ELOTT', prizeMode: 'Elott', playType: 'Tradition' })).rejects.toMatchObject({
      errorCode: 'client.response.invalid',
    });
    expect(vi.mocked(request).mock.calls[0]![0].params).toMatchObject({ gameType: 'ELOTT', lottoPrizeMode: 'Elott', playType: 'Tradition' });
  });

  it("sends no vendor when the address named none (the specification's own link)", async () => {
    vi.mocked(request).mockResolvedValue({ content: { game_url: '/demo-game/?launch=abc' } });
    await launchLottery({ ...lottery, vendor: '' });
    expect(vi.mocked(request).mock.calls[0]![0].params).not.toHaveProperty('vassalage');
  });
});
