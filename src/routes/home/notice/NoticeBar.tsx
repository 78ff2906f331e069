// The row under the banners (specification §2 "Home screen"): the notice ticker, which opens
// /m/notice, and the message icon with an unread dot, which opens /m/webEmail (a guest is asked to
// log in). The ticker is a CSS marquee: no script runs per frame, it pauses under a finger or
// focus, and it holds still under prefers-reduced-motion. The row has a fixed height, so nothing
// moves when the data arrives.

import { useEffect } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { paths } from '@/lib/paths';
import { homeAnnouncements, loadHomeAnnouncements } from '@/state/home-announcements';
import { loadUnreadCount, unreadMessages } from '@/state/inbox';
import { requireSession } from '@/state/login-prompt';
import { session } from '@/state/session';
import css from './NoticeBar.module.css';

const icon = (d: string) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    stroke-linejoin="round"
  >
    <path d={d} />
  </svg>
);

/** Seconds for one pass: longer text scrolls longer, at about the same speed. */
const passSeconds = (chars: number) => Math.round(6 + chars / 7);

export function NoticeBar() {
  const { t } = useLingui();
  const token = session.value?.token;
  const notices = homeAnnouncements.value?.notices;
  const unread = token ? unreadMessages.value : 0;
  useEffect(() => void loadHomeAnnouncements(), []);
  useEffect(() => void loadUnreadCount(), [token]);

  const chars = notices?.reduce((n, x) => n + x.title.length + x.content.length, 0) ?? 0;
  const count = formatNumber(unread, locale.value);
  return (
    <div class={css.bar}>
      {/* Named by what it shows (the running notices), after a word of what it is. */}
      <Link href={paths.notice} class={css.ticker}>
        {icon('M11 5L6 9H2v6h4l5 4V5zM19.07 4.93a10 10 0 0 1 0 14.14M15.54 8.46a5 5 0 0 1 0 7.07')}
        <span class="visually-hidden">{t`Announcements:`}</span>
        <span class={css.track}>
          {notices?.length === 0 && t`No announcements`}
          {!!notices?.length && (
            <span class={css.text} style={{ animationDuration: `${passSeconds(chars)}s` }}>
              {notices.map((n) => (
                <span key={n.id} class={css.item}>
                  <b>{n.title}</b> {n.content}
                </span>
              ))}
            </span>
          )}
        </span>
      </Link>
      <Link
        href={paths.webEmail}
        class={css.mail}
        aria-label={unread ? t`Messages, ${count} unread` : t`Messages`}
        onClick={(e) => requireSession() || e.preventDefault()}
      >
        {icon('M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6')}
        {unread > 0 && <span class={css.dot} />}
      </Link>
    </div>
  );
}
