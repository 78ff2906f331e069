// /m/member/notice?types=A, the agent announcements (docs/member-area.md): newest first as the
// server sends them, each with its date and a "new" marker until read. Tapping one opens its
// sanitised content (components/html-content, with its link rules) and marks it read, so the
// footer badge of the agent home falls.

import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AgentNotice } from '@/api/agent';
import { HtmlContent } from '@/components/html-content/HtmlContent';
import { LoadState } from '@/components/load-state/LoadState';
import { formatDate } from '@/i18n/dates';
import { locale } from '@/i18n/locale';
import { loadNotices, markNoticeRead, notices, noticesFailed } from './agent-data';
import css from './agent.module.css';

export function AgentNotices() {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => void loadNotices(), []);
  const list = notices.value;

  if (!list)
    return (
      <div class={css.notices}>
        <LoadState failed={noticesFailed.value} onRetry={loadNotices} shape={{ kind: 'item', count: 5 }} />
      </div>
    );
  if (!list.length) return <p class={css.empty}>{t`No announcements`}</p>;
  const toggle = (id: number) => {
    setOpen(open === id ? null : id);
    markNoticeRead(id);
  };
  return (
    <ul class={css.notices}>
      {list.map((n) => (
        <NoticeItem key={n.id} notice={n} open={open === n.id} onToggle={() => toggle(n.id)} />
      ))}
    </ul>
  );
}

function NoticeItem({ notice, open, onToggle }: { notice: AgentNotice; open: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  const date = formatDate(notice.createdAt, locale.value);
  const contentId = `agent-notice-${notice.id}`;
  return (
    <li class={css.notice}>
      <button type="button" class={css.noticeHead} aria-expanded={open} aria-controls={open ? contentId : undefined} onClick={onToggle}>
        <span class={css.noticeTitle}>{notice.title}</span>
        {!notice.read && <span class={css.new}>{t`New`}</span>}
        {date && (
          <time class={css.muted} dateTime={notice.createdAt}>
            {date}
          </time>
        )}
      </button>
      {open && (
        <div id={contentId} class={css.content}>
          <HtmlContent html={notice.content} />
        </div>
      )}
    </li>
  );
}
