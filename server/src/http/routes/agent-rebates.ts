import type { RebateDefaultsBody, UpdateDownlineRebatesBody } from '../../../../contract/agent-rebates.ts';
import { INCOME_GROUPS, rebateIncome } from '../../modules/agent/rebate-income.ts';
import {
  agentRebateSettings,
  checkRatesShape,
  downlineRebates,
  updateDownlineRebates,
  updateRebateDefaults,
} from '../../modules/agent/rebate-settings.ts';
import { readRecordQuery } from '../../modules/wallet/record-query.ts';
import { asObject, requiredString } from '../fields.ts';
import { queryEnum, queryText } from '../query.ts';
import type { Route } from '../router.ts';
import { requireAgent } from './agent.ts';

/**
 * The agent's rebate setting and rebate income (docs/agent-area.md, "Rebate rates", "Rebate
 * difference"; docs/api.md, "Agent"). Every member named resolves through downlineMember: another
 * team's member is 404 like a missing one. Setting rates moves no money: a repeat sets the same.
 */
export const agentRebateRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/agent/rebates',
    handler: (ctx) => agentRebateSettings(ctx.db, requireAgent(ctx)),
  },
  {
    method: 'POST',
    path: '/wps/agent/rebateDefaults',
    handler: (ctx) => {
      const agent = requireAgent(ctx);
      return updateRebateDefaults(ctx.db, agent, checkRatesShape(asObject<RebateDefaultsBody>(ctx.body).rates));
    },
  },
  {
    method: 'GET',
    path: '/wps/agent/downlineRebates',
    handler: (ctx) => downlineRebates(ctx.db, requireAgent(ctx), queryText(ctx.query, 'member', 64)),
  },
  {
    method: 'POST',
    path: '/wps/agent/updateDownlineRebates',
    handler: (ctx) => {
      const agent = requireAgent(ctx);
      const body = asObject<UpdateDownlineRebatesBody>(ctx.body);
      return updateDownlineRebates(ctx.db, agent, requiredString(body, 'member'), checkRatesShape(body.rates));
    },
  },
  {
    method: 'GET',
    path: '/wps/agent/rebateIncome',
    handler: (ctx) => {
      const agent = requireAgent(ctx);
      const query = readRecordQuery(ctx.query, ['groupBy']);
      return rebateIncome(ctx.db, agent.id, query, queryEnum(ctx.query, 'groupBy', INCOME_GROUPS) ?? 'DAY');
    },
  },
];
