import type { TransferDownlineBody, TransferMultipleBody } from '../../../../contract/agent-team.ts';
import { downlineDetail, downlinePage } from '../../modules/agent/team-list.ts';
import { teamOverview } from '../../modules/agent/team-overview.ts';
import { checkSingle, planRain, redEnvelopeRain, transferLimits, transferToDownline, type RainRequest } from '../../modules/agent/team-transfer.ts';
import { verifyPaymentPassword } from '../../modules/payment-password/verify.ts';
import { RuleError } from '../../modules/rule-error.ts';
import { parseAmountMinor } from '../../modules/wallet/amount.ts';
import { readRecordQuery } from '../../modules/wallet/record-query.ts';
import { requiredString } from '../fields.ts';
import { idempotentRoute } from '../idempotent.ts';
import { queryEnum, queryText } from '../query.ts';
import { readEncrypted } from '../request-helpers.ts';
import type { Route } from '../router.ts';
import { requireAgent } from './agent.ts';

/**
 * The agent's team and transfers (docs/agent-area.md, "Team and transfers"; docs/api.md, "Agent"):
 * the overview, the downline list and detail, the transfer to a downline and the red envelope rain.
 * Every handler is the agent's only (requireAgent); every member named goes through downlineMember.
 * The two transfers check the payment password before the key's transaction, as the superior
 * transfer does (routes/rebates.ts), and bind the key to the request without the password.
 */

function readRain(fields: Partial<Record<keyof TransferMultipleBody, unknown>>): RainRequest {
  const { usernames, allDirect, split } = fields;
  const names = allDirect === true ? 'allDirect' : usernames;
  if (names !== 'allDirect' && !(Array.isArray(names) && names.every((n) => typeof n === 'string' && n.length <= 32))) {
    throw new RuleError('request.param.invalid');
  }
  if (typeof split !== 'boolean') throw new RuleError('request.param.invalid');
  return { usernames: names, amountMinor: parseAmountMinor(fields.amount, false), split };
}

export const agentTeamRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/agent/teamOverview',
    handler: (ctx) => teamOverview(ctx.db, requireAgent(ctx), readRecordQuery(ctx.query, [])),
  },
  {
    method: 'GET',
    path: '/wps/agent/downlines',
    handler: (ctx) => {
      const agent = requireAgent(ctx);
      const { pageNo, pageSize } = readRecordQuery(ctx.query, ['scope', 'username']);
      const scope = queryEnum(ctx.query, 'scope', ['DIRECT', 'ALL'] as const) === 'DIRECT' ? 'direct' : 'all';
      return downlinePage(ctx.db, agent, { scope, search: queryText(ctx.query, 'username', 32).trim(), pageNo, pageSize });
    },
  },
  {
    method: 'GET',
    path: '/wps/agent/downline',
    handler: (ctx) => downlineDetail(ctx.db, requireAgent(ctx), queryText(ctx.query, 'username', 32)),
  },
  {
    method: 'GET',
    path: '/wps/agent/transferLimits',
    handler: (ctx) => transferLimits(ctx.db, requireAgent(ctx)),
  },
  idempotentRoute<{ username: string; amountMinor: number }>({
    method: 'POST',
    path: '/wps/agent/transferDownline',
    read: async (ctx) => {
      const agent = requireAgent(ctx);
      const fields = await readEncrypted<TransferDownlineBody>(ctx);
      const username = requiredString(fields, 'username');
      const amountMinor = parseAmountMinor(fields.amount, false);
      const paymentPassword = requiredString(fields, 'paymentPassword');
      // The recipient and the range first: a refused transfer spends no password guess.
      checkSingle(ctx.db, agent, username, amountMinor);
      await verifyPaymentPassword(ctx.db, agent, paymentPassword);
      return { username: username.toLowerCase(), amountMinor };
    },
    write: (ctx, agent, body) => transferToDownline(ctx.db, agent, body.username, body.amountMinor),
  }),
  idempotentRoute<RainRequest>({
    method: 'POST',
    path: '/wps/agent/transferMultipleDownline',
    read: async (ctx) => {
      const agent = requireAgent(ctx);
      const fields = await readEncrypted<TransferMultipleBody>(ctx);
      const rain = readRain(fields);
      const paymentPassword = requiredString(fields, 'paymentPassword');
      planRain(ctx.db, agent, rain);
      await verifyPaymentPassword(ctx.db, agent, paymentPassword);
      return rain;
    },
    write: (ctx, agent, body) => redEnvelopeRain(ctx.db, agent, body),
  }),
];
