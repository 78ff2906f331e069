import type { ReadBody, UnreadAnswer } from '../../../../contract/content.ts';
import { inboxPage, markRead, unreadCount } from '../../modules/inbox/inbox.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { asObject, idField } from '../fields.ts';
import { queryText } from '../query.ts';
import { requireMember } from '../request-helpers.ts';
import type { Route } from '../router.ts';

/** The member's inbox (relay CSP_*, INBOX3; docs/member-area.md). */

const PAGE_SIZE_DEFAULT = 20;
const PAGE_SIZE_MAX = 50;

/** A whole number from 1 to `max`, `fallback` when absent; anything else is request.param.invalid. */
function pageParam(query: URLSearchParams, name: string, fallback: number, max: number): number {
  const value = queryText(query, name, 10);
  if (!value) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > max) throw new ApiError(400, ErrorCodes.paramInvalid);
  return n;
}

export const inboxRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    handler: (ctx) => unreadCount(ctx.db, requireMember(ctx)),
  },
  {
    method: 'GET',
    path: '/wps/relay/CSP_getInbox',
    handler: (ctx) => {
      const member = requireMember(ctx);
      const pageNo = pageParam(ctx.query, 'pageNo', 1, Number.MAX_SAFE_INTEGER);
      return inboxPage(ctx.db, member, ctx.language, pageNo, pageParam(ctx.query, 'pageSize', PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX));
    },
  },
  {
    method: 'POST',
    path: '/wps/relay/CSP_readInbox',
    handler: (ctx) => {
      const member = requireMember(ctx);
      const unread = markRead(ctx.db, member, idField(asObject<ReadBody>(ctx.body), 'id'));
      if (unread === undefined) throw new ApiError(404, 'inbox.not.found');
      return { unreadCount: unread } satisfies UnreadAnswer;
    },
  },
];
