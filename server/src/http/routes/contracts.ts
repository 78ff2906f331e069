import type { ContractAnswer, ContractKind, ContractView } from '../../../../contract/contracts.ts';
import type { DividendInfo } from '../../../../contract/agent.ts';
import type { ConsolidatedFunds } from '../../../../contract/member.ts';
import { walletBalance } from '../../modules/accounts/profile.ts';
import { contractStatus } from '../../modules/contracts/contracts.ts';
import { answerContract, contractView } from '../../modules/contracts/offers.ts';
import { dividendInfo } from '../../modules/agent/dividend.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { asObject, type Fields } from '../fields.ts';
import { requireMember } from '../request-helpers.ts';
import type { ApiContext, Handler, Route } from '../router.ts';
import { requireAgent } from './agent.ts';

/**
 * Agent contracts (docs/agent-area.md, "Contracts, salaries and dividends"): which offers wait
 * for an answer (reference §7.15), and one call per kind on the platform's path, method and module
 * (reference §2.4) that shows the latest contract with its periods and, given `action` and the
 * offer's `id`, signs or declines it first.
 */

/** The answer asked for, if any: `action` sign|decline with the offer's id; anything else is refused. */
function answerOf(input: Fields<ContractAnswer>, code: string): { action: 'sign' | 'decline'; id: number } | undefined {
  const { action, id } = input;
  if (action === undefined || action === null || action === '') return undefined;
  const n = typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : id;
  if ((action !== 'sign' && action !== 'decline') || typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) throw new ApiError(400, code);
  return { action, id: n };
}

const fromQuery = (ctx: ApiContext): Fields<ContractAnswer> => ({
  action: ctx.query.get('action') ?? undefined,
  id: ctx.query.get('id') ?? undefined,
});
const fromBody = (ctx: ApiContext): Fields<ContractAnswer> => (ctx.body === undefined || ctx.body === null ? {} : asObject<ContractAnswer>(ctx.body));

function contractCall(kind: ContractKind, input: 'query' | 'body'): Handler {
  return (ctx): ContractView | DividendInfo => {
    const agent = requireAgent(ctx);
    const answer = input === 'query' ? answerOf(fromQuery(ctx), ErrorCodes.paramInvalid) : answerOf(fromBody(ctx), ErrorCodes.bodyInvalid);
    if (answer) answerContract(ctx.db, agent, kind, answer.id, answer.action);
    return kind === 'dividend' ? dividendInfo(ctx.db, agent) : contractView(ctx.db, agent, kind);
  };
}

export const contractRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    // With the wallet's fields: a real client reads its header's balance here (docs/api.md,
    // "Platform compatibility", its identity rows).
    handler: (ctx): ConsolidatedFunds => {
      const member = requireMember(ctx);
      return { ...contractStatus(ctx.db, member), ...walletBalance(member) };
    },
  },
  { method: 'GET', path: '/wps/relay/MCS2_processDailySalContract', handler: contractCall('daily', 'query') },
  { method: 'POST', path: '/wps/relay/MCS2_processContractHourSalary', handler: contractCall('hourly', 'body') },
  // Also the agent home's dividend info (the footer's dividends item).
  { method: 'GET', path: '/wps/relay/MCS2_processDividendReq', handler: contractCall('dividend', 'query') },
];
