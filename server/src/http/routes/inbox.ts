import { unreadCount } from '../../modules/inbox/inbox.ts';
import { requireMember } from '../request-helpers.ts';
import type { Route } from '../router.ts';

/** The member's inbox (relay CSP_*). The inbox page's calls arrive with issue 6. */
export const inboxRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    handler: (ctx) => unreadCount(ctx.db, requireMember(ctx)),
  },
];
