// The message centre's calls (platform reference: CSP_getInbox, module INBOX3; docs/member-area.md
// for the list and the read call). Apart from api/inbox.ts, which the home page's unread dot loads:
// home must not download the message list's decoders for one number.

import type * as wire from '../../contract/content';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { isBoolean, isNumber, isRecord, type Fields } from '@/lib/guards';

/** `content` is raw HTML from the server: sanitise before rendering (lib/sanitize-html). */
export type InboxMessage = wire.InboxMessage;

/** `list` is newest first. */
export type InboxPage = wire.InboxPage;

/** The page size the message centre asks for (the server's default too). */
export const INBOX_PAGE_SIZE = 20;

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');

const isCount = (v: unknown): v is number => isNumber(v) && v >= 0;

/** The `unreadCount` of an answer, or an `invalidResponse`. */
function unreadOf(v: unknown): number {
  if (!isRecord<wire.UnreadAnswer>(v) || !isCount(v.unreadCount)) throw invalid();
  return Math.floor(v.unreadCount);
}

function decodeMessage(v: unknown): InboxMessage {
  if (!isRecord<InboxMessage>(v)) throw invalid();
  const { id, title, content, createdAt, read } = v;
  if (!isNumber(id) || typeof title !== 'string' || typeof content !== 'string' || typeof createdAt !== 'string' || !isBoolean(read)) {
    throw invalid();
  }
  return { id, title, content, createdAt, read };
}

export function decodeInboxPage(v: unknown): InboxPage {
  const unreadCount = unreadOf(v);
  const { list, pageNum, totalPages } = v as Fields<InboxPage>;
  if (!Array.isArray(list) || !isCount(pageNum) || !isCount(totalPages)) throw invalid();
  return { list: list.map(decodeMessage), pageNum, totalPages, unreadCount };
}

/** One page of messages (1-based). */
export async function fetchInbox(pageNo: number, pageSize = INBOX_PAGE_SIZE, signal?: AbortSignal): Promise<InboxPage> {
  const v = await request<unknown>({ url: '/wps/relay/CSP_getInbox', moduleId: 'INBOX3', params: { pageNo, pageSize }, signal });
  return decodeInboxPage(v);
}

/** Marks a message read (reading twice is harmless); answers the member's new unread count. */
export async function readMessage(id: number): Promise<number> {
  const v = await request<unknown>({ url: '/wps/relay/CSP_readInbox', moduleId: 'INBOX3', method: 'post', data: { id } satisfies wire.ReadBody });
  return unreadOf(v);
}
