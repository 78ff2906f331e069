// The member's unread message count: the dot on the home page's message icon and the member
// centre's mail bubble. Guests have none; a session that ends takes its count with it. The message
// centre sets it from the answers that carry it (an inbox page, a read message), so every badge
// follows without another request, and a count request that started earlier is older news.

import { fetchUnreadCount } from '@/api/inbox';
import { resource } from '@/lib/resource';
import { session } from './session';

const unread = resource({
  key: () => session.value?.token ?? null,
  fetch: (_token, signal) => fetchUnreadCount(signal),
  initial: 0,
});

export const unreadMessages = unread.data;

/** Sets the count from an answer that carries it, for the member signed in now. */
export const setUnreadCount = (n: number): void => unread.set(n);

/** Fetches the count for the current member (one request per session at a time); a failure keeps
 *  the last count. */
export const loadUnreadCount = (): Promise<void> => unread.load();
