import type { GameType } from '../../../../contract/games.ts';
import { GAME_TYPES, hotGames, vendorData, vendorList } from '../../modules/games/catalogue.ts';
import { launchGame, type LotteryLaunch } from '../../modules/games/launch.ts';
import { PRIZE_MODES } from '../../modules/games/lottery.ts';
import { limited } from '../../modules/rule-error.ts';
import { hotMatches } from '../../modules/games/matches.ts';
import { RANK_LIMIT_DEFAULT, RANK_LIMIT_MAX, rankList } from '../../modules/games/winners.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { queryCode, queryCodes, queryDigits, queryEnum, queryLanguage, queryLimit, queryText } from '../query.ts';
import { requireMember } from '../request-helpers.ts';
import type { Route } from '../router.ts';

/**
 * Games (docs/api.md, "Games and the home page"): the relay calls of the home page and the
 * launch. `merchantCode`, `merchant_code`, `isPlatform` and `platform` are accepted and ignored:
 * the Merchant header decides, and every game here is HTML5.
 */

const CATEGORIES = ['ALL', 'SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'INHOUSE'] as const;
const PLAY_TYPES = { TRADITION: 'Tradition', ENTERTAINMENT: 'Entertainment' } as const;
const keys = <T extends object>(map: T) => Object.keys(map) as Array<keyof T & string>;

/**
 * The lottery part of a launch (reference §7.16), validated whenever sent; used for launchMode
 * LOTT only, where gameType (when sent) must be a lottery type. `lottoArea` and `device` are
 * accepted and ignored.
 */
function lotteryLaunch(query: URLSearchParams, lott: boolean, gameType: GameType | undefined): LotteryLaunch | undefined {
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

export const gameRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    handler: ({ db, merchant, query, language }) =>
      hotGames(db, merchant.code, {
        language: queryLanguage(query, language),
        gameType: queryEnum(query, 'gameType', GAME_TYPES),
        vendors: queryCodes(query, 'vassalage'),
      }),
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
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    handler: ({ db, merchant, query, language }) =>
      rankList(db, merchant.code, {
        category: queryEnum(query, 'gameCategory', CATEGORIES) ?? 'ALL',
        language: queryLanguage(query, language),
        limit: queryLimit(query, 'limitNum', RANK_LIMIT_DEFAULT, RANK_LIMIT_MAX),
      }),
  },
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
      const lottery = lotteryLaunch(query, lott, queryEnum(query, 'gameType', GAME_TYPES));
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
