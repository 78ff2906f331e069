// The member's unread message count: the dot on the home page's message icon, and later the member
// centre. Guests have none; a session that ends takes its count with it.

import { signal } from '@preact/signals-react';
import { fetchUnreadCount } from '@/api/inbox';
import { session } from './session';

export const unreadMessages = signal(0);

/** The request under way and the session it asks for. */
let inFlight: { token: string; done: Promise<void> } | null = null;

/** Fetches the count for the current member (one request per session at a time); a failure keeps
 *  the last count. */
export function loadUnreadCount(): Promise<void> {
  const token = session.peek()?.token;
  if (!token) {
    unreadMessages.value = 0;
    return Promise.resolve();
  }
  if (inFlight?.token === token) return inFlight.done;
  const done: Promise<void> = fetchUnreadCount()
    .then(
      (n) => {
        // An answer that arrives after the session changed belongs to nobody.
        if (session.peek()?.token === token) unreadMessages.value = n;
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
