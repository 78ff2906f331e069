import type { PrizeMode } from '../../../../contract/lottery.ts';
import { lotteryMenus, popularLottery, POPULAR_DEFAULT, POPULAR_MAX, PRIZE_MODES, recentLottery, VN_VENDOR } from '../../modules/games/lottery.ts';
import { queryEnum, queryLanguage, queryLimit } from '../query.ts';
import { requireMember } from '../request-helpers.ts';
import type { ApiContext, Route } from '../router.ts';

/**
 * The lottery lobby's calls under /lgw (docs/api.md, "Lottery"). `language` picks the names
 * (else the Language header), as in the relay calls.
 */

/** `prizeMode` (Lott, Elott or ZY, any case), `fallback` when not given. */
function queryPrizeMode(query: URLSearchParams, fallback: PrizeMode): PrizeMode {
  const mode = queryEnum(query, 'prizeMode', Object.keys(PRIZE_MODES) as Array<keyof typeof PRIZE_MODES>);
  return mode ? PRIZE_MODES[mode] : fallback;
}

const language = (ctx: ApiContext) => queryLanguage(ctx.query, ctx.language);

export const lotteryRoutes: Route[] = [
  {
    method: 'GET',
    path: '/lgw/games/game_menus',
    handler: (ctx) =>
      lotteryMenus(ctx.db, ctx.merchant.code, {
        prizeMode: queryPrizeMode(ctx.query, 'Lott'),
        language: language(ctx),
      }),
  },
  {
    method: 'GET',
    path: '/lgw/games/game_menus/recent',
    handler: (ctx) => recentLottery(ctx.db, requireMember(ctx), language(ctx)),
  },
  {
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    handler: (ctx) => {
      // The platform's clients send WEB; a phone may say so.
      queryEnum(ctx.query, 'device', ['WEB', 'MOBILE', 'H5']);
      return lotteryMenus(ctx.db, ctx.merchant.code, {
        prizeMode: queryPrizeMode(ctx.query, 'Elott'),
        language: language(ctx),
        vendor: VN_VENDOR,
      });
    },
  },
  {
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    handler: (ctx) => recentLottery(ctx.db, requireMember(ctx), language(ctx), VN_VENDOR),
  },
  {
    method: 'GET',
    path: '/lgw/games/popular',
    handler: (ctx) => popularLottery(ctx.db, ctx.merchant.code, language(ctx), queryLimit(ctx.query, 'count', POPULAR_DEFAULT, POPULAR_MAX)),
  },
];
