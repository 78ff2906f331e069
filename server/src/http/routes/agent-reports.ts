import { BET_STATUSES, teamBetRecords } from '../../modules/bets/bet-records.ts';
import { TEAM_LEVELS, TEAM_PNL_GROUPS, teamBetScope, teamProfitAndLoss } from '../../modules/agent/team-reports.ts';
import { GAME_TYPES } from '../../modules/games/catalogue.ts';
import { readRecordQuery } from '../../modules/wallet/record-query.ts';
import { queryEnum, queryText } from '../query.ts';
import type { Route } from '../router.ts';
import { requireAgent } from './agent.ts';

/**
 * The agent's team reports (docs/agent-area.md, "Team reports"): team profit and loss and team
 * betting, over the session agent's downline only. The records' query (dates ≤ 90 days, paging)
 * plus `level` (direct or all, default all) and each report's filters.
 */
export const agentReportRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemPNL',
    handler: (ctx) => {
      const agent = requireAgent(ctx);
      const range = readRecordQuery(ctx.query, ['groupBy', 'level']);
      const level = queryEnum(ctx.query, 'level', TEAM_LEVELS) ?? 'ALL';
      return teamProfitAndLoss(ctx.db, agent, range, level, queryEnum(ctx.query, 'groupBy', TEAM_PNL_GROUPS) ?? 'MEMBER');
    },
  },
  {
    method: 'GET',
    path: '/wps/relay/ODSFE2_TeamBetDet',
    handler: (ctx) => {
      const agent = requireAgent(ctx);
      const range = readRecordQuery(ctx.query, ['username', 'gameType', 'status', 'level']);
      const scope = teamBetScope(ctx.db, agent, queryEnum(ctx.query, 'level', TEAM_LEVELS) ?? 'ALL', queryText(ctx.query, 'username', 64));
      return teamBetRecords(ctx.db, scope, ctx.language, {
        ...range,
        gameType: queryEnum(ctx.query, 'gameType', GAME_TYPES),
        status: queryEnum(ctx.query, 'status', BET_STATUSES),
      });
    },
  },
];
