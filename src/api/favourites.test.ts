// The favourite calls: the ids (as strings, junk dropped), and add/remove with their methods and
// the body `{ nodeId, vendor }` only.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { addFavourite, fetchFavouriteIds, removeFavourite } from './favourites';

vi.mock('./client', () => ({ request: vi.fn() }));

const call = () => vi.mocked(request).mock.calls[0]![0];

beforeEach(() => vi.resetAllMocks());

describe('fetchFavouriteIds', () => {
  it('answers the node ids as strings, dropping what is not an id', async () => {
    vi.mocked(request).mockResolvedValue(['31007', 31000, null, { id: 1 }, true]);
    const signal = new AbortController().signal;
    await expect(fetchFavouriteIds(signal)).resolves.toEqual(['31007', '31000']);
    expect(call()).toEqual({ url: '/wps/relay/MCSFE_getFavoriteGames', moduleId: 'GAMELOHOT3', signal });
  });

  it.each([null, { list: ['1'] }, '31007'])('rejects %j as an invalid answer', async (value) => {
    vi.mocked(request).mockResolvedValue(value);
    const error = await fetchFavouriteIds().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: clientErrorCodes.invalidResponse });
  });
});

describe('add and remove', () => {
  // A whole game may be passed: only the node id and the vendor travel.
  const game = { nodeId: '31000', vendor: 'JL', name: 'Fortune Gems', gameCode: 'JL_FG' };

  it('adds with a POST of { nodeId, vendor }', async () => {
    vi.mocked(request).mockResolvedValue(null);
    await expect(addFavourite(game)).resolves.toBeUndefined();
    expect(call()).toEqual({
      method: 'post',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      data: { nodeId: '31000', vendor: 'JL' },
      moduleId: 'GAMELOHOT3',
    });
  });

  it('removes with a DELETE of { nodeId, vendor }', async () => {
    vi.mocked(request).mockResolvedValue(null);
    await expect(removeFavourite(game)).resolves.toBeUndefined();
    expect(call()).toEqual({
      method: 'delete',
      url: '/wps/relay/MCSFE_removeFavoriteGameV2',
      data: { nodeId: '31000', vendor: 'JL' },
      moduleId: 'GAMELOHOT3',
    });
  });

  it('passes a refusal on', async () => {
    vi.mocked(request).mockRejectedValue(new ApiError(400, 'game.not.found', 'No such game'));
    await expect(addFavourite(game)).rejects.toMatchObject({ errorCode: 'game.not.found' });
  });
});
