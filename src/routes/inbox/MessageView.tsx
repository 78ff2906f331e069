// /m/message?id=: one message (its title, time and sanitised content), marked read once it shows.
// The list shown before supplies it; a link opened directly looks it up in the inbox.

import { useEffect } from 'react';
import { Link, useSearch } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { HtmlContent } from '@/components/html-content/HtmlContent';
import { LoadState } from '@/components/load-state/LoadState';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import { formatDate } from '@/i18n/dates';
import { locale } from '@/i18n/locale';
import { paths } from '@/lib/paths';
import { findMessage, markRead } from './inbox-store';
import { dateAndTime } from '@/i18n/date-time';
import css from './inbox.module.css';

export function MessageView() {
  const { t } = useLingui();
  const raw = new URLSearchParams(useSearch()).get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : -1;
  const { data: message, failed, retry } = useLocaleLoad((_, signal) => (id < 0 ? Promise.resolve(null) : findMessage(id, signal)));
  useEffect(() => {
    if (message && !message.read) void markRead(message.id);
  }, [message]);

  if (message === undefined) return <LoadState failed={failed} onRetry={retry} />;
  const backLink = <Link class={css.back} href={paths.webEmail}>{t`All messages`}</Link>;
  if (!message) {
    return (
      <div class={css.page}>
        <p class={css.empty}>{t`This message could not be found.`}</p>
        {backLink}
      </div>
    );
  }
  return (
    <article class={css.page} aria-labelledby="message-title">
      <h2 id="message-title" class={css.heading}>
        {message.title}
      </h2>
      <time class={css.time} dateTime={message.createdAt}>
        {formatDate(message.createdAt, locale.value, dateAndTime(locale.value))}
      </time>
      <div class={css.body}>
        <HtmlContent html={message.content} />
      </div>
      {backLink}
    </article>
  );
}
