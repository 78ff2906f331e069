// /m/notice, the announcements (specification doc. 1 §2, §8): the player notices as titles that
// open to their content; no notices shows the `no_announcement` placeholder entry. The layout hides
// the footer here and sends the back arrow home (app/layout-rules.ts). Open to visitors.

import { useLingui } from '@lingui/react/macro';
import { fetchNotices } from '@/api/notices';
import { Disclosure } from '@/components/disclosure/Disclosure';
import { HtmlContent } from '@/components/html-content/HtmlContent';
import { LoadState } from '@/components/load-state/LoadState';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import css from './notice.module.css';

export default function NoticePage() {
  const { t } = useLingui();
  const { data: notices, failed, retry } = useLocaleLoad((_, signal) => fetchNotices(signal));
  return (
    <div class={css.page}>
      {!notices ? (
        <LoadState failed={failed} onRetry={retry} shape={{ kind: 'item', count: 6 }} />
      ) : notices.length === 0 ? (
        <p class={css.placeholder}>{t`No announcements`}</p>
      ) : (
        notices.map((n, k) => (
          <Disclosure key={n.id || k} title={n.title || t`Announcement`}>
            <HtmlContent html={n.content} />
          </Disclosure>
        ))
      )}
    </div>
  );
}
