// /m/member/notice?types=A, the agent announcements (docs/member-area.md): newest first as the
// server sends them, each with its date and a "new" marker until read. Tapping one opens its
// sanitised content and marks it read, so the footer badge of the agent home falls. Links in the
// content never navigate by themselves: http(s) opens a new tab, an app path navigates in the app,
// anything else does nothing (lib/content-link).

import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import type { AgentNotice } from '@/api/agent';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { Spinner } from '@/components/spinner/Spinner';
import { intlTag, locale } from '@/i18n/locale';
import { contentLinkTarget } from '@/lib/content-link';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { loadNotices, markNoticeRead, notices, noticesFailed } from './agent-data';
import css from './agent.module.css';

export function AgentNotices() {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => void loadNotices(), []);
  const list = notices.value;

  if (!list) {
    return noticesFailed.value ? (
      <div class={css.page}>
        <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Loading…`} onRetry={loadNotices} />
      </div>
    ) : (
      <Spinner label={t`Please wait`} />
    );
  }
  if (!list.length) return <p class={css.empty}>{t`No announcements`}</p>;
  const toggle = (id: number) => {
    setOpen(open === id ? null : id);
    markNoticeRead(id);
  };
  return (
    <ul class={css.notices}>
      {list.map((n) => <NoticeItem key={n.id} notice={n} open={open === n.id} onToggle={() => toggle(n.id)} />)}
    </ul>
  );
}

function NoticeItem({ notice, open, onToggle }: { notice: AgentNotice; open: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const html = useMemo(() => (open ? sanitizeHtml(notice.content) : ''), [open, notice.content]);
  const date = new Date(notice.createdAt);
  const followLink = (e: MouseEvent) => {
    const link = (e.target as Element).closest('a');
    if (!link) return;
    e.preventDefault();
    const target = contentLinkTarget(link.getAttribute('href') ?? '');
    if (target?.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    else if (target) navigate(target.path);
  };
  const contentId = `agent-notice-${notice.id}`;
  return (
    <li class={css.notice}>
      <button type="button" class={css.noticeHead} aria-expanded={open} aria-controls={open ? contentId : undefined} onClick={onToggle}>
        <span class={css.noticeTitle}>{notice.title}</span>
        {!notice.read && <span class={css.new}>{t`New`}</span>}
        {!Number.isNaN(date.getTime()) && (
          <time class={css.muted} dateTime={notice.createdAt}>
            {new Intl.DateTimeFormat(intlTag[locale.value], { dateStyle: 'medium' }).format(date)}
          </time>
        )}
      </button>
      {open && <div id={contentId} class={css.content} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />}
    </li>
  );
}
