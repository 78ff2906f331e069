import { agentNotices } from '../../modules/agent/notices.ts';
import { listAnnouncements } from '../../modules/announcements/announcements.ts';
import type { Handler, Route } from '../router.ts';
import { requireAgent } from './agent.ts';

/**
 * Relay calls (`/wps/relay/<SERVICE>_<method>`, reference §1) for announcements; the games'
 * relay calls are in games.ts, the inbox's in inbox.ts.
 * `merchantCode` in the query is accepted and ignored: the Merchant header decides.
 * Type A (agent announcements, docs/member-area.md) needs an agent's session and adds `agent` and
 * `footer` to the answer; a call without A answers as before, signed in or not.
 */
const announcements: Handler = (ctx) => {
  const types = (ctx.query.get('types') ?? '').split(',').map((t) => t.trim().toUpperCase());
  const agent = types.includes('A') ? requireAgent(ctx) : undefined;
  const list = listAnnouncements(ctx.db, ctx.merchant.code, {
    types,
    groupName: ctx.query.get('groupName') ?? '',
    platform: ctx.query.get('platform')?.toUpperCase() === 'W' ? 'W' : 'M',
    language: ctx.language,
  });
  return agent ? { ...list, ...agentNotices(ctx.db, agent, ctx.language) } : list;
};

export const relayRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', handler: announcements },
  // Another tenant's name for the same call (reference §2.5 [G]): same query, same answer.
  { method: 'GET', path: '/wps/relay/CCSFE_getListAnnouncements', handler: announcements },
];
