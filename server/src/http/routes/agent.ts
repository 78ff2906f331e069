import type { TeamKpiAnswer } from '../../../../contract/agent.ts';
import type { ReadBody, UnreadAnswer } from '../../../../contract/content.ts';
import { checkAffiliateCode } from '../../modules/accounts/affiliate.ts';
import type { Member } from '../../modules/accounts/members.ts';
import { isAgent } from '../../modules/agent/agent-types.ts';
import { markNoticeRead } from '../../modules/agent/notices.ts';
import { teamKpi } from '../../modules/agent/team-kpi.ts';
import { ApiError } from '../errors.ts';
import { asObject, idField } from '../fields.ts';
import { queryDigits, queryText } from '../query.ts';
import { requireMember } from '../request-helpers.ts';
import type { ApiContext, Handler, Route } from '../router.ts';

/**
 * The agent's calls (docs/member-area.md): the invitation-code check, the agent home's team KPI,
 * reading an agent announcement (the list is the announcements call, relay.ts; dividend info is
 * contracts.ts).
 */

/** The signed-in member if an agent; 401 login.not.session, or 403 agent.only for types 0, 4 and 40. */
export function requireAgent(ctx: ApiContext): Member {
  const member = requireMember(ctx);
  if (!isAgent(member)) throw new ApiError(403, 'agent.only');
  return member;
}

/** `size` is the platform's page size of `list`, which is always empty here: checked, then unused. */
const kpi: Handler = (ctx) => {
  const agent = requireAgent(ctx);
  queryDigits(ctx.query, 'size');
  const footer = teamKpi(ctx.db, agent, queryText(ctx.query, 'startDate', 10), queryText(ctx.query, 'endDate', 10));
  return { list: [], footer } satisfies TeamKpiAnswer;
};

export const agentRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/agent/affiliate',
    // `domain` is accepted; codes are per merchant.
    handler: ({ db, merchant, query }) => checkAffiliateCode(db, merchant.code, (query.get('code') ?? '').trim()),
  },
  // The platform has three KPI variants (A, B, C) for different report screens; here they answer the same.
  ...(['A', 'B', 'C'] as const).map((v): Route => ({ method: 'GET', path: `/wps/relay/ODSFE2_TeamKPI${v}`, handler: kpi })),
  {
    method: 'POST',
    path: '/wps/relay/MCSFE_readAnnouncement',
    handler: (ctx) => {
      const agent = requireAgent(ctx);
      const unread = markNoticeRead(ctx.db, agent, idField(asObject<ReadBody>(ctx.body), 'id'));
      if (unread === undefined) throw new ApiError(404, 'announcement.not.found');
      return { unreadCount: unread } satisfies UnreadAnswer;
    },
  },
];
