// A full-page notice (maintenance, region restriction, unavailable page): an icon, a heading,
// the explanation and the actions.

import type { ReactNode } from 'react';
import css from './NoticePage.module.css';

export interface NoticePageProps {
  title: string;
  icon: 'tools' | 'blocked' | 'info';
  children?: ReactNode;
  actions?: ReactNode;
}

const glyphs = {
  tools:
    'M22.7 19l-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4z',
  blocked:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM4 12a8 8 0 0 1 12.9-6.3L5.7 16.9A7.9 7.9 0 0 1 4 12zm8 8c-1.8 0-3.5-.6-4.9-1.7L18.3 7.1A8 8 0 0 1 12 20z',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16z',
};

export function NoticePage({ title, icon, children, actions }: NoticePageProps) {
  return (
    <section class={css.page} aria-labelledby="notice-title">
      <svg class={css.icon} aria-hidden="true" viewBox="0 0 24 24" width="56" height="56" fill="currentColor">
        <path d={glyphs[icon]} />
      </svg>
      <h1 id="notice-title" class={css.title}>
        {title}
      </h1>
      <div class={css.body}>{children}</div>
      {actions && <div class={css.actions}>{actions}</div>}
    </section>
  );
}
