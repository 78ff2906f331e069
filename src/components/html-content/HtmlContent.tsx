// Server HTML (help entries, messages, notices) rendered safely (ARCHITECTURE §5): sanitised by the
// allowlist (lib/sanitize-html: no scripts, no handlers, only http(s) and path addresses), then
// links follow lib/content-link: http(s) opens outside the app (the sanitiser gave it
// target="_blank" and rel="noopener noreferrer"), a path that names an app page navigates in the
// app, and anything else does nothing.

import { useMemo } from 'react';
import { useLocation } from 'wouter-preact';
import { contentLinkTarget } from '@/lib/content-link';
import { sanitizeHtml } from '@/lib/sanitize-html';
import css from './HtmlContent.module.css';

export function HtmlContent({ html, id }: { html: string; id?: string }) {
  const [, navigate] = useLocation();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const follow = (e: MouseEvent) => {
    const link = (e.target as Element).closest('a');
    if (!link) return;
    const target = contentLinkTarget(link.getAttribute('href') ?? '');
    if (target?.kind === 'external') return; // the browser opens it in a new tab
    e.preventDefault();
    if (target) navigate(target.path);
  };
  return <div id={id} class={css.content} onClick={follow} dangerouslySetInnerHTML={{ __html: clean }} />;
}
