// The message centre's list for the visit: the pages loaded so far (20 a time), kept while the
// player opens a message and comes back, and started afresh for another member or language (the
// titles come in the request's language). Reading a message marks it read on the server, here and
// in the shared unread count (state/inbox: the home dot, the member centre's bubble).

import { signal } from '@preact/signals-react';
import { fetchInbox, readMessage, type InboxMessage } from '@/api/inbox-messages';
import { locale } from '@/i18n/locale';
import { setUnreadCount } from '@/state/inbox';
import { session } from '@/state/session';

export interface InboxView {
  /** The member and language it was loaded for. */
  key: string;
  messages: InboxMessage[];
  page: number;
  totalPages: number;
  unread: number;
}

export const inbox = signal<InboxView | null>(null);
export const inboxFailed = signal(false);

/** A message opened by its link is looked up this many (large) pages deep at most. */
const LOOKUP_PAGE_SIZE = 50;
const LOOKUP_PAGES = 10;

const token = () => session.peek()?.token ?? '';
const viewKey = () => `${token()}:${locale.peek()}`;

export const inboxIsCurrent = () => inbox.peek()?.key === viewKey();

/** The load under way and the member and language it is for. */
let pending: { key: string; done: Promise<void> } | null = null;

/** The first page (`more` false), or the next one after those shown. One load at a time for a
 *  member and language; a load for an older one is left to be ignored. */
export function loadInbox(more = false): Promise<void> {
  const key = viewKey();
  if (pending?.key === key) return pending.done;
  const shown = more && inboxIsCurrent() ? inbox.peek() : null;
  inboxFailed.value = false;
  const done: Promise<void> = fetchInbox(shown ? shown.page + 1 : 1)
    .then(
      (answer) => {
        if (viewKey() !== key) return;
        // A message pushed onto the next page by newer ones is not listed twice.
        const before = shown?.messages ?? [];
        const listed = new Set(before.map((m) => m.id));
        const messages = [...before, ...answer.list.filter((m) => !listed.has(m.id))];
        inbox.value = { key, messages, page: answer.pageNum, totalPages: answer.totalPages, unread: answer.unreadCount };
        setUnreadCount(answer.unreadCount);
      },
      () => void (viewKey() === key && (inboxFailed.value = true)),
    )
    .finally(() => {
      if (pending?.done === done) pending = null;
    });
  pending = { key, done };
  return done;
}

/** One message: from the list shown, else looked up page by page (a link opened directly). */
export async function findMessage(id: number, signal: AbortSignal): Promise<InboxMessage | null> {
  const listed = inboxIsCurrent() ? inbox.peek()?.messages.find((m) => m.id === id) : undefined;
  if (listed) return listed;
  for (let page = 1, total = 1; page <= Math.min(total, LOOKUP_PAGES); page++) {
    const answer = await fetchInbox(page, LOOKUP_PAGE_SIZE, signal);
    const found = answer.list.find((m) => m.id === id);
    if (found) return found;
    total = answer.totalPages;
  }
  return null;
}

/** Marks a message read; a failure leaves it unread, to be marked the next time it opens. */
export async function markRead(id: number): Promise<void> {
  const member = token();
  const unread = await readMessage(id).catch(() => null);
  if (unread === null || token() !== member) return;
  setUnreadCount(unread);
  const shown = inbox.peek();
  if (shown) inbox.value = { ...shown, unread, messages: shown.messages.map((m) => (m.id === id ? { ...m, read: true } : m)) };
}

/** Forgets the list (tests). */
export function forgetInbox(): void {
  inbox.value = null;
  inboxFailed.value = false;
}

/** A message's time in the player's language (Bengali digits in BN); '' when unreadable. */
