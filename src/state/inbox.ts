// The member's unread message count: the dot on the home page's message icon and the member
// centre's mail bubble. Guests have none; a session that ends takes its count with it. The message
// centre sets it from the answers that carry it (an inbox page, a read message), so every badge
// follows without another request.

import { signal } from '@preact/signals-react';
import { fetchUnreadCount } from '@/api/inbox';
import { session } from './session';

export const unreadMessages = signal(0);

/** The request under way and the session it asks for. */
let inFlight: { token: string; done: Promise<void> } | null = null;

/** Bumped by every count set from an answer: a count request that started earlier is older news. */
let version = 0;

/** Sets the count from an answer that carries it, for the member signed in now. */
export function setUnreadCount(n: number): void {
  if (!session.peek()) return;
  version++;
  unreadMessages.value = n;
}

/** Fetches the count for the current member (one request per session at a time); a failure keeps
 *  the last count. */
export function loadUnreadCount(): Promise<void> {
  const token = session.peek()?.token;
  if (!token) {
    unreadMessages.value = 0;
    return Promise.resolve();
  }
  if (inFlight?.token === token) return inFlight.done;
  const asked = version;
  const done: Promise<void> = fetchUnreadCount()
    .then(
      (n) => {
        // An answer that arrives after the session changed belongs to nobody; one that arrives
        // after a newer count was set is stale.
        if (session.peek()?.token === token && version === asked) unreadMessages.value = n;
      },
      () => {},
    )
    .finally(() => {
      if (inFlight?.done === done) inFlight = null;
    });
  inFlight = { token, done };
  return done;
}

session.subscribe((s) => {
  if (!s) unreadMessages.value = 0;
});
