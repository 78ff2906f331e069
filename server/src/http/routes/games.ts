import type { GameTypeFilter } from '../../../../contract/games.ts';
import { GAME_TYPE_FILTERS, hotGames, vendorData, vendorList } from '../../modules/games/catalogue.ts';
import { launchGame, type LotteryLaunch } from '../../modules/games/launch.ts';
import { PRIZE_MODES } from '../../modules/games/lottery.ts';
import { limited } from '../../modules/rule-error.ts';
import { hotMatches } from '../../modules/games/matches.ts';
import { vendorLanes } from '../../modules/games/vendor-lanes.ts';
import { RANK_LIMIT_DEFAULT, RANK_LIMIT_MAX, rankList } from '../../modules/games/winners.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { asObject } from '../fields.ts';
import { queryCode, queryCodes, queryDigits, queryEnum, queryLanguage, queryLimit, queryText } from '../query.ts';
import { requireMember } from '../request-helpers.ts';
import type { ApiContext, Route } from '../router.ts';

/**
 * Games (docs/api.md, "Games and the home page"): the relay calls of the home page and the
 * launch. `merchantCode`, `merchant_code`, `isPlatform`, `platform` and `clientType` are accepted
 * and ignored: the Merchant header decides, and every game here is HTML5.
 */

const CATEGORIES = ['ALL', ...GAME_TYPE_FILTERS] as const;
const PLAY_TYPES = { TRADITION: 'Tradition', ENTERTAINMENT: 'Entertainment' } as const;
const keys = <T extends object>(map: T) => Object.keys(map) as Array<keyof T & string>;

/**
 * The lottery part of a launch (reference §7.16), validated whenever sent; used for launchMode
 * LOTT only, where gameType (when sent) must be a lottery type. `lottoArea` and `device` are
 * accepted and ignored.
 */
function lotteryLaunch(query: URLSearchParams, lott: boolean, gameType: GameTypeFilter | undefined): LotteryLaunch | undefined {
  const prizeMode = queryEnum(query, 'lottoPrizeMode', keys(PRIZE_MODES));
  const playType = queryEnum(query, 'playType', keys(PLAY_TYPES));
  queryEnum(query, 'lottoView', ['BETTING', 'LOBBY']);
  const lottoGameCode = queryText(query, 'lottoGameCode', 64);
  if (!lott) return undefined;
  if (gameType && gameType !== 'LOTT' && gameType !== 'ELOTT') throw new ApiError(400, ErrorCodes.paramInvalid);
  return {
    lottoGameCode,
    prizeMode: prizeMode && PRIZE_MODES[prizeMode],
    playType: playType && PLAY_TYPES[playType],
  };
}

/** The launch's `backUrl` when it is a path of this app (`/m/…`, no control characters or
 *  backslashes, at most 512 characters); anything else (another site, `//host`) is ignored and
 *  the demo page leads home. */
function inAppPath(v: string | null): string | undefined {
  return v && v.length <= 512 && /^\/m\/[^\\\s\u0000-\u001f]*$/.test(v) ? v : undefined;
}

/**
 * A POST relay call's parameters: the query's, with the fields of a JSON or form body over them
 * (the platform's clients send GCSGAME_hotGamesV2 by GET and by POST, reference §2.3), so that
 * both are read, and refused, the same way. A field is a string, number or boolean (null: not
 * given); anything else is 400 request.param.invalid.
 */
function postParams({ query, body }: ApiContext): URLSearchParams {
  if (body === undefined) return query;
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(asObject(body))) {
    if (value === null || value === undefined) continue;
    if (!['string', 'number', 'boolean'].includes(typeof value)) throw new ApiError(400, ErrorCodes.paramInvalid);
    params.set(name, String(value));
  }
  return params;
}

const hotGamesOf = ({ db, merchant, language }: ApiContext, query: URLSearchParams) =>
  hotGames(db, merchant.code, {
    language: queryLanguage(query, language),
    gameType: queryEnum(query, 'gameType', GAME_TYPE_FILTERS),
    vendors: queryCodes(query, 'vassalage'),
  });

export const gameRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    handler: (ctx) => hotGamesOf(ctx, ctx.query),
  },
  {
    method: 'POST',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    handler: (ctx) => hotGamesOf(ctx, postParams(ctx)),
  },
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    handler: ({ db, merchant, query, language }) => vendorLanes(db, merchant.code, queryLanguage(query, language)),
  },
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    handler: ({ db, merchant, query }) => {
      // typeId 1 is the only listing the platform's clients ask for.
      if (!['', '1'].includes(queryText(query, 'typeId'))) throw new ApiError(400, ErrorCodes.paramInvalid);
      return vendorData(db, merchant.code);
    },
  },
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassalage',
    handler: ({ db, merchant }) => vendorList(db, merchant.code),
  },
  // [G] asks for the winners by GCSGAME_getRankList, [D] by ODSFE2_getWinnerBoard (reference §7.7).
  ...['/wps/relay/GCSGAME_getRankList', '/wps/relay/ODSFE2_getWinnerBoard'].map((path): Route => ({
    method: 'GET',
    path,
    handler: ({ db, merchant, query, language }) =>
      rankList(db, merchant.code, {
        category: queryEnum(query, 'gameCategory', CATEGORIES) ?? 'ALL',
        language: queryLanguage(query, language),
        limit: queryLimit(query, 'limitNum', RANK_LIMIT_DEFAULT, RANK_LIMIT_MAX),
      }),
  })),
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getGameMatchV2',
    handler: ({ db, merchant, query, language }) => hotMatches(db, merchant.code, queryLanguage(query, language)),
  },
  {
    method: 'GET',
    path: '/wps/game/launchGame',
    handler: (ctx) => {
      const { query } = ctx;
      const member = requireMember(ctx);
      const wait = ctx.guards.launchPerMember.hit(String(member.id));
      if (wait > 0) throw limited('game.launch.rate.limited', wait);
      // GLS casino games, LOTT lottery games; both open the demo page here.
      const lott = queryEnum(query, 'launchMode', ['GLS', 'LOTT']) === 'LOTT';
      const lottery = lotteryLaunch(query, lott, queryEnum(query, 'gameType', GAME_TYPE_FILTERS));
      return launchGame(ctx.db, member, {
        nodeId: queryDigits(query, 'nodeId'),
        gameId: queryText(query, 'gameId', 64),
        vendor: queryCode(query, 'vassalage'),
        gameCode: queryText(query, 'gameCode', 64),
        accountType: queryEnum(query, 'accountType', ['0', '1']) === '0' ? 0 : 1,
        language: queryLanguage(query, ctx.language),
        lottery,
        backUrl: inAppPath(query.get('backUrl')),
      });
    },
  },
];
