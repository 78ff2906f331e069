// The message centre's list: each message's title, time and an unread mark, the unread count as
// the heading, 20 messages a page with "Load more" at the end, an empty state and the retry. The
// list loaded before is shown again on return, unless the shared unread count has moved since.

import { useEffect } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { LoadState } from '@/components/load-state/LoadState';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { formatNumber } from '@/i18n/format';
import { formatDate } from '@/i18n/dates';
import { locale } from '@/i18n/locale';
import { href, paths } from '@/lib/paths';
import { unreadMessages } from '@/state/inbox';
import { session } from '@/state/session';
import { inbox, inboxFailed, inboxIsCurrent, loadInbox } from './inbox-store';
import { dateAndTime } from '@/i18n/date-time';
import css from './inbox.module.css';

export function InboxList() {
  const { t } = useLingui();
  const l = locale.value;
  const token = session.value?.token;
  useEffect(() => {
    // The list kept from before is fresh unless the shared count moved since (a new message).
    if (!inboxIsCurrent() || inbox.peek()?.unread !== unreadMessages.peek()) void loadInbox();
  }, [l, token]);
  const shown = inbox.value; // read first: the page follows the list
  const view = inboxIsCurrent() ? shown : null;
  const failed = inboxFailed.value;
  if (!view)
    return (
      <div class={css.page}>
        <LoadState failed={failed} onRetry={() => loadInbox()} shape={{ kind: 'item', count: 6 }} />
      </div>
    );

  const unread = formatNumber(view.unread, l);
  return (
    <section class={css.page} aria-labelledby="inbox-count">
      <h2 id="inbox-count" class={css.count}>{t`${unread} unread`}</h2>
      {view.messages.length === 0 ? (
        <p class={css.empty}>{t`No messages yet.`}</p>
      ) : (
        <ul class={css.list} aria-labelledby="inbox-count">
          {view.messages.map((m) => (
            <li key={m.id}>
              <Link href={href(paths.message, { id: m.id })} class={m.read ? css.item : `${css.item} ${css.unread}`}>
                <span class={css.title}>{m.title}</span>
                {!m.read && <span class={css.mark}>{t`Unread`}</span>}
                <time class={css.time} dateTime={m.createdAt}>
                  {formatDate(m.createdAt, l, dateAndTime(l))}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {view.page < view.totalPages && (
        <div class={css.more}>
          <RetryButton label={failed ? t`Loading failed, tap to retry` : t`Load more`} workingLabel={t`Loading…`} onRetry={() => loadInbox(true)} />
        </div>
      )}
    </section>
  );
}
