// The agent home's footer (spec doc. 2 §2): home, open account, dividends only when the dividend
// info says the feature is enabled, and the announcements with their unread badge.

import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { href, paths } from '@/lib/paths';
import { dividendEnabled, noticesUnread } from './agent-data';
import { pageTitle } from './page-title';
import css from './agent.module.css';

export function AgentFooter() {
  const { t } = useLingui();
  const unread = noticesUnread.value;
  const badge = unread > 0 ? formatNumber(unread, locale.value) : '';
  const label = pageTitle('agentNotice');
  return (
    <nav class={css.footer} aria-label={t`Agent menu`}>
      <Link href={paths.home}>{pageTitle('home')}</Link>
      <Link href={paths.agentRegister}>{pageTitle('agentRegister')}</Link>
      {dividendEnabled.value && <Link href={paths.agentDividend}>{pageTitle('agentDividend')}</Link>}
      <Link href={href(paths.agentNotice, { types: 'A' })}>
        {/* With a badge, the name says the count after the shown label, in one text. */}
        {badge ? <span aria-hidden="true">{label}</span> : label}
        {badge && (
          <span class={css.badge} aria-hidden="true">
            {badge}
          </span>
        )}
        {badge && <span class="visually-hidden">{t`${label}: ${badge} unread`}</span>}
      </Link>
    </nav>
  );
}
