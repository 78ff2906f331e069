// The member's favourite games (specification doc. 2 §3 "Favourite ids", "Add or remove favourite";
// §7 "Games"): the ids to mark tiles with, and adding or removing one. The token travels in the
// Authorization header, as on every member call.

import type { FavouriteBody } from '../../contract/games';
import { request } from './client';
import { invalid } from './games';

/** The node ids of the member's favourites, as strings. */
export async function fetchFavouriteIds(signal?: AbortSignal): Promise<string[]> {
  const v = await request<unknown>({ url: '/wps/relay/MCSFE_getFavoriteGames', moduleId: 'GAMELOHOT3', signal });
  const list = Array.isArray(v) ? v : null;
  if (!list) throw invalid();
  return list.filter((id) => typeof id === 'string' || typeof id === 'number').map(String);
}

/** A game as the favourite calls name it. */
export type FavouriteRef = FavouriteBody;

const change = (method: 'post' | 'delete', url: string, { nodeId, vendor }: FavouriteRef) =>
  request<unknown>({ method, url, data: { nodeId, vendor } satisfies FavouriteBody, moduleId: 'GAMELOHOT3' }).then(() => undefined);

export const addFavourite = (game: FavouriteRef): Promise<void> => change('post', '/wps/relay/MCSFE_addFavoriteGameV2', game);

export const removeFavourite = (game: FavouriteRef): Promise<void> => change('delete', '/wps/relay/MCSFE_removeFavoriteGameV2', game);
