// The agent pages' data: the team figures, the agent announcements with their unread count (the
// footer badge, which falls when one is read on the announcements page), the dividend switch, and
// the home's load sequence. Module-scope, so going back from the announcements keeps what is known.

import { signal } from '@preact/signals-react';
import {
  fetchAgentNotices, fetchDividendInfo, fetchTeamKpi, readAgentNotice, renewSession, type AgentNotice, type TeamKpi,
} from '@/api/agent';
import { loadsDividend } from '@/lib/agent-nav';
import { loadUnreadCount } from '@/state/inbox';
import { session } from '@/state/session';
import { refreshBalance } from '@/state/wallet';

export const teamKpi = signal<TeamKpi | null>(null);
export const kpiFailed = signal(false);
/** Null until the first answer. */
export const notices = signal<AgentNotice[] | null>(null);
export const noticesFailed = signal(false);
/** The footer badge: stays 0 while the announcements fail. */
export const noticesUnread = signal(0);
export const dividendEnabled = signal(false);

/** Runs a load for the current session; an answer that arrives after the session changed is dropped. */
async function forSession<T>(load: () => Promise<T>, apply: (v: T) => void, failed?: { value: boolean }): Promise<void> {
  const token = session.peek()?.token;
  if (!token) return;
  try {
    const v = await load();
    if (session.peek()?.token !== token) return;
    apply(v);
    if (failed) failed.value = false;
  } catch {
    if (failed && session.peek()?.token === token) failed.value = true;
  }
}

export const loadKpi = () => forSession(() => fetchTeamKpi(new Date()), (k) => (teamKpi.value = k), kpiFailed);

/** Announcements opened on this device: a list that was on its way while one was opened (the
 *  server answered before it heard of the read) must not show it as new again. */
const readHere = new Set<number>();

export const loadNotices = () =>
  forSession(fetchAgentNotices, ({ notices: list, unreadCount }) => {
    const stale = list.filter((n) => !n.read && readHere.has(n.id)).length;
    notices.value = stale ? list.map((n) => (readHere.has(n.id) ? { ...n, read: true } : n)) : list;
    noticesUnread.value = Math.max(0, unreadCount - stale);
  }, noticesFailed);

/** Spec doc. 2 §4: "team KPI, unread count, announcements, wallet, session renew (without forced
 *  flag), then dividend info", the last only for types other than 4, 40, 41, 42. Started in that
 *  order without waiting for each other: on 2G a chain of six round trips would take seconds. */
export function loadAgentHome(memberType: number): void {
  void loadKpi();
  void loadUnreadCount();
  void loadNotices();
  void refreshBalance();
  void renewSession().catch(() => {});
  if (loadsDividend(memberType)) void forSession(fetchDividendInfo, (d) => (dividendEnabled.value = d.enabled));
}

/** Marks an announcement read at once (the marker and the badge), then tells the server, whose
 *  count wins; a failed call leaves it unread on the server and the next load says so. */
export function markNoticeRead(id: number): void {
  const list = notices.peek();
  if (!list?.some((n) => n.id === id && !n.read)) return;
  readHere.add(id);
  notices.value = list.map((n) => (n.id === id ? { ...n, read: true } : n));
  noticesUnread.value = Math.max(0, noticesUnread.peek() - 1);
  void forSession(() => readAgentNotice(id), (n) => (noticesUnread.value = n));
}

// Nothing of one agent's team may show after a sign-out or another account's sign-in.
session.subscribe(() => {
  readHere.clear();
  teamKpi.value = notices.value = null;
  kpiFailed.value = noticesFailed.value = dividendEnabled.value = false;
  noticesUnread.value = 0;
});
