import type { FavouriteBody } from '../../../../contract/games.ts';
import { GAME_TYPE_FILTERS } from '../../modules/games/catalogue.ts';
import {
  addFavourite,
  addRecent,
  favouriteIds,
  favouriteList,
  FAVOURITES_PAGE_SIZE,
  GAME_CLASSIFIES,
  GAME_LIST_PAGE_SIZE,
  gameList,
  MIN_BET_OPTIONS_MINOR,
  PAGE_SIZE_MAX,
  RECENT_PAGE_SIZE,
  recentList,
  removeFavourite,
  type Paging,
} from '../../modules/games/lists.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { asObject } from '../fields.ts';
import { queryCodes, queryDigits, queryEnum, queryLanguage, queryLimit, queryText } from '../query.ts';
import { requireMember } from '../request-helpers.ts';
import type { ApiContext, Route } from '../router.ts';

/**
 * The game list screen's lists (docs/api.md, "Games and the home page"): the catalogue search,
 * the member's favourites and recent games. `merchant`, `platform`, `clientType`, `minLine` and
 * `isNew` are accepted and ignored (NEW is a `gameClassify`).
 */

const invalid = (): ApiError => new ApiError(400, ErrorCodes.paramInvalid);

function paging(query: URLSearchParams, pageName: string, pageSize: number): Paging {
  return {
    pageNo: queryLimit(query, pageName, 1, Number.MAX_SAFE_INTEGER),
    pageSize: queryLimit(query, 'pageSize', pageSize, PAGE_SIZE_MAX),
  };
}

/** `minBet` as one of the client's options (0.01 … 0.75), in paisa; undefined when not given. */
function queryMinBet(query: URLSearchParams): number | undefined {
  const value = queryText(query, 'minBet', 10);
  if (!value) return undefined;
  const minor = /^\d+(\.\d+)?$/.test(value) ? Math.round(Number(value) * 100) : NaN;
  if (Math.abs(Number(value) * 100 - minor) > 1e-9 || !(MIN_BET_OPTIONS_MINOR as readonly number[]).includes(minor)) {
    throw invalid();
  }
  return minor;
}

/** `{ nodeId, vendor }` of a favourite call: nodeId digits (string or number), vendor a code or absent. */
function favouriteTarget(body: unknown): FavouriteBody {
  const fields = asObject<FavouriteBody>(body);
  const raw = typeof fields.nodeId === 'number' ? String(fields.nodeId) : fields.nodeId;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw.trim())) throw invalid();
  const vendor = fields.vendor ?? '';
  if (typeof vendor !== 'string' || !/^[A-Za-z0-9_]{0,32}$/.test(vendor.trim())) throw invalid();
  return { nodeId: raw.trim(), vendor: vendor.trim().toUpperCase() };
}

const memberQuery = (ctx: ApiContext, pageName: string, pageSize: number) => ({
  ...paging(ctx.query, pageName, pageSize),
  language: queryLanguage(ctx.query, ctx.language),
  gameType: queryEnum(ctx.query, 'gameType', GAME_TYPE_FILTERS),
});

export const gameListRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    handler: ({ db, merchant, query, language }) =>
      gameList(db, merchant.code, {
        ...paging(query, 'pageNo', GAME_LIST_PAGE_SIZE),
        language: queryLanguage(query, language),
        gameType: queryEnum(query, 'gameType', GAME_TYPE_FILTERS),
        gameName: queryText(query, 'gameName', 64),
        classify: queryEnum(query, 'gameClassify', GAME_CLASSIFIES),
        vendors: queryCodes(query, 'vassalage'),
        maxMinBetMinor: queryMinBet(query),
      }),
  },
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    handler: (ctx) => favouriteIds(ctx.db, requireMember(ctx)),
  },
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    handler: (ctx) => {
      const member = requireMember(ctx);
      return favouriteList(ctx.db, member, memberQuery(ctx, 'pageNo', FAVOURITES_PAGE_SIZE));
    },
  },
  {
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    handler: (ctx) => {
      const member = requireMember(ctx);
      const { nodeId, vendor } = favouriteTarget(ctx.body);
      return addFavourite(ctx.db, member, nodeId, vendor);
    },
  },
  {
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    handler: (ctx) => {
      const member = requireMember(ctx);
      const { nodeId, vendor } = favouriteTarget(ctx.body);
      return removeFavourite(ctx.db, member, nodeId, vendor);
    },
  },
  {
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    handler: (ctx) => {
      const member = requireMember(ctx);
      return recentList(ctx.db, member, memberQuery(ctx, 'page', RECENT_PAGE_SIZE));
    },
  },
  {
    method: 'GET',
    path: '/wps/relay/MCS2_addRecentGame',
    handler: (ctx) => {
      const member = requireMember(ctx);
      const nodeId = queryDigits(ctx.query, 'nodeId');
      if (!nodeId) throw invalid();
      return addRecent(ctx.db, member, nodeId);
    },
  },
];
