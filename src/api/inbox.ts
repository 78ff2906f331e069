// The member's unread message count (platform reference: CSP_unreadCount, module INBOX3;
// specification §7: "unread and message count (GET, answer a number)"). The home page's message dot
// loads it; the message centre's calls are in inbox-messages.ts.

import type { UnreadCount } from '../../contract/content';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { isNumber } from '@/lib/guards';

/** How many messages the member has not read. */
export async function fetchUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  const v = await request<unknown>({ url: '/wps/relay/CSP_unreadCount', moduleId: 'INBOX3', signal });
  if (!isNumber(v) || v < 0) throw new ApiError(200, clientErrorCodes.invalidResponse, '');
  return Math.floor(v);
}
