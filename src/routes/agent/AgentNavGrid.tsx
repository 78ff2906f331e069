// The agent home's navigation grid (lib/agent-nav.ts: the items the merchant's menu whitelist
// enables, customer service always). Each label is the target page's title. Messages carries the
// unread badge; customer service opens the first configured support link outside the app (the
// service page when none is configured). Without a session a tap does nothing (spec doc. 2 §2).

import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { visibleAgentNav } from '@/lib/agent-nav';
import { href, paths } from '@/lib/paths';
import { switches } from '@/state/config';
import { unreadMessages } from '@/state/inbox';
import { serviceLinks } from '@/state/service-links';
import { session } from '@/state/session';
import { pageTitle } from './page-title';
import css from './agent.module.css';

/** Wouter's Link and a plain link both leave a prevented click alone. */
const inertWithoutSession = (e: MouseEvent) => {
  if (!session.peek()) e.preventDefault();
};

export function AgentNavGrid() {
  const { t } = useLingui();
  const unread = unreadMessages.value;
  const support = serviceLinks.value[0]?.url;
  return (
    <nav class={css.grid} aria-label={t`Agent tools`}>
      {visibleAgentNav(switches.value).map(({ name, query }) => {
        const label = pageTitle(name);
        const badge = name === 'webEmail' && unread > 0 ? formatNumber(unread, locale.value) : '';
        const body = (
          <>
            {/* With a badge, the name says the count after the shown label, in one text. */}
            {badge ? <span aria-hidden="true">{label}</span> : label}
            {badge && (
              <span class={css.badge} aria-hidden="true">
                {badge}
              </span>
            )}
            {badge && <span class="visually-hidden">{t`${label}: ${badge} unread`}</span>}
          </>
        );
        return name === 'service' && support ? (
          <a key={name} class={css.tool} href={support} target="_blank" rel="noopener noreferrer" onClick={inertWithoutSession}>
            {body}
          </a>
        ) : (
          <Link key={name} class={css.tool} href={href(paths[name], query)} onClick={inertWithoutSession}>
            {body}
          </Link>
        );
      })}
    </nav>
  );
}
