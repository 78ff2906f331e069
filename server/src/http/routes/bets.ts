import type { DemoBetBody } from '../../../../contract/bets.ts';
import { betRecords } from '../../modules/bets/bet-records.ts';
import { placeBet } from '../../modules/bets/place-bet.ts';
import { GAME_TYPES } from '../../modules/games/catalogue.ts';
import { RuleError } from '../../modules/rule-error.ts';
import { parseAmountMinor } from '../../modules/wallet/amount.ts';
import { asObject, requiredString } from '../fields.ts';
import { idempotentRoute } from '../idempotent.ts';
import { queryEnum } from '../query.ts';
import { readRecordQuery } from '../../modules/wallet/record-query.ts';
import { DEMO_BET_PATH } from '../request-info.ts';
import { requireMember } from '../request-helpers.ts';
import type { Route } from '../router.ts';

/**
 * The demo game's bet (docs/money.md, "Bets in the demo game") and the member's betting record.
 * The bet is the demo vendor's call, made by its page with the member's session: the launch must
 * be that member's own. Trial members bet with their demo credit like anyone else.
 */
export function betRoutes(demoGameSeed: string): Route[] {
  return [
    idempotentRoute({
      method: 'POST',
      path: DEMO_BET_PATH,
      limit: 'betsPerMember',
      write: (ctx, member) => {
        const body = asObject<DemoBetBody>(ctx.body);
        const launchId = requiredString(body, 'launch');
        const stakeMinor = parseAmountMinor(body.stake, false);
        if (body.pick !== 'HIGH' && body.pick !== 'LOW') throw new RuleError('bet.pick.invalid');
        return placeBet(ctx.db, member, demoGameSeed, { launchId, stakeMinor, pick: body.pick });
      },
    }),
    {
      method: 'GET',
      path: '/wps/relay/ODSFE2_MemBetDet',
      handler: (ctx) => {
        const member = requireMember(ctx);
        const range = readRecordQuery(ctx.query, ['gameType']);
        return betRecords(ctx.db, member.id, ctx.language, { ...range, gameType: queryEnum(ctx.query, 'gameType', GAME_TYPES) });
      },
    },
  ];
}
