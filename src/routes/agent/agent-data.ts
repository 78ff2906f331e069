// The agent pages' data: the team figures, the agent announcements with their unread count (the
// footer badge, which falls when one is read on the announcements page), the dividend switch, and
// the home's load sequence. Module-scope, so going back from the announcements keeps what is known.

import { computed } from '@preact/signals-react';
import { fetchAgentNotices, fetchDividendInfo, fetchTeamKpi, readAgentNotice, renewSession, type AgentNotice, type TeamKpi } from '@/api/agent';
import { loadsDividend } from '@/lib/agent-nav';
import { resource } from '@/lib/resource';
import { loadUnreadCount } from '@/state/inbox';
import { session } from '@/state/session';
import { refreshBalance } from '@/state/wallet';

/** Each is the signed-in agent's: a new session (another account, none, or the same one signed in
 *  again) clears it at once, and an answer for the one before is dropped. A failed load keeps its
 *  retry on screen until an answer comes. */
const forAgent = () => session.value;

const kpi = resource({ key: forAgent, fetch: () => fetchTeamKpi(new Date()), initial: null as TeamKpi | null, failedUntilAnswer: true });
export const teamKpi = kpi.data;
export const kpiFailed = kpi.failed;
export const loadKpi = (): Promise<void> => kpi.load();

/** Announcements opened on this device: a list that was on its way while one was opened (the
 *  server answered before it heard of the read) must not show it as new again. */
const readHere = new Set<number>();

const noticeList = resource({
  key: forAgent,
  initial: null as { list: AgentNotice[]; unread: number } | null,
  failedUntilAnswer: true,
  fetch: () =>
    fetchAgentNotices().then(({ notices: list, unreadCount }) => {
      const stale = list.filter((n) => !n.read && readHere.has(n.id)).length;
      return { list: stale ? list.map((n) => (readHere.has(n.id) ? { ...n, read: true } : n)) : list, unread: Math.max(0, unreadCount - stale) };
    }),
});
/** Null until the first answer. */
export const notices = computed(() => noticeList.data.value?.list ?? null);
export const noticesFailed = noticeList.failed;
/** The footer badge: stays 0 while the announcements fail. */
export const noticesUnread = computed(() => noticeList.data.value?.unread ?? 0);
export const loadNotices = (): Promise<void> => noticeList.load();

const dividend = resource({ key: forAgent, fetch: () => fetchDividendInfo().then((d) => d.enabled), initial: false });
export const dividendEnabled = dividend.data;

/** Spec doc. 2 §4: "team KPI, unread count, announcements, wallet, session renew (without forced
 *  flag), then dividend info", the last only for types other than 4, 40, 41, 42. Started in that
 *  order without waiting for each other: on 2G a chain of six round trips would take seconds. */
export function loadAgentHome(memberType: number): void {
  void loadKpi();
  void loadUnreadCount();
  void loadNotices();
  void refreshBalance();
  void renewSession().catch(() => {});
  if (loadsDividend(memberType)) void dividend.load();
}

/** Marks an announcement read at once (the marker and the badge), then tells the server, whose
 *  count wins; a failed call leaves it unread on the server and the next load says so. */
export function markNoticeRead(id: number): void {
  const shown = noticeList.data.peek();
  if (!shown?.list.some((n) => n.id === id && !n.read)) return;
  readHere.add(id);
  const mark = (unread: number) => {
    const now = noticeList.data.peek();
    if (now) noticeList.set({ list: now.list.map((n) => (n.id === id ? { ...n, read: true } : n)), unread: Math.max(0, unread) });
  };
  mark(shown.unread - 1);
  const token = session.peek()?.token;
  readAgentNotice(id).then(
    (unread) => void (session.peek()?.token === token && mark(unread)),
    () => {},
  );
}

// Nothing of one agent's reads carries over to another account.
session.subscribe(() => readHere.clear());
