// The announcement popup (specification §2 "Home screen", §4 "Announcement popup"): one item at a
// time with previous/next arrows, the item's sanitised HTML, a close button and the go-to action.
// Links inside the content never navigate by themselves: http(s) opens a new tab, an app path
// navigates in the app, anything else does nothing (lib/content-link). Closing fades the dialog
// out, then reports it, so the caller stores the closed state once the popup is gone.

import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Popup } from '@/api/announcements';
import { Modal } from '@/components/modal/Modal';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { sanitizeHtml } from '@/lib/sanitize-html';
import css from './AnnouncementPopup.module.css';

export interface AnnouncementPopupProps {
  items: readonly Pick<Popup, 'id' | 'title' | 'content'>[];
  /** After the close animation. */
  onClosed: () => void;
  /** The go-to action (the reward centre). */
  onGoTo: () => void;
  /** A link in the content was tapped (its raw href): the caller decides where it may go
   *  (lib/content-link), so this chunk does not carry the routing rules. */
  onLink: (href: string) => void;
}

/** Matches the animation in the CSS module. */
const CLOSE_MS = 180;

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

function Arrow({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">
      <path d={d} />
    </svg>
  );
}

export function AnnouncementPopup({ items, onClosed, onGoTo, onLink }: AnnouncementPopupProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const [closing, setClosing] = useState(false);
  const index = Math.min(page, items.length - 1);
  const item = items[index];
  const html = useMemo(() => sanitizeHtml(item?.content ?? ''), [item?.content]);
  if (!item) return null;

  const close = () => {
    if (closing) return;
    setClosing(true);
    setTimeout(onClosed, reducedMotion() ? 0 : CLOSE_MS);
  };
  const followLink = (e: MouseEvent) => {
    const link = (e.target as Element).closest('a');
    if (!link) return;
    e.preventDefault();
    onLink(link.getAttribute('href') ?? '');
  };
  const l = locale.value;

  return (
    <Modal title={item.title || t`Announcement`} closeLabel={t`Close`} onClose={close} class={closing ? `${css.popup} ${css.closing}` : css.popup}>
      <div class={css.content} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />
      {items.length > 1 && (
        <div class={css.pager}>
          <button type="button" class={css.arrow} aria-label={t`Previous announcement`} disabled={index === 0} onClick={() => setPage(index - 1)}>
            <Arrow d="M15 18l-6-6 6-6" />
          </button>
          <span>
            {formatNumber(index + 1, l)} / {formatNumber(items.length, l)}
          </span>
          <button
            type="button"
            class={css.arrow}
            aria-label={t`Next announcement`}
            disabled={index === items.length - 1}
            onClick={() => setPage(index + 1)}
          >
            <Arrow d="M9 18l6-6-6-6" />
          </button>
        </div>
      )}
      <button type="button" class={css.goTo} onClick={onGoTo}>{t`Go to rewards`}</button>
    </Modal>
  );
}
