// The message centre's list for the visit: the pages loaded so far (20 a time), kept while the
// player opens a message and comes back, and started afresh for another member or language (the
// titles come in the request's language). Reading a message marks it read on the server, here and
// in the shared unread count (state/inbox: the home dot, the member centre's bubble).

import { fetchInbox, readMessage, type InboxMessage } from '@/api/inbox-messages';
import { locale } from '@/i18n/locale';
import { resource } from '@/lib/resource';
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

/** A message opened by its link is looked up this many (large) pages deep at most. */
const LOOKUP_PAGE_SIZE = 50;
const LOOKUP_PAGES = 10;

const token = () => session.peek()?.token ?? '';
const viewKey = () => `${token()}:${locale.peek()}`;

/** The next load asks for the page after those shown (else the first). */
let wantMore = false;

/** The list as a resource (lib/resource.ts): one load at a time for a member and language, and an
 *  answer for an older one dropped. Another member's list is cleared at once; in another language
 *  the titles shown stay until the new list comes. */
const list = resource<InboxView | null>({
  key: () => `${session.value?.token ?? ''}:${locale.value}`,
  onNewKey: (before, after) => (before?.split(':')[0] === after?.split(':')[0] ? 'keep' : 'clear'),
  initial: null as InboxView | null,
  fetch: async (key): Promise<InboxView> => {
    const shown: InboxView | null = wantMore && inboxIsCurrent() ? list.data.peek() : null;
    const answer = await fetchInbox(shown ? shown.page + 1 : 1);
    // A message pushed onto the next page by newer ones is not listed twice.
    const before = shown?.messages ?? [];
    const listed = new Set(before.map((m) => m.id));
    const messages = [...before, ...answer.list.filter((m) => !listed.has(m.id))];
    if (viewKey() === key) setUnreadCount(answer.unreadCount);
    return { key, messages, page: answer.pageNum, totalPages: answer.totalPages, unread: answer.unreadCount };
  },
});

export const inbox = list.data;
export const inboxFailed = list.failed;

export const inboxIsCurrent = (): boolean => inbox.peek()?.key === viewKey();

/** The first page (`more` false), or the next one after those shown. */
export function loadInbox(more = false): Promise<void> {
  wantMore = more;
  return list.load();
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
  if (shown) list.set({ ...shown, unread, messages: shown.messages.map((m) => (m.id === id ? { ...m, read: true } : m)) });
}

/** Forgets the list (tests). */
export const forgetInbox = (): void => list.reset();

/** A message's time in the player's language (Bengali digits in BN); '' when unreadable. */
